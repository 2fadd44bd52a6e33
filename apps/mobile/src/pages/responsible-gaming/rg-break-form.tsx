import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RgExclusionKind } from '@gp/domain';
import type { FormAlertState, RgBreakField } from '@gp/stores';
import { PasswordField, SegmentedTabs, SelectField } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { RG_LENGTH_TEXT, RG_TEXT as text } from './rg-messages';

/** Props of RgBreakForm. */
export interface RgBreakFormProps {
  readonly kind: RgExclusionKind;
  readonly lengths: readonly string[];
  readonly length: string;
  readonly password: string;
  readonly errors: Partial<Record<RgBreakField, string | null>>;
  readonly alert: FormAlertState | null;
  readonly pending: boolean;
  readonly text: (id: string) => string | null;
  readonly onKind: (kind: RgExclusionKind) => void;
  readonly onChange: (field: RgBreakField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly refFor?: (field: RgBreakField) => (element: HTMLInputElement | null) => void;
}

const Consequences = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Explain = styled.p`
  margin: 0;
`;

const lengthText = (length: string) => RG_LENGTH_TEXT[length as keyof typeof RG_LENGTH_TEXT];

/** A cool-off or a self-exclusion: its length, what happens (stated before confirming), the login password, Take a break. */
export function RgBreakForm(props: RgBreakFormProps) {
  const t = useIntl().formatMessage;
  return (
    <FormStack label={t(text.breakTitle)} onSubmit={props.onSubmit}>
      <h2>{t(text.breakTitle)}</h2>
      <SegmentedTabs
        label={t(text.breakKinds)}
        tabs={[
          { id: 'cool_off', label: t(text.coolOff) },
          { id: 'self_exclusion', label: t(text.selfExclusion) },
        ]}
        selected={props.kind}
        onSelect={(id) => props.onKind(id as RgExclusionKind)}
      />
      <Explain>{t(props.kind === 'cool_off' ? text.coolOffText : text.exclusionText)}</Explain>
      <SelectField
        label={t(text.lengthLabel)}
        name="rgBreakLength"
        value={props.length}
        placeholder={t(text.choose)}
        options={props.lengths.map((value) => ({ value, label: t(lengthText(value)) }))}
        error={props.errors.length}
        onChange={(value) => props.onChange('length', value)}
      />
      <h3>{t(text.consequencesTitle)}</h3>
      <Consequences>
        <li>{t(text.consequenceLogin)}</li>
        <li>{t(text.consequencePromotions)}</li>
        <li>{t(text.consequenceBalance)}</li>
      </Consequences>
      <PasswordField
        label={t(text.passwordLabel)}
        name="rgBreakPassword"
        value={props.password}
        autoComplete="current-password"
        error={props.errors.password}
        onChange={(value) => props.onChange('password', value)}
        inputRef={props.refFor?.('password')}
      />
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <SubmitButton disabled={props.pending}>{t(text.takeBreak)}</SubmitButton>
    </FormStack>
  );
}
