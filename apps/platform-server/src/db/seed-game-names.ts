/**
 * Word lists and name makers for the seeded game catalogue. The names look like casino game names
 * but are invented: they are built by combining these lists with the seed's PRNG.
 */

/** A source of numbers in [0, 1): the seed's PRNG. */
export type Random = () => number;

/** How a game's name is made: one style per kind of game (and per lottery family). */
export type NameStyle =
  | 'slot'
  | 'fish'
  | 'card'
  | 'local'
  | 'live'
  | 'bingo'
  | 'stream'
  | 'sports'
  | 'esports'
  | 'cockfight'
  | 'vnLottery'
  | 'seaLottery'
  | 'lottery'
  | 'eLottery';

/**
 * Makes the name of the index-th game (from 0) a vendor seeds in one style. Random styles may
 * repeat a name, and the caller draws again; listed styles give each index its own name.
 */
export type GameNamer = (rng: Random, index: number, vendorName: string) => string;

const ADJECTIVES = [
  'Fortune', 'Golden', 'Lucky', 'Mystic', 'Royal', 'Wild', 'Blazing', 'Jade', 'Crimson', 'Silver',
  'Diamond', 'Ancient', 'Emerald', 'Thunder', 'Sacred', 'Neon', 'Cosmic', 'Imperial', 'Midnight', 'Sunny',
  'Frozen', 'Magic', 'Mega', 'Super', 'Hyper', 'Sapphire', 'Ruby', 'Pearl', 'Savage', 'Happy',
] as const;

const SLOT_NOUNS = [
  'Dragon', 'Tiger', 'Panda', 'Koi', 'Phoenix', 'Pharaoh', 'Buffalo', 'Wolf', 'Lion', 'Monkey',
  'Genie', 'Pirate', 'Samurai', 'Ninja', 'Mermaid', 'Unicorn', 'Eagle', 'Rooster', 'Lotus', 'Temple',
  'Empress', 'Emperor', 'Viking', 'Gem', 'Fruit', 'Candy', 'Cherry', 'Bell', 'Star', 'Moon',
] as const;

const SLOT_SUFFIXES = [
  'Reels', 'Treasure', 'Riches', 'Spins', 'Ways', 'Jackpot', 'Bonanza', 'Rush', 'Link', 'Deluxe',
  'Quest', 'Gold', 'Wins', 'Blitz', 'Legends', 'Party', 'Frenzy', 'Palace', 'Kingdom', 'Hold and Win',
] as const;

const SEA_NOUNS = ['Shark', 'Whale', 'Octopus', 'Reef', 'Ocean', 'Kraken', 'Coral', 'Tide', 'Lagoon', 'Marlin', 'Turtle', 'Squid'] as const;
const FISH_SUFFIXES = ['Hunter', 'Fishing', 'Catch', 'Blast', 'Bounty', 'Arena', 'Raid', 'Feast'] as const;

const CARD_GAMES = [
  'Tongits', 'Pusoy', 'Rummy', 'Teen Patti', 'Hold\'em', 'Mahjong', 'Blackjack', 'Niu Niu', 'Pai Gow', 'Poker',
  'Big Two', 'Thirteen Cards', 'Landlord', 'Golden Flower', 'Sic Bo', 'Andar Bahar', 'Fan Tan', 'Baccarat', 'Dominoes', 'Lucky 9',
] as const;
const CARD_MODIFIERS = ['Classic', 'Royal', 'Speed', 'Grand', 'Club', 'VIP', 'Turbo', 'Pro', 'Showdown', 'Duel', 'Master', 'Blitz', 'Table', 'Night'] as const;

const LOCAL_GAMES = ['Color Game', 'Pula Puti', 'Perya Wheel', 'Sakla', 'Drop Ball', 'Karera', 'Cara y Cruz', 'Pinoy Dice', 'Banka', 'Hi-Lo Pinoy', 'Bingo Perya', 'Sabong Cards'] as const;
const LOCAL_MODIFIERS = ['Fiesta', 'Express', 'Deluxe', 'Barrio', 'Plaza', 'Night Market', 'Classic', 'Jackpot', 'Live', 'Mini'] as const;

const LIVE_TABLES = [
  'Baccarat', 'Speed Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat', 'Roulette', 'Auto Roulette', 'Blackjack',
  'Sic Bo', 'Dragon Tiger', 'Fan Tan', 'Andar Bahar', 'Xoc Dia', 'Casino Hold\'em', 'Bull Bull',
] as const;
const LIVE_ROOMS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

const BINGO_SUFFIXES = ['Bingo 75', 'Bingo 90', 'Bingo Blast', 'Bingo Party', 'Bingo Rush', 'Bingo Hall', 'Bingo Bonanza', 'Bingo Carnival'] as const;
const STREAM_ADJECTIVES = ['Starlight', 'Midnight', 'Velvet', 'Neon', 'Golden', 'Moonlit', 'Sunset', 'Crystal', 'Rose', 'Electric', 'Lucky', 'Royal'] as const;
const STREAM_NOUNS = ['Stage', 'Lounge', 'Studio', 'Showroom', 'Club', 'Parlour', 'Spotlight', 'Room', 'Theatre', 'Cabaret', 'Salon', 'Party'] as const;

const SPORTS_ITEMS = ['Sportsbook', 'Virtual Football', 'Virtual Basketball', 'Virtual Horse Racing', 'Virtual Tennis', 'Number Game'] as const;
const ESPORTS_ITEMS = ['Esports', 'Virtual Esports', 'Battle Arena Cup', 'Tactical Shooter League', 'Mobile Legends Cup'] as const;
const COCKFIGHT_ITEMS = ['Sabong Arena', 'Night Derby', 'Pit Masters', 'Derby Live', 'Gamefowl Classic'] as const;

const VN_LOTTERIES = [
  'Northern Daily', 'Central Daily', 'Southern Daily', 'Red River Draw', 'Mekong Evening', 'Highland Five', 'Delta Express',
  'Lotus Night', 'Capital Classic', 'Coastal Pearl', 'Harbour Six', 'Rice Field 6/45', 'Lantern Draw', 'Bamboo Lucky 4D',
] as const;
const SEA_LOTTERIES = [
  'Siam Lucky Six', 'Lao Star Draw', 'Malay Magic 4D', 'Lion City 4D', 'Island Toto 6/49', 'Mekong Three', 'Java Jackpot',
  'Borneo Bonus 5D', 'Andaman 2D', 'Manila Grand 6/55', 'Visayas Pick 3', 'Mindanao Midday',
] as const;
const LOTTERIES = [
  'Super Lotto 6/45', 'Grand Lotto 6/55', 'Ultra Draw 6/58', 'Tri-Number 3D', 'Duo-Number 2D', 'Six Digit', 'Four Digit',
  'Daily Pick 3', 'Fortune 5D', 'Lucky Pick 10', 'Weekend Millions', 'Sunrise Draw',
] as const;
const ELOTTERY_INTERVALS = ['1-Minute', '3-Minute', '5-Minute', '10-Minute'] as const;
const ELOTTERY_GAMES = ['Quick 3', 'Lucky 5D', 'PK10 Racing', 'Keno 80', 'Fast 3 Dice', 'Lotto 6/45', 'Happy 8', 'Colour Pick'] as const;

/** Draws one item of a list. */
export function pick<T>(rng: Random, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new RangeError('pick: empty list or a draw outside [0, 1)');
  return item;
}

/** The index-th item of a fixed list; a plan asking for more games than the list names is a bug. */
function listed(items: readonly string[], index: number, style: string): string {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No ${style} name number ${index}: the list has ${items.length}`);
  return item;
}

/** The name makers, by style. */
export const GAME_NAMERS: Readonly<Record<NameStyle, GameNamer>> = {
  slot: (rng) => {
    const base = `${pick(rng, ADJECTIVES)} ${pick(rng, SLOT_NOUNS)}`;
    return rng() < 0.2 ? base : `${base} ${pick(rng, SLOT_SUFFIXES)}`;
  },
  fish: (rng) => `${pick(rng, ADJECTIVES)} ${pick(rng, SEA_NOUNS)} ${pick(rng, FISH_SUFFIXES)}`,
  card: (rng) =>
    rng() < 0.5 ? `${pick(rng, CARD_MODIFIERS)} ${pick(rng, CARD_GAMES)}` : `${pick(rng, CARD_GAMES)} ${pick(rng, CARD_MODIFIERS)}`,
  local: (rng) => `${pick(rng, LOCAL_GAMES)} ${pick(rng, LOCAL_MODIFIERS)}`,
  live: (rng) => `${pick(rng, LIVE_TABLES)} ${pick(rng, LIVE_ROOMS)}${1 + Math.floor(rng() * 9)}`,
  bingo: (rng) => `${pick(rng, ADJECTIVES)} ${pick(rng, BINGO_SUFFIXES)}`,
  stream: (rng) => `${pick(rng, STREAM_ADJECTIVES)} ${pick(rng, STREAM_NOUNS)}`,
  sports: (_rng, index, vendor) => `${vendor} ${listed(SPORTS_ITEMS, index, 'sports')}`,
  esports: (_rng, index, vendor) => `${vendor} ${listed(ESPORTS_ITEMS, index, 'esports')}`,
  cockfight: (_rng, index, vendor) => `${vendor} ${listed(COCKFIGHT_ITEMS, index, 'cockfight')}`,
  vnLottery: (_rng, index) => listed(VN_LOTTERIES, index, 'VN lottery'),
  seaLottery: (_rng, index) => listed(SEA_LOTTERIES, index, 'SEA lottery'),
  lottery: (_rng, index) => listed(LOTTERIES, index, 'lottery'),
  eLottery: (_rng, index) =>
    `${listed(ELOTTERY_INTERVALS, index % ELOTTERY_INTERVALS.length, 'interval')} ${listed(ELOTTERY_GAMES, Math.floor(index / ELOTTERY_INTERVALS.length), 'e-lottery')}`,
};

/** The styles whose names come from a fixed list by index (so a repeat is a plan error). */
export const LISTED_STYLES: ReadonlySet<NameStyle> = new Set([
  'sports', 'esports', 'cockfight', 'vnLottery', 'seaLottery', 'lottery', 'eLottery',
]);
