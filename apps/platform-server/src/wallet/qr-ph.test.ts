import { describe, expect, it } from 'vitest';
import { crc16, qrPhPayload } from './qr-ph';

const payment = { acquirerBic: 'GXCHPHM2XXX', merchantAccount: '000123456789', merchantName: 'Jade Gaming Payments Incorporated', merchantCity: 'Manila', amountMinor: 123_450, reference: 'D00000042' };

/** Reads an EMVCo payload back into its top-level fields. */
function fieldsOf(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describe('QR Ph payload', () => {
  it('computes CRC-16/CCITT-FALSE (the check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('asks for the exact amount in pesos with the reference, in the dynamic EMVCo layout', () => {
    const payload = qrPhPayload(payment);
    const fields = fieldsOf(payload);
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(fields.get('53')).toBe('608');
    expect(fields.get('54')).toBe('1234.50');
    expect(fields.get('58')).toBe('PH');
    expect(fields.get('59')).toBe('Jade Gaming Payments Inco');
    expect(fields.get('62')).toBe('0509D00000042');
    expect(fields.get('28')).toBe('0012com.p2pmqrph0111GXCHPHM2XXX0312000123456789');
  });

  it('ends with the CRC of everything before it, its own tag included', () => {
    const payload = qrPhPayload(payment);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(qrPhPayload({ ...payment, amountMinor: 123_451 }).slice(-4)).not.toBe(payload.slice(-4));
  });

  it('writes whole pesos and single centavos with two decimals, and refuses a non-positive amount', () => {
    expect(fieldsOf(qrPhPayload({ ...payment, amountMinor: 50_000 })).get('54')).toBe('500.00');
    expect(fieldsOf(qrPhPayload({ ...payment, amountMinor: 105 })).get('54')).toBe('1.05');
    expect(() => qrPhPayload({ ...payment, amountMinor: 0 })).toThrow();
  });
});
