import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import { Button, UiLink } from '@gp/ui';
import { useSessionStore } from '../../app/store-context';
import { TextArticle } from '../../content/text-article';
import { useCustomerService } from '../../frame/use-frame-actions';
import { RG_INFO_TEXT as text } from './rg-info-messages';

const Article = styled(TextArticle)`
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

/**
 * Responsible gaming `/m/responsibleGaming` (issue 20), from the side menu and the footer: the
 * rules (age, budget, time, warning signs), the tools with the way to them (the limits screen, or
 * login for a guest), and where to get help (customer service). Every text is in the app's catalogue,
 * so it reads in each of the six languages.
 */
export const RgInfoPage = observer(function RgInfoPage() {
  const t = useIntl().formatMessage;
  const session = useSessionStore();
  const customerService = useCustomerService();
  return (
    <Article>
      <p>{t(text.intro)}</p>
      <h2>{t(text.rulesTitle)}</h2>
      <ul>
        <li>{t(text.ruleAge)}</li>
        <li>{t(text.ruleBudget)}</li>
        <li>{t(text.ruleTime)}</li>
        <li>{t(text.ruleWarning)}</li>
      </ul>
      <h2>{t(text.toolsTitle)}</h2>
      <ul>
        <li>{t(text.toolLimits)}</li>
        <li>{t(text.toolTime)}</li>
        <li>{t(text.toolBreak)}</li>
      </ul>
      {session.isLoggedIn ? <UiLink to={pathOf('rgTools')}>{t(text.openTools)}</UiLink> : <UiLink to={pathOf('login')}>{t(text.loginForTools)}</UiLink>}
      <h2>{t(text.helpTitle)}</h2>
      <p>{t(text.helpText)}</p>
      {customerService ? (
        <Button type="button" variant="secondary" onClick={customerService}>
          {t(text.contact)}
        </Button>
      ) : null}
    </Article>
  );
});
