import { useIntl } from 'react-intl';
import { FEEDBACK_QUESTION_TYPES, LIMITS, type FeedbackField } from '@gp/domain';
import type { FormAlertState } from '@gp/stores';
import { CaptchaField, SelectField, TextAreaField } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { FEEDBACK_MESSAGES, QUESTION_TYPE_LABELS } from './feedback-messages';

/** Everything the feedback form shows; the page reads it from its model, stories give it directly. */
export interface FeedbackFormProps {
  /** The chosen type as the picker holds it ('' for none). */
  readonly type: string;
  readonly content: string;
  readonly captcha: string;
  /** 'n/200'. */
  readonly counter: string;
  readonly captchaImage: { readonly imageSrc: string | null; readonly loading: boolean };
  /** Translated messages under the fields. */
  readonly errors: Partial<Record<FeedbackField, string | null>>;
  readonly submitEnabled: boolean;
  readonly pending: boolean;
  readonly alert: FormAlertState | null;
  readonly text: (id: string) => string | null;
  readonly onTypeChange: (value: string) => void;
  readonly onChange: (field: FeedbackField, value: string) => void;
  readonly onRefreshCaptcha: () => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly contentRef?: (element: HTMLTextAreaElement | null) => void;
  readonly captchaRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Feedback (SPEC §2): the question-type picker (the phone's own picker popup), the message with
 * its n/200 counter, the captcha (tap the picture for a new one), and confirm, disabled while the
 * message is empty or sending.
 */
export function FeedbackForm(props: FeedbackFormProps) {
  const t = useIntl().formatMessage;
  const options = FEEDBACK_QUESTION_TYPES.map(({ key, type }) => ({ value: String(type), label: t(QUESTION_TYPE_LABELS[key]) }));
  return (
    <FormStack label={t(FEEDBACK_MESSAGES.form)} onSubmit={props.onSubmit}>
      <SelectField
        label={t(FEEDBACK_MESSAGES.type)}
        name="type"
        value={props.type}
        onChange={props.onTypeChange}
        options={options}
        placeholder={t(FEEDBACK_MESSAGES.typePlaceholder)}
      />
      <TextAreaField
        label={t(FEEDBACK_MESSAGES.content)}
        name="content"
        value={props.content}
        onChange={(value) => props.onChange('content', value)}
        counter={props.counter}
        maxLength={LIMITS.feedbackMaxLength}
        hint={t(FEEDBACK_MESSAGES.contentHint)}
        error={props.errors.content}
        required
        textAreaRef={props.contentRef}
      />
      <CaptchaField
        label={t(FEEDBACK_MESSAGES.captcha)}
        value={props.captcha}
        onChange={(value) => props.onChange('captcha', value)}
        imageSrc={props.captchaImage.imageSrc}
        loading={props.captchaImage.loading}
        onRefresh={props.onRefreshCaptcha}
        hint={t(FEEDBACK_MESSAGES.captchaHint)}
        error={props.errors.captcha}
        inputRef={props.captchaRef}
      />
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <SubmitButton disabled={!props.submitEnabled}>{t(props.pending ? FEEDBACK_MESSAGES.sending : FEEDBACK_MESSAGES.submit)}</SubmitButton>
    </FormStack>
  );
}
