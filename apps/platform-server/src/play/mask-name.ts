/**
 * Masks a player's name for public lists (winners board, rank): the first two and last two
 * characters around '***' ('juanito' → 'ju***to'); names of four characters or fewer keep only
 * their first and last ('demo' → 'd***o'), a single character only itself ('j***').
 */
export function maskName(name: string): string {
  const chars = [...name.trim().replace(/\s+/g, '')];
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  const keep = chars.length > 4 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}
