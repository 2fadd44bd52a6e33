/** The welcome message a new member finds in the inbox, in English or Tagalog (other languages read English). */
const WELCOME: Readonly<Record<'EN' | 'TY', readonly [title: string, html: string]>> = {
  EN: [
    'Welcome to {site}!',
    '<p>Your account is ready. Make your first deposit by GCash, Maya or your bank to claim the first-deposit bonus.</p><p><a href="/m/voucherCenter">Deposit now</a> · <a href="/m/activity">See all promotions</a></p>',
  ],
  TY: [
    'Maligayang pagdating sa {site}!',
    '<p>Handa na ang iyong account. Mag-deposito gamit ang GCash, Maya o ang iyong bangko para makuha ang first-deposit bonus.</p><p><a href="/m/voucherCenter">Mag-deposito na</a> · <a href="/m/activity">Tingnan ang mga promo</a></p>',
  ],
};

/** The title and HTML of the welcome inbox message for a merchant's site, in a content language. */
export function welcomeMessageOf(siteName: string, language: string): { readonly title: string; readonly html: string } {
  const [title, html] = language === 'TY' ? WELCOME.TY : WELCOME.EN;
  return { title: title.replace('{site}', siteName), html };
}
