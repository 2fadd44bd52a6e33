/** Props of ShareIcon. */
export interface ShareIconProps {
  /** The icon's accessible name ('Share'), already translated. */
  readonly label: string;
}

/** Safari's share symbol (a box with an arrow leaving it upwards), drawn inline in the text colour. */
export function ShareIcon({ label }: ShareIconProps) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" role="img" aria-label={label} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5" />
      <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
    </svg>
  );
}
