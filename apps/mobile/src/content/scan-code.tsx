import { lazy, type Ref } from 'react';
import styled from 'styled-components';
import { SCAN_CODE_COLORS } from '@gp/theming';

/** The QR code library comes with the first code shown, not with the app. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** Side of a QR code in CSS pixels: large enough for a phone held at arm's length to read. */
export const SCAN_CODE_SIZE = 208;

/** The scan-code colours with the code's quiet zone, in every brand, dark or light; also the code's place while it loads. */
export const ScanCodeFrame = styled.figure`
  display: grid;
  place-items: center;
  justify-self: center;
  width: ${SCAN_CODE_SIZE}px;
  height: ${SCAN_CODE_SIZE}px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${SCAN_CODE_COLORS.background};
  color: ${SCAN_CODE_COLORS.modules};
`;

/** Props of ScanCode. */
export interface ScanCodeProps {
  /** What the code carries (a payment payload, a link). */
  readonly value: string;
  /** The code's accessible name, translated. */
  readonly label: string;
  /** The frame, to read the drawn SVG (to save it as a picture). */
  readonly ref?: Ref<HTMLElement>;
}

/**
 * A QR code (qrcode.react, loaded on demand) in black on white with its quiet zone whatever the
 * brand: the deposit's QR Ph code, a referral link. It suspends while its library loads: the
 * caller's Suspense shows a `ScanCodeFrame` in its place meanwhile.
 */
export function ScanCode({ value, label, ref }: ScanCodeProps) {
  return (
    <ScanCodeFrame ref={ref}>
      <QRCodeSVG value={value} size={SCAN_CODE_SIZE} marginSize={4} level="M" bgColor={SCAN_CODE_COLORS.background} fgColor={SCAN_CODE_COLORS.modules} title={label} role="img" aria-label={label} />
    </ScanCodeFrame>
  );
}
