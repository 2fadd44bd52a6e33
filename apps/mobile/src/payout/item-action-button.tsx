import { Button } from '@gp/ui';

/** Props of ItemActionButton. */
export interface ItemActionButtonProps {
  /** The translated words the button shows ('Remove', 'Cancelling…'). */
  readonly text: string;
  /** What it acts on, for its accessible name ('GCash •••••••4567', '₱200.00'). */
  readonly subject: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/** A list item's button whose accessible name is its visible words and what it acts on (so voice control finds it by what it shows). */
export function ItemActionButton({ text, subject, disabled, onClick }: ItemActionButtonProps) {
  const name = [text, subject].join(' ');
  return (
    <Button variant="secondary" disabled={disabled} aria-label={name} onClick={onClick}>
      {text}
    </Button>
  );
}
