import { useRef } from 'react';
import { Button, type ButtonVariant } from '@gp/ui';

/** Props of ImageFileButton. */
export interface ImageFileButtonProps {
  readonly label: string;
  readonly onPick: (file: File) => void;
  readonly variant?: ButtonVariant;
  /** The picked picture is being prepared: the button waits. */
  readonly busy?: boolean;
  readonly disabled?: boolean;
  /** Names the hidden file input for tests (Playwright sets its files). */
  readonly testId?: string;
}

/** A button that opens the phone's picture picker (gallery or camera) for one png or jpg. */
export function ImageFileButton({ label, onPick, variant = 'secondary', busy = false, disabled = false, testId }: ImageFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} disabled={disabled || busy} aria-busy={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        data-testid={testId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
