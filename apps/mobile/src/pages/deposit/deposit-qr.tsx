import { Suspense, lazy, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SCAN_CODE_COLORS } from '@gp/theming';
import { Button } from '@gp/ui';
import { INSTRUCTIONS_TEXT, QR_CAPTION_TEXT } from './deposit-messages';
import { downloadFile, svgToPng } from './save-qr-image';

/** The QR code's code comes only with an e-wallet's payment step. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** Side of the QR code in CSS pixels: large enough for a phone held at arm's length to read. */
const QR_SIZE = 208;

/** Props of DepositQr. */
export interface DepositQrProps {
  readonly payload: string;
  /** The code's accessible name (what it pays, and with what). */
  readonly label: string;
  readonly methodName: string;
  /** The saved picture's file name, without extension (the deposit's reference). */
  readonly fileName: string;
}

/** The scan-code colours with the code's quiet zone, in every brand, dark or light. */
const QrFrame = styled.figure`
  display: grid;
  place-items: center;
  justify-self: center;
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${SCAN_CODE_COLORS.background};
  color: ${SCAN_CODE_COLORS.modules};
`;

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
      <QrFrame>
        <span>{t(INSTRUCTIONS_TEXT.qrLoading)}</span>
      </QrFrame>
      <Button variant="secondary" disabled>
        {saveText}
      </Button>
    </>
  );
  return (
    <>
      <Suspense fallback={loading}>
        <QrFrame ref={frame}>
          <QRCodeSVG value={payload} size={QR_SIZE} marginSize={4} level="M" bgColor={SCAN_CODE_COLORS.background} fgColor={SCAN_CODE_COLORS.modules} title={label} role="img" aria-label={label} />
        </QrFrame>
        <Button variant="secondary" onClick={() => void save()}>
          {saveText}
        </Button>
      </Suspense>
      <p>{t(QR_CAPTION_TEXT, { method: methodName })}</p>
      <p role={saveFailed ? 'alert' : undefined}>{t(saveFailed ? INSTRUCTIONS_TEXT.saveQrFailed : INSTRUCTIONS_TEXT.samePhoneNote)}</p>
    </>
  );
}
