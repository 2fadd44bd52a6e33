import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf, vipProgressPercent } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { VIP_TEXT as M } from './vip-messages';

const Card = styled.section`
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Track = styled.div`
  height: 0.5rem;
  margin: ${({ theme }) => theme.space.sm} 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.accent};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const BenefitsLink = styled(UiLink)`
  display: inline-grid;
  place-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** Props of VipCard: the platform's VipProgress facts. */
export interface VipCardProps {
  readonly hasVip: boolean;
  readonly vipLabelName: string;
  /** Percent of the way to the next level (0 to 100). */
  readonly vipProgress: number;
  readonly showVipBenefit: boolean;
}

/**
 * The VIP card (SPEC §2 'VIP page'): the level's name, the progress to the next level as a bar
 * (a progressbar with its percentage), and the link to `/m/member/benefits` when showVipBenefit.
 */
export function VipCard({ hasVip, vipLabelName, vipProgress, showVipBenefit }: VipCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const percent = vipProgressPercent(vipProgress);
  const percentText = intl.formatNumber(percent / 100, { style: 'percent' });
  return (
    <Card aria-labelledby={titleId}>
      <Top>
        <Title id={titleId}>{intl.formatMessage(M.vipCard)}</Title>
        <Label>{vipLabelName}</Label>
      </Top>
      <Track
        role="progressbar"
        aria-label={intl.formatMessage(M.vipProgress)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percentText}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Footer>
        <span>{hasVip ? percentText : intl.formatMessage(M.vipNone)}</span>
        {showVipBenefit ? <BenefitsLink to={pathOf('memberBenefits')}>{intl.formatMessage(M.vipBenefits)}</BenefitsLink> : null}
      </Footer>
    </Card>
  );
}
