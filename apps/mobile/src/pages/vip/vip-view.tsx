import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { currencySymbolOf, formatMoney, pathOf, vipBenefitsSummary, vipLevelRows, vipNextStep } from '@gp/domain';
import type { VipLevels } from '@gp/api-client';
import { LoadFailed, UiLink } from '@gp/ui';
import { VipCard } from '../../content/vip-card';
import { VipLevelsTable } from '../../content/vip-levels-table';
import { VIP_LEFT_TEXT, VIP_PAGE_TEXT, VIP_REACHED_TEXT } from './vip-page-messages';

/** Props of VipView. */
export interface VipViewProps {
  readonly levels: VipLevels | null;
  readonly state: 'loading' | 'failed' | 'ready';
  readonly onRetry: () => void;
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

const Links = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touchTarget};
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: none;
  }
  a:first-child {
    border: 0;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const Waiting = styled.div`
  min-height: 24rem;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
`;

/**
 * The VIP page's levels (SPEC §2 'VIP page'): a member's card with the progress and what is left
 * to the next level, a guest's call to register, then every level's requirements and benefits.
 */
export function VipView({ levels, state, onRetry }: VipViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (state === 'failed') return <LoadFailed size="section" title={t(VIP_PAGE_TEXT.failed)} onRetry={onRetry} />;
  if (levels === null) return <Waiting aria-busy="true" />;
  if (levels.levels.length === 0) return <Note>{t(VIP_PAGE_TEXT.off)}</Note>;
  const symbol = currencySymbolOf(levels.currency);
  const member = levels.member;
  const next = member ? vipNextStep(vipBenefitsSummary(levels.levels, member)) : null;
  return (
    <>
      {member ? (
        <>
          <VipCard hasVip={member.hasVip} vipLabelName={member.vipLabelName} vipProgress={member.vipProgress} showVipBenefit={member.showVipBenefit} />
          <Note>
            {next === null || next.kind === 'top'
              ? t(VIP_PAGE_TEXT.top)
              : next.kind === 'reached'
                ? t(VIP_REACHED_TEXT, { level: next.labelName })
                : t(VIP_LEFT_TEXT, { amount: formatMoney(next.remainingMinor, symbol, intl.locale), level: next.labelName })}
          </Note>
        </>
      ) : (
        <Box>
          <p>{t(VIP_PAGE_TEXT.join)}</p>
          <Links>
            <UiLink to={pathOf('register')}>{t(VIP_PAGE_TEXT.register)}</UiLink>
            <UiLink to={pathOf('login')}>{t(VIP_PAGE_TEXT.login)}</UiLink>
          </Links>
        </Box>
      )}
      <VipLevelsTable rows={vipLevelRows(levels.levels, member?.vipLevel ?? null)} currencySymbol={symbol} />
    </>
  );
}
