import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@gp/ui';
import { COPY_TEXT, DEPOSIT_TEXT } from './deposit-messages';

/** Props of CopyButton. */
export interface CopyButtonProps {
  /** What is copied, translated: names the button ('Copy Reference'). */
  readonly what: string;
  readonly text: string;
  readonly onCopy: (text: string) => Promise<void> | void;
}

/** A copy button that says Copied once it has copied its text. */
export function CopyButton({ what, text, onCopy }: CopyButtonProps) {
  const t = useIntl().formatMessage;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await onCopy(text);
    setCopied(true);
  };
  return (
    <Button variant="secondary" aria-label={t(COPY_TEXT, { what })} onClick={() => void copy()}>
      {t(copied ? DEPOSIT_TEXT.copied : DEPOSIT_TEXT.copyShort)}
    </Button>
  );
}

