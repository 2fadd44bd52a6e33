import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { FEATURE_FLAGS, isFeatureEnabled, memberCentreLayout, memberCentreMenu, memberQuickActions } from '@gp/domain';
import { memberCentreModel } from '@gp/stores';
import { BalanceBar, LoadFailed } from '@gp/ui';
import { useDownloadStore, useSessionStore, useSystemStore, useWalletStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { useLogout } from '../../frame/use-frame-actions';
import { MemberActions } from './member-actions';
import { MemberHeadSection, Placeholder } from './member-head-section';
import { MemberMenu } from './member-menu';
import { MEMBER_MESSAGES as M } from './member-messages';
import { VipCard } from '../../content/vip-card';

// The benefits page shares this module (one chunk for the two member screens, see page-modules).
export { MemberBenefitsPage } from './member-benefits';

/**
 * The member centre `/m/member/home` (issue 17): the head (icon, name, account with copy, VIP
 * level, join date), the balance with its hide toggle and a throttled refresh, the quick actions,
 * the VIP card and the menu of the member's screens in the merchant's template (`mem_cen`). The
 * route guard sends a guest to login and offers a trial account registration.
 */
export const MemberCentrePage = observer(function MemberCentrePage() {
  const intl = useIntl();
  const model = useScreenModel(memberCentreModel);
  const wallet = useWalletStore();
  const system = useSystemStore();
  const download = useDownloadStore();
  const session = useSessionStore();
  const logout = useLogout();
  const vip = model.vip;
  const menu = memberCentreMenu(memberCentreLayout(system.templates ?? {}), {
    inNativeApp: download.inNativeApp,
    inInstalledWebApp: download.inInstalledWebApp,
  });
  return (
    <>
      <MemberHeadSection model={model} />
      <BalanceBar
        balance={wallet.displayBalance}
        hidden={wallet.hidden}
        refreshing={wallet.refreshing}
        onToggleHidden={wallet.toggleHidden}
        onRefresh={() => void model.refreshBalance()}
      />
      <MemberActions
        actions={memberQuickActions({
          loginPromo: system.personalPromoEnabled('LOGIN'),
          rewardCentre: isFeatureEnabled(system.flags, FEATURE_FLAGS.rewardCentre),
          referralPromo: system.referralPromoEnabled,
          agent: session.role === 'agent',
        })}
      />
      {vip.card ? (
        <VipCard {...vip.card} />
      ) : vip.levels.status === 'failed' ? (
        <LoadFailed size="section" title={intl.formatMessage(M.vipFailed)} onRetry={() => void vip.levels.retry()} />
      ) : vip.levels.pending ? (
        <Placeholder $height="7.5rem" aria-hidden="true" />
      ) : null}
      <MemberMenu menu={menu} onLogout={() => void logout()} />
    </>
  );
});
