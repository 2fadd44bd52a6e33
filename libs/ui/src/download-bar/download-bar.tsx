import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { BrandLogo } from '../brand-logo/brand-logo';
import { CloseIcon, IconButton } from '../overlay/overlay';
import { useHydrated } from '../form/use-hydrated';

const messages = defineMessages({
  label: { id: 'ui.downloadBar.label', defaultMessage: 'Get the app', description: 'Accessible name of the app download bar' },
  text: { id: 'ui.downloadBar.text', defaultMessage: 'Play faster with our app', description: 'Text of the app download bar' },
  open: { id: 'ui.downloadBar.open', defaultMessage: 'Download', description: 'Button of the download bar that opens the download popup' },
  close: { id: 'ui.downloadBar.close', defaultMessage: 'Hide download bar', description: 'Button that hides the app download bar' },
});

/** Props of DownloadBar. */
export interface DownloadBarProps {
  /** Opens the download popup. */
  readonly onOpen: () => void;
  /** Hides the bar; the app stores hideDownloadBar. */
  readonly onClose: () => void;
}

const Bar = styled.aside`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Open = styled.button`
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
`;

/** The app-download banner on home routes: close, the brand, a line of text and a download button (both wait until a server-rendered page is live). */
export function DownloadBar({ onOpen, onClose }: DownloadBarProps) {
  const intl = useIntl();
  const live = useHydrated();
  return (
    <Bar aria-label={intl.formatMessage(messages.label)}>
      <IconButton type="button" onClick={onClose} disabled={!live} aria-label={intl.formatMessage(messages.close)}>
        <CloseIcon />
      </IconButton>
      <BrandLogo showName={false} />
      <Text>{intl.formatMessage(messages.text)}</Text>
      <Open type="button" onClick={onOpen} disabled={!live}>
        {intl.formatMessage(messages.open)}
      </Open>
    </Bar>
  );
}
