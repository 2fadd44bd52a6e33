import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { normaliseSearchText } from '@gp/domain';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useEarlyInput } from '../form/early-input';
import { useHydrated } from '../form/use-hydrated';

const messages = defineMessages({
  label: { id: 'ui.searchBox.label', defaultMessage: 'Search games', description: 'Label of the game-name search box' },
  placeholder: {
    id: 'ui.searchBox.placeholder',
    defaultMessage: 'Game name, then Enter',
    description: 'Placeholder of the game-name search box; the search runs on Enter',
  },
  clear: { id: 'ui.searchBox.clear', defaultMessage: 'Clear search', description: 'Button that empties the game-name search box' },
});

/** Props of SearchBox. */
export interface SearchBoxProps {
  /** The search in force; the box shows it again when it changes (a tab change empties it). */
  readonly value: string;
  /** The trimmed text, on Enter; '' after the clear button. */
  readonly onSubmit: (text: string) => void;
}

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  margin: ${({ theme }) => theme.space.sm};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.size.touchTarget} 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

const Clear = styled.button`
  position: absolute;
  right: 0;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

/**
 * The game-name search box (SPEC §2 'Game lobby'): it searches on Enter only (typing alone
 * sends nothing), with the text trimmed; a clear button empties it and shows every game again.
 * Text typed before a server-rendered page is live is kept (useEarlyInput); Clear waits for it.
 */
export function SearchBox({ value, onSubmit }: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new search from outside (a tab change empties it) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(normaliseSearchText(draft));
  };
  const inputRef = useEarlyInput(draft, setDraft);
  const live = useHydrated();

  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        {intl.formatMessage(messages.label)}
      </VisuallyHidden>
      <Input
        ref={inputRef}
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={draft}
        placeholder={intl.formatMessage(messages.placeholder)}
        onChange={(event) => setDraft(event.target.value)}
      />
      {draft !== '' ? (
        <Clear
          type="button"
          disabled={!live}
          aria-label={intl.formatMessage(messages.clear)}
          onClick={() => {
            setDraft('');
            onSubmit('');
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </Clear>
      ) : null}
    </Form>
  );
}
