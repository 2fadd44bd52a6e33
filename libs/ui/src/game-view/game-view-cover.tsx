import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SpinnerRing } from '../spinner/spinner-ring';
import { isContentLinkAllowed } from '@gp/domain';

const messages = defineMessages({
  loading: { id: 'ui.gameView.loading', defaultMessage: 'Loading game…', description: 'Shown while the game page loads in the full-screen game view' },
  blocked: {
    id: 'ui.gameView.blocked',
    defaultMessage: 'This game cannot open here',
    description: 'Shown when the game page did not load inside the app (refused or too slow)',
  },
  openWindow: {
    id: 'ui.gameView.openWindow',
    defaultMessage: 'Open in a new window',
    description: 'Link that opens the game page in a new browser window when it cannot open inside the app',
  },
  back: { id: 'ui.gameView.back', defaultMessage: 'Back to the app', description: 'Button under the new-window offer that closes the game view' },
});

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.color.background};
`;

const Action = styled.a`
  display: inline-grid;
  place-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
`;

const Back = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** What covers the game's frame while its page loads: a spinner and 'Loading game…'. */
export function GameViewLoading() {
  const intl = useIntl();
  return (
    <Cover role="status" aria-live="polite">
      <SpinnerRing $large />
      <span>{intl.formatMessage(messages.loading)}</span>
    </Cover>
  );
}

/** What covers a game page that was refused or too slow: the page in a new window (when its address passes the link allow-list) or back. */
export function GameViewRefused({ url, onClose }: { readonly url: string; readonly onClose: () => void }) {
  const intl = useIntl();
  return (
    <Cover role="alert">
      <p>{intl.formatMessage(messages.blocked)}</p>
      {isContentLinkAllowed(url) ? (
        <Action href={url} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.openWindow)}
        </Action>
      ) : null}
      <Back type="button" onClick={onClose}>
        {intl.formatMessage(messages.back)}
      </Back>
    </Cover>
  );
}
