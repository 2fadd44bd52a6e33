import { escapeMarkup } from '../http/escape-markup';
/** The generated tile images of games: the game's name and vendor on a gradient chosen from its nodeId. */

/** What a tile image shows. */
export interface GameIconSubject {
  readonly nodeId: number;
  readonly gameName: string;
  readonly displayName: string;
}

/** Characters per line of the game name, and lines at most (the last one ends with an ellipsis when cut). */
const LINE_LENGTH = 14;
const MAX_LINES = 3;

/** Splits a name into lines of whole words (a word longer than a line is cut), at most MAX_LINES. */
export function wrapName(name: string, lineLength = LINE_LENGTH, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of name.trim().split(/\s+/)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if ([...candidate].length <= lineLength) current = candidate;
    else {
      if (current !== '') lines.push(current);
      current = [...word].slice(0, lineLength).join('');
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...(kept[maxLines - 1] ?? '')].slice(0, lineLength - 1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** The two hues of a tile's gradient, 0 to 359, spread over the colour wheel by nodeId. */
export function gradientHues(nodeId: number): [number, number] {
  const first = (nodeId * 137) % 360;
  return [first, (first + 40 + (nodeId % 7) * 10) % 360];
}

/** The SVG tile of a game (300 × 300, scalable): gradient background, game name, vendor label. */
export function renderGameIcon(subject: GameIconSubject): string {
  const [from, to] = gradientHues(subject.nodeId);
  const lines = wrapName(subject.gameName);
  const lineHeight = 38;
  const firstY = 140 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((line, i) => `<text x="150" y="${firstY + i * lineHeight}" class="name">${escapeMarkup(line)}</text>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img"',
    ` aria-label="${escapeMarkup(`${subject.gameName} (${subject.displayName})`)}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${from},70%,45%)"/><stop offset="1" stop-color="hsl(${to},75%,25%)"/>`,
    '</linearGradient></defs>',
    '<style>text{font-family:Arial,Helvetica,sans-serif;fill:#fff;text-anchor:middle}',
    '.name{font-size:32px;font-weight:700}.vendor{font-size:20px;opacity:.85;letter-spacing:1px}</style>',
    '<rect width="300" height="300" rx="24" fill="url(#g)"/>',
    '<circle cx="250" cy="50" r="90" fill="#fff" opacity=".08"/>',
    text,
    '<rect x="30" y="236" width="240" height="36" rx="18" fill="#000" opacity=".3"/>',
    `<text x="150" y="261" class="vendor">${escapeMarkup(subject.displayName.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}
