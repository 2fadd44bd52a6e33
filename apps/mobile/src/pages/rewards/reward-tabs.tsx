import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RewardTab } from '@gp/stores';
import { REWARDS_TEXT as text } from './rewards-messages';

const TABS: readonly RewardTab[] = ['claimable', 'history'];

const Switch = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  button {
    flex: 1;
    min-height: ${({ theme }) => theme.size.touchTarget};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** The switch between the rewards to claim and the history (toggle buttons: the list below changes). */
export function RewardTabs({ current, onShow }: { readonly current: RewardTab; readonly onShow: (tab: RewardTab) => void }) {
  const intl = useIntl();
  return (
    <Switch role="group" aria-label={intl.formatMessage(text.tabs)}>
      {TABS.map((tab) => (
        <button key={tab} type="button" aria-pressed={tab === current} onClick={() => onShow(tab)}>
          {intl.formatMessage(tab === 'claimable' ? text.claimable : text.history)}
        </button>
      ))}
    </Switch>
  );
}
