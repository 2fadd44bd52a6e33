/**
 * QR Ph payloads: the EMVCo merchant-presented QR format the Philippine e-wallets and banks scan
 * (BSP Circular 1055). Each field is a tag, its two-digit length and its value; the payload ends
 * with a CRC-16/CCITT-FALSE of everything before it, tag 63 included.
 */

/** What a dynamic QR Ph code for one payment carries. */
export interface QrPhPayment {
  /** The receiving institution's code (its BIC) and the merchant's account there. */
  readonly acquirerBic: string;
  readonly merchantAccount: string;
  /** At most 25 characters are kept, as EMVCo allows. */
  readonly merchantName: string;
  readonly merchantCity: string;
  /** The exact amount to pay, in centavos. */
  readonly amountMinor: number;
  /** The reference the payment quotes (EMVCo's reference label, tag 62-05). */
  readonly reference: string;
}

/** The globally unique id of the QR Ph person-to-merchant scheme. */
const QR_PH_GUID = 'com.p2pmqrph';

/** One EMVCo field: tag, length, value. */
function field(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`QR Ph field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** Centavos as EMVCo writes an amount: pesos with two decimals, no grouping ('1234.50'). */
function amountText(amountMinor: number): string {
  if (!Number.isInteger(amountMinor) || amountMinor <= 0) throw new Error('A QR Ph amount is a positive whole number of centavos');
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload of a dynamic QR Ph code asking for one payment of an exact amount. */
export function qrPhPayload(payment: QrPhPayment): string {
  const account = field('00', QR_PH_GUID) + field('01', payment.acquirerBic) + field('03', payment.merchantAccount);
  const body =
    field('00', '01') + // payload format indicator
    field('01', '12') + // dynamic: for this payment only
    field('28', account) +
    field('52', '7995') + // merchant category: betting and casino gambling
    field('53', '608') + // Philippine peso
    field('54', amountText(payment.amountMinor)) +
    field('58', 'PH') +
    field('59', payment.merchantName.slice(0, 25)) +
    field('60', payment.merchantCity.slice(0, 15)) +
    field('62', field('05', payment.reference));
  const signed = `${body}6304`;
  return signed + crc16(signed);
}
