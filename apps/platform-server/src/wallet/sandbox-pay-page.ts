import type { DepositRecord } from './deposit-repository';
import { escapeMarkup } from '../http/escape-markup';
import { formatMoney } from './money';
import type { DepositMethod } from './payment-methods';

/** The Content-Security-Policy of a sandbox page: nothing but its own nonce'd style, same-origin logos and forms. */
export function sandboxPageCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

const STYLE = `
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; background: #eef1f6; color: #1c2430; }
  main { max-width: 420px; margin: 32px auto; background: #fff; border-radius: 16px; padding: 24px; box-shadow: 0 4px 16px #0002; }
  .badge { display: inline-block; background: #ffe08a; color: #5c4300; border-radius: 8px; padding: 2px 8px; font-size: 12px; }
  h1 { font-size: 20px; margin: 16px 0 8px; }
  dl { display: grid; grid-template-columns: auto auto; gap: 6px 12px; margin: 16px 0; }
  dt { color: #5b6778; } dd { margin: 0; text-align: right; font-weight: 700; }
  form { display: inline; }
  button { font-size: 16px; border: 0; border-radius: 10px; padding: 12px 20px; margin: 8px 8px 0 0; cursor: pointer; }
  .pay { background: #007dfe; color: #fff; } .cancel { background: #dde3ec; color: #1c2430; }
  a { color: #005bb8; }`;

function page(title: string, nonce: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(title)}</title><style nonce="${nonce}">${STYLE}</style></head>`,
    `<body><main><span class="badge">SANDBOX: no real money moves</span>${body}</main></body></html>`,
  ].join('');
}

/** The checkout page of a pending deposit: what is paid, and Pay / Cancel buttons that post its token. */
export function checkoutPage(deposit: DepositRecord, method: DepositMethod, currency: string, token: string, nonce: string): string {
  const amount = formatMoney(deposit.amountMinor, currency);
  const hidden = `<input type="hidden" name="token" value="${escapeMarkup(token)}">`;
  return page(
    `Pay ${amount} with ${method.name}`,
    nonce,
    [
      `<p><img src="/media/payments/${method.code.toLowerCase()}.svg" alt="${escapeMarkup(method.name)}" width="120" height="48"></p>`,
      `<h1>Pay ${escapeMarkup(amount)} with ${escapeMarkup(method.name)} (sandbox)</h1>`,
      '<dl>',
      `<dt>Deposit</dt><dd>#${deposit.id}</dd>`,
      `<dt>Amount</dt><dd>${escapeMarkup(amount)}</dd>`,
      `<dt>Provider fee</dt><dd>${escapeMarkup(formatMoney(deposit.feeMinor, currency))}</dd>`,
      `<dt>You pay</dt><dd>${escapeMarkup(formatMoney(deposit.amountMinor + deposit.feeMinor, currency))}</dd>`,
      '</dl>',
      `<form method="post" action="/sandbox/pay/${deposit.id}/confirm">${hidden}<button class="pay" type="submit">Pay</button></form>`,
      `<form method="post" action="/sandbox/pay/${deposit.id}/cancel">${hidden}<button class="cancel" type="submit">Cancel</button></form>`,
    ].join(''),
  );
}

/** A page for a deposit that can no longer be paid, or a link that is not valid. */
export function noticePage(message: string, depositId: number | null, nonce: string): string {
  const back = depositId === null ? '/m/voucherCenter' : `/m/voucherCenter?deposit=${depositId}`;
  return page('Payment', nonce, `<h1>${escapeMarkup(message)}</h1><p><a href="${back}">Back to deposits</a></p>`);
}
