/** The picture of each install step: a line drawing in the text colour. */
const PATHS = {
  download: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  done: 'M4 12l5 5L20 6',
  settings: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  share: 'M12 3v12M8 7l4-4 4 4M5 12v8h14v-8',
  add: 'M4 4h16v16H4zM12 8v8M8 12h8',
} as const;

/** The name of a step picture. */
export type GuideIconName = keyof typeof PATHS;

/** A step's picture, 32 pixels, hidden from screen readers (the step's text says it all). */
export function GuideIcon({ name }: { readonly name: GuideIconName }) {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
