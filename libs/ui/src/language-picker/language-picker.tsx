import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';

const messages = defineMessages({
  legend: { id: 'ui.languagePicker.legend', defaultMessage: 'Language', description: 'Title of the list of languages to choose from' },
});

/** One language on offer: the platform code and its name in that language ('Tiếng Việt'). */
export interface LanguageOption {
  readonly code: string;
  readonly nativeName: string;
  /** BCP 47 tag, so the name is read in its own language ('vi'). */
  readonly tag?: string;
}

/** Props of LanguagePicker. */
export interface LanguagePickerProps {
  readonly languages: readonly LanguageOption[];
  /** The code in use, marked as chosen. */
  readonly current: string;
  readonly onChange: (code: string) => void;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  cursor: pointer;
  &:has(input:checked) {
    /* Text keeps the text colour (contrast is checked for it); the brand colour marks the row. */
    font-weight: ${({ theme }) => theme.font.weightBold};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.primary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
  }
  input {
    accent-color: ${({ theme }) => theme.color.primary};
    margin: 0;
  }
`;

/** The languages the merchant offers, each in its own name, as a radio group; the current one is checked. */
export function LanguagePicker({ languages, current, onChange }: LanguagePickerProps) {
  const intl = useIntl();
  return (
    <Group>
      <Legend>{intl.formatMessage(messages.legend)}</Legend>
      {languages.map((language) => (
        <Option key={language.code} lang={language.tag}>
          <input
            type="radio"
            name="language"
            value={language.code}
            checked={language.code === current}
            onChange={() => onChange(language.code)}
          />
          {language.nativeName}
        </Option>
      ))}
    </Group>
  );
}
