import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { vipBenefitsModel } from '@gp/stores';
import { LoadFailed, LoadingScreen } from '@gp/ui';
import { useWalletStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { MEMBER_MESSAGES as M } from './member-messages';
import { VipBenefitsView } from './vip-benefits-view';

const Note = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/**
 * VIP benefits `/m/member/benefits` (issue 17): the member's level, the next level and the
 * deposits left to reach it, and every level's benefits, from GET /wps/content/vip. The route
 * guard keeps it for real accounts, as the member centre.
 */
export const MemberBenefitsPage = observer(function MemberBenefitsPage() {
  const intl = useIntl();
  const model = useScreenModel(vipBenefitsModel);
  const wallet = useWalletStore();
  const { levels, summary } = model;
  if (levels.status === 'failed' && !levels.hasLoaded) {
    return <LoadFailed title={intl.formatMessage(M.benefitsFailed)} onRetry={() => void levels.retry()} />;
  }
  if (levels.pending) return <LoadingScreen />;
  if (summary === null) return <Note>{intl.formatMessage(M.benefitsOff)}</Note>;
  const symbol = wallet.balance?.currencySymbol ?? `${levels.value?.currency ?? ''} `;
  return <VipBenefitsView summary={summary} currencySymbol={symbol} />;
});
