import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { currencySymbolOf, formatShortMoney } from '@gp/domain';
import { signInModel } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';
import { useRecordText } from '../../records/use-record-text';
import { SignInView } from './sign-in-view';

/**
 * The daily sign-in `/m/activity/signIn` (SPEC §2 side menu, §3 LOGIN promo): for logged-in real
 * accounts while the merchant runs the promo (route guard 'dailySignIn'). The platform decides
 * every state and credits the claim; the screen shows them.
 */
export const SignInPage = observer(function SignInPage() {
  const model = useScreenModel(signInModel);
  const format = useRecordText();
  const { calendar } = model;
  const currency = calendar.value?.currency ?? '';
  const money = useCallback((amountMinor: number) => format.money(amountMinor, currency), [format, currency]);
  const { locale } = useIntl();
  const shortMoney = useCallback((amountMinor: number) => formatShortMoney(amountMinor, currencySymbolOf(currency), locale), [currency, locale]);
  return (
    <SignInView
      calendar={calendar.value}
      state={calendar.viewState}
      failedReason={format.reason(calendar.errorCode)}
      onRetry={() => void calendar.load()}
      money={money}
      shortMoney={shortMoney}
      claiming={model.claiming}
      credited={model.credited}
      claimError={format.reason(model.claimError)}
      onClaim={() => void model.claim()}
    />
  );
});
