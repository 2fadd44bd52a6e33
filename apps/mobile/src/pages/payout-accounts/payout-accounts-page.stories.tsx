import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { browserDocumentLanguage, createMemoryStorage, systemClock } from '@gp/stores';
import { createAppRuntime } from '../../app/runtime';
import { StoreProvider } from '../../app/store-context';
import { PayoutAccountsPage } from './payout-accounts-page';

/** Where the story's platform answers: nothing leaves the page, the handlers below answer in memory. */
const BASE = 'http://platform.story';

const envelope = (value: unknown) => HttpResponse.json({ success: true, value, errorCode: null, message: null });

/** A member with a payment password and two saved accounts, as the contract answers. */
const handlers = [
  http.get(`${BASE}/wps/system/status`, () => envelope({ merchantCode: 'jade', maintenance: false, regionRestriction: false, maintenanceMessage: null, location: { ip: '1.1.1.1' } })),
  http.get(`${BASE}/wps/system/whitelabel`, () => envelope({ merchantCode: 'jade', siteName: 'Jade Lotto', theme: { pack: 'jade', defaultMode: 'dark' }, defaultLanguage: 'EN', languages: ['EN'], features: [] })),
  http.get(`${BASE}/wps/transaction/withdraw/options`, () =>
    envelope({
      currency: 'PHP',
      currencySymbol: '₱',
      availableMinor: 123_450,
      lockedMinor: 0,
      paymentPasswordSet: true,
      payoutMethods: [{ code: 'gcash', name: 'GCash', minMinor: 10_000, maxMinor: 5_000_000, processing: '', accountNumberPattern: '^09\\d{9}$', needsBank: false }],
      banks: [{ code: 'BDO', name: 'BDO Unibank' }],
      rules: { maxCountPerDay: 3, maxAmountPerDayMinor: 10_000_000, freePerDay: 1, feeFixedMinor: 1_500, feeBasisPoints: 50, feeCapMinor: 25_000, turnoverBasisPoints: 0 },
      today: { count: 0, amountMinor: 0, resetsAt: 0 },
      turnover: { requiredMinor: 0, countedMinor: 0, byCategory: [] },
    }),
  ),
  http.get(`${BASE}/wps/transaction/withdraw/accounts`, () =>
    envelope({
      maxPerMethod: 3,
      accounts: [
        { id: 1, payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan Dela Cruz', createdAt: 0 },
        { id: 2, payoutMethod: 'bank', bankCode: 'BDO', accountNumberMasked: '••••••7890', accountName: 'Juan Dela Cruz', createdAt: 0 },
      ],
    }),
  ),
];

/** The payout accounts screen built as the app builds it (createAppRuntime) over a platform answered in memory. */
function PayoutAccountsStory() {
  const [store] = useState(() =>
    createAppRuntime({
      platform: { baseUrl: BASE, fetch: async (input, init) => (await getResponse(handlers, new Request(input, init))) ?? new Response(null, { status: 404 }) },
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      clock: systemClock,
      documentLanguage: browserDocumentLanguage(),
    }),
  );
  useEffect(() => () => store.stop(), [store]);
  return (
    <StoreProvider store={store}>
      <MemoryRouter basename="/m" initialEntries={['/m/member/payoutAccounts']}>
        <PayoutAccountsPage />
      </MemoryRouter>
    </StoreProvider>
  );
}

const meta = { title: 'Pages/Payout accounts', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved accounts with remove, Add, and the way to reset a forgotten payment password. */
export const Saved: Story = {
  render: () => <PayoutAccountsStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('GCash •••••••4567', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Forgot your payment password?' }).length).toBeGreaterThan(0);
  },
};
