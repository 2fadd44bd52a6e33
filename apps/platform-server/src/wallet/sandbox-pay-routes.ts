import { newNonce, sendPage } from '../http/page-kit';
import { singleQueryValue } from '../http/query-values';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { DepositService } from './deposit-service';
import { findDepositMethod } from './payment-methods';
import { checkoutPage, noticePage, sandboxPageCsp } from './sandbox-pay-page';

interface PayParams {
  depositId: string;
}

/** A deposit id of a path, or null when it is not one. */
function depositIdOf(params: PayParams): number | null {
  const id = Number(params.depositId);
  return /^[1-9][0-9]{0,15}$/.test(params.depositId) && Number.isSafeInteger(id) ? id : null;
}

/** Sends a sandbox page rendered with a fresh nonce, under the sandbox CSP. */
function sendHtml(reply: FastifyReply, status: number, render: (nonce: string) => string): FastifyReply {
  const nonce = newNonce();
  return sendPage(reply, status, render(nonce), sandboxPageCsp(nonce));
}

/** The token a sandbox form posts (form-encoded), or an empty string. */
function postedToken(body: unknown): string {
  const token = (body as Record<string, unknown> | null)?.['token'];
  return typeof token === 'string' ? token : '';
}

/**
 * The sandbox payment provider (non-API pages of the same origin): GET /sandbox/pay/:depositId
 * shows the checkout of a pending deposit to whoever holds its provider token (the `token` of the
 * deposit's paymentUrl); its Pay and Cancel buttons post the token to .../confirm and .../cancel,
 * which settle the deposit (crediting the wallet once on Pay) and return to the deposit screen.
 */
export function registerSandboxPayRoutes(app: FastifyInstance, context: PlatformContext): void {
  const deposits = new DepositService(context);

  void app.register(async (sandbox) => {
    sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    sandbox.get('/sandbox/pay/:depositId', async (request, reply) => {
      const id = depositIdOf(request.params as PayParams);
      const token = singleQueryValue(request.query, 'token');
      const deposit = id === null ? undefined : deposits.checkProviderToken(id, token);
      const method = deposit ? findDepositMethod(deposit.methodCode) : undefined;
      if (!deposit || !method) return sendHtml(reply, 404, (nonce) => noticePage('This payment link is not valid', null, nonce));
      if (deposit.status !== 'pending') {
        return sendHtml(reply, 409, (nonce) => noticePage(`This deposit is ${deposit.status}`, deposit.id, nonce));
      }
      return sendHtml(reply, 200, (nonce) => checkoutPage(deposit, method, deposit.currency, token, nonce));
    });

    for (const action of ['confirm', 'cancel'] as const) {
      sandbox.post(`/sandbox/pay/:depositId/${action}`, async (request, reply) => {
        const id = depositIdOf(request.params as PayParams);
        const token = postedToken(request.body);
        if (id === null || !deposits.checkProviderToken(id, token)) {
          return sendHtml(reply, 404, (nonce) => noticePage('This payment link is not valid', null, nonce));
        }
        if (action === 'confirm') deposits.confirm(id, token);
        else deposits.cancel(id, token);
        return reply.header('cache-control', 'no-store').redirect(`/m/voucherCenter?deposit=${id}`, 303);
      });
    }
  });
}
