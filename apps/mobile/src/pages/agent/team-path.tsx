import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AgentPathStep } from '@gp/api-client';
import { UiLink } from '@gp/ui';
import { TEAM_TEXT as text } from './team-messages';

/** Props of TeamPath. */
export interface TeamPathProps {
  /** The sub-agents from the agent's direct downline down to the team shown. */
  readonly path: readonly AgentPathStep[];
  /** The address of a team: the agent's own with null. */
  readonly hrefOf: (under: string | null) => string;
}

const Trail = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-inline-end: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touchTarget};
    color: ${({ theme }) => theme.color.text};
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: none;
  }
`;

/** Where a drilled-down team is: the agent's own team, then each sub-agent down to the one shown (the last is the current page). */
export function TeamPath({ path, hrefOf }: TeamPathProps) {
  const intl = useIntl();
  if (path.length === 0) return null;
  return (
    <Trail aria-label={intl.formatMessage(text.path)}>
      <ol>
        <li>
          <UiLink to={hrefOf(null)}>{intl.formatMessage(text.myTeam)}</UiLink>
        </li>
        {path.map((step, index) => (
          <li key={step.username}>
            <UiLink to={hrefOf(step.username)} aria-current={index === path.length - 1 ? 'page' : undefined}>
              {step.nickname ?? step.username}
            </UiLink>
          </li>
        ))}
      </ol>
    </Trail>
  );
}
