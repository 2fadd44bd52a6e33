import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { downloadLinkTarget, type AppDownloadSection } from '@gp/domain';
import { APP_HEADING_TEXT, APP_TEXT } from './app-download-messages';
import { GuideIcon, type GuideIconName } from './guide-icons';

/** Props of AppDownloadView. */
export interface AppDownloadViewProps {
  readonly siteName: string;
  readonly sections: readonly AppDownloadSection[];
  /** The screen was opened inside the native app. */
  readonly inNativeApp: boolean;
  /** Downloads the iOS profile (with the 'go to Settings' notice). */
  readonly onProfile: (url: string) => void;
  /** Shows the browser's install prompt: given where the browser offers to install the site (Chrome on Android). */
  readonly onInstall?: () => void;
}

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  h2,
  h3,
  p,
  ol {
    margin: 0;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  a,
  button {
    display: grid;
    place-items: center;
    min-height: ${({ theme }) => theme.size.touchTarget};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: none;
    cursor: pointer;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    counter-increment: step;
  }
  li span::before {
    content: counter(step) '. ';
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** The steps of each guide: picture and text. */
const GUIDES: Readonly<Record<'android' | 'ios' | 'home', readonly (readonly [GuideIconName, MessageDescriptor])[]>> = {
  android: [['download', APP_TEXT.androidStep1], ['shield', APP_TEXT.androidStep2], ['done', APP_TEXT.androidStep3]],
  ios: [['download', APP_TEXT.iosStep1], ['settings', APP_TEXT.iosStep2], ['done', APP_TEXT.iosStep3]],
  home: [['share', APP_TEXT.homeStep1], ['add', APP_TEXT.homeStep2]],
};

/**
 * The app download (SPEC §2 `/m/app`): Android's and iOS's downloads from the merchant's links
 * (the visitor's platform first), each with its step-by-step guide, and on iOS adding the site
 * to the home screen; first, where the browser offers it, installing the site with the browser's
 * prompt; inside the native app, only that it is the app already.
 */
export function AppDownloadView({ siteName, sections, inNativeApp, onProfile, onInstall }: AppDownloadViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const guide = (kind: keyof typeof GUIDES) => (
    <Steps aria-label={t(APP_TEXT.steps)}>
      {GUIDES[kind].map(([icon, text]) => (
        <li key={text.id}>
          <GuideIcon name={icon} />
          <span>{t(text)}</span>
        </li>
      ))}
    </Steps>
  );
  return (
    <Screen>
      <h2>{t(APP_HEADING_TEXT, { site: siteName })}</h2>
      <p>{t(inNativeApp ? APP_TEXT.inApp : APP_TEXT.intro)}</p>
      {onInstall && !inNativeApp ? (
        <Section aria-labelledby="app-install">
          <h3 id="app-install">{t(APP_TEXT.installHeading)}</h3>
          <p>{t(APP_TEXT.installLine)}</p>
          <button type="button" onClick={onInstall}>
            {t(APP_TEXT.install)}
          </button>
        </Section>
      ) : null}
      {!inNativeApp &&
        sections.map((section) => (
          <Section key={section.platform} aria-labelledby={`app-${section.platform}`}>
            <h3 id={`app-${section.platform}`}>{t(section.platform === 'android' ? APP_TEXT.android : APP_TEXT.ios)}</h3>
            {section.app ? (
              <a href={section.app.url} target={downloadLinkTarget(section.app.url)} rel="noopener">
                {t(section.platform === 'android' ? APP_TEXT.downloadAndroid : APP_TEXT.downloadIos)}
              </a>
            ) : (
              <p>{t(APP_TEXT.noLink)}</p>
            )}
            {section.profile && (
              <button type="button" onClick={() => section.profile && onProfile(section.profile.url)}>
                {t(APP_TEXT.downloadProfile)}
              </button>
            )}
            {guide(section.platform)}
            {section.platform === 'ios' && guide('home')}
          </Section>
        ))}
    </Screen>
  );
}
