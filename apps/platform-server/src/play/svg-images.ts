import { escapeMarkup } from '../http/escape-markup';

/** A stable hue (0-359) for a number. */
function hueOf(seed: number): number {
  return Math.abs(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0) % 360;
}

/** Up to two initials of a name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words[1]?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** A round avatar with the host's initials on a colour of her own. */
export function avatarSvg(id: number, name: string): string {
  const hue = hueOf(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeMarkup(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,40%)"/></linearGradient></defs>
<circle cx="64" cy="64" r="64" fill="url(#g)"/>
<circle cx="64" cy="52" r="22" fill="rgba(255,255,255,0.25)"/>
<path d="M24 112c8-22 24-32 40-32s32 10 40 32" fill="rgba(255,255,255,0.25)"/>
<text x="64" y="74" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${escapeMarkup(initialsOf(name))}</text>
</svg>`;
}

/** A square game badge for the winners board: a trophy and the game's initials. */
export function gameIconSvg(nodeId: number, gameName: string): string {
  const hue = hueOf(nodeId);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeMarkup(gameName)}">
<rect width="128" height="128" rx="24" fill="hsl(${hue},60%,30%)"/>
<path d="M40 24h48v20c0 16-10 28-24 28S40 60 40 44z" fill="#f5c542"/>
<path d="M40 30H26c0 14 8 22 16 22M88 30h14c0 14-8 22-16 22" fill="none" stroke="#f5c542" stroke-width="6"/>
<rect x="58" y="70" width="12" height="14" fill="#f5c542"/><rect x="46" y="84" width="36" height="8" rx="2" fill="#f5c542"/>
<text x="64" y="118" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeMarkup(initialsOf(gameName))}</text>
</svg>`;
}
