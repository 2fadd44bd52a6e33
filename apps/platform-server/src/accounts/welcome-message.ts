import type { PlatformLanguageCode } from '@gp/api-client';

/** The welcome message a new member finds in the inbox, in every content language; `{site}` becomes the site name. */
const WELCOME: Readonly<Record<PlatformLanguageCode, readonly [title: string, html: string]>> = {
  EN: [
    'Welcome to {site}!',
    '<p>Your account is ready. Make your first deposit by GCash, Maya or your bank to claim the first-deposit bonus.</p><p><a href="/m/voucherCenter">Deposit now</a> · <a href="/m/activity">See all promotions</a></p>',
  ],
  TY: [
    'Maligayang pagdating sa {site}!',
    '<p>Handa na ang iyong account. Mag-deposito gamit ang GCash, Maya o ang iyong bangko para makuha ang first-deposit bonus.</p><p><a href="/m/voucherCenter">Mag-deposito na</a> · <a href="/m/activity">Tingnan ang mga promo</a></p>',
  ],
  CN: [
    '欢迎来到{site}！',
    '<p>您的账户已开通。使用GCash、Maya或银行完成首次存款，即可领取首存奖金。</p><p><a href="/m/voucherCenter">立即存款</a> · <a href="/m/activity">查看全部优惠</a></p>',
  ],
  VI: [
    'Chào mừng bạn đến với {site}!',
    '<p>Tài khoản của bạn đã sẵn sàng. Nạp tiền lần đầu qua GCash, Maya hoặc ngân hàng để nhận thưởng nạp đầu.</p><p><a href="/m/voucherCenter">Nạp tiền ngay</a> · <a href="/m/activity">Xem tất cả khuyến mãi</a></p>',
  ],
  TH: [
    'ยินดีต้อนรับสู่ {site}!',
    '<p>บัญชีของคุณพร้อมใช้งานแล้ว ฝากเงินครั้งแรกผ่าน GCash, Maya หรือบัญชีธนาคารของคุณ เพื่อรับโบนัสฝากครั้งแรก</p><p><a href="/m/voucherCenter">ฝากเงินเลย</a> · <a href="/m/activity">ดูโปรโมชันทั้งหมด</a></p>',
  ],
  PT: [
    'Boas-vindas ao {site}!',
    '<p>Sua conta está pronta. Faça seu primeiro depósito por GCash, Maya ou pelo seu banco e resgate o bônus de primeiro depósito.</p><p><a href="/m/voucherCenter">Depositar agora</a> · <a href="/m/activity">Ver todas as promoções</a></p>',
  ],
};

/** The title and HTML of the welcome inbox message for a merchant's site, in a content language (English when unknown). */
export function welcomeMessageOf(siteName: string, language: string): { readonly title: string; readonly html: string } {
  const [title, html] = Object.hasOwn(WELCOME, language) ? WELCOME[language as PlatformLanguageCode] : WELCOME.EN;
  return { title: title.replace('{site}', siteName), html };
}
