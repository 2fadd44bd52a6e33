import { Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@gp/ui';
import { ScanCode, ScanCodeFrame } from '../../content/scan-code';
import { INSTRUCTIONS_TEXT, QR_CAPTION_TEXT } from './deposit-messages';
import { downloadFile, svgToPng } from './save-qr-image';

/** Props of DepositQr. */
export interface DepositQrProps {
  readonly payload: string;
  /** The code's accessible name (what it pays, and with what). */
  readonly label: string;
  readonly methodName: string;
  /** The saved picture's file name, without extension (the deposit's reference). */
  readonly fileName: string;
}

/**
 * A deposit's QR Ph code (its code loaded on demand, its place kept meanwhile), what to do with it,
 * and Save QR code: a PNG for the e-wallet's 'Upload QR' when the player pays from this phone.
 */
export function DepositQr({ payload, label, methodName, fileName }: DepositQrProps) {
  const t = useIntl().formatMessage;
  const frame = useRef<HTMLElement>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const save = async () => {
    const svg = frame.current?.querySelector('svg');
    try {
      if (!svg) throw new Error('The QR code is not drawn yet');
      downloadFile(await svgToPng(svg), `${fileName}.png`);
      setSaveFailed(false);
    } catch {
      setSaveFailed(true);
    }
  };
  const saveText = t(INSTRUCTIONS_TEXT.saveQr);
  // The code and its Save button come together: saving before the code is drawn cannot happen.
  const loading = (
    <>
      <ScanCodeFrame>
        <span>{t(INSTRUCTIONS_TEXT.qrLoading)}</span>
      </ScanCodeFrame>
      <Button variant="secondary" disabled>
        {saveText}
      </Button>
    </>
  );
  return (
    <>
      <Suspense fallback={loading}>
        <ScanCode ref={frame} value={payload} label={label} />
        <Button variant="secondary" onClick={() => void save()}>
          {saveText}
        </Button>
      </Suspense>
      <p>{t(QR_CAPTION_TEXT, { method: methodName })}</p>
      <p role={saveFailed ? 'alert' : undefined}>{t(saveFailed ? INSTRUCTIONS_TEXT.saveQrFailed : INSTRUCTIONS_TEXT.samePhoneNote)}</p>
    </>
  );
}
