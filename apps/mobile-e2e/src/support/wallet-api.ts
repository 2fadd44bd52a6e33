import { E2E_PORT } from './brand-url';

/** The server's address for calls from Node (which cannot resolve `*.localhost`). */
const API = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Tops an account up through the API and the sandbox provider (development only): starts a GCash
 * deposit (POST /wps/deposit) and pays it on the sandbox checkout, as a player would.
 */
export async function depositThroughSandbox(merchant: string, token: string, amountMinor: number): Promise<void> {
  const response = await fetch(`${API}/wps/deposit`, {
    method: 'POST',
    headers: { Merchant: merchant, Authorization: token, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ methodCode: 'GCASH', amountMinor }),
  });
  const body = (await response.json()) as { success: boolean; value: { id: number; paymentUrl: string } };
  if (!body.success) throw new Error('the deposit was refused');
  const checkout = new URL(body.value.paymentUrl, API);
  const paid = await fetch(`${API}/sandbox/pay/${body.value.id}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: checkout.searchParams.get('token') ?? '' }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the sandbox payment answered ${paid.status}`);
}
