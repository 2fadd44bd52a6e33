import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../button/button';

const messages = defineMessages({
  title: { id: 'ui.updatePrompt.title', defaultMessage: 'A new version is ready', description: 'Heading of the prompt offering to reload into a newly deployed version of the app' },
  text: { id: 'ui.updatePrompt.text', defaultMessage: 'Update now to get the latest fixes. It takes a moment.', description: 'Text of the new-version prompt' },
  update: { id: 'ui.updatePrompt.update', defaultMessage: 'Update now', description: 'Button that reloads the app into the new version' },
  later: { id: 'ui.updatePrompt.later', defaultMessage: 'Later', description: 'Button that closes the new-version prompt until the next visit' },
});

/** Props of UpdatePrompt. */
export interface UpdatePromptProps {
  /** Reloads into the new version. */
  readonly onUpdate: () => void;
  /** Closes the prompt for this visit. */
  readonly onLater: () => void;
}

const Sheet = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
  z-index: 60;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The new-version prompt: a newly deployed build is installed and waits; Update now reloads into
 * it, Later keeps the page as it is until the next visit. Not modal: the player may finish what
 * they are doing first.
 */
export function UpdatePrompt({ onUpdate, onLater }: UpdatePromptProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <Sheet role="region" aria-label={title} aria-live="polite">
      <Title>{title}</Title>
      <Text>{intl.formatMessage(messages.text)}</Text>
      <Actions>
        <Button variant="secondary" onClick={onLater}>
          {intl.formatMessage(messages.later)}
        </Button>
        <Button onClick={onUpdate}>{intl.formatMessage(messages.update)}</Button>
      </Actions>
    </Sheet>
  );
}
