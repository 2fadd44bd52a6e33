import { observer } from 'mobx-react-lite';
import { FEEDBACK_TYPE_UNSET } from '@gp/domain';
import { feedbackModel } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';
import { useFieldFocus } from '../../forms/use-field-focus';
import { useFormText } from '../../forms/use-form-text';
import { FeedbackForm } from './feedback-form';

/**
 * Feedback `/m/feedback` (SPEC §2): the route guard sends a guest to login; the form sends the
 * question type, the message and the captcha, and says 'Sent successfully'.
 */
export const FeedbackPage = observer(function FeedbackPage() {
  const model = useScreenModel(feedbackModel);
  const text = useFormText();
  const refFor = useFieldFocus(model.feedback.focus);

  return (
    <FeedbackForm
      type={model.type === FEEDBACK_TYPE_UNSET ? '' : String(model.type)}
      content={model.content}
      captcha={model.captchaText}
      counter={model.counter}
      captchaImage={{ imageSrc: model.captcha.imageSrc, loading: model.captcha.loading }}
      errors={{ content: text(model.feedback.errors.content), captcha: text(model.feedback.errors.captcha) }}
      submitEnabled={model.submitEnabled}
      pending={model.pending !== null}
      alert={model.feedback.alert}
      text={text}
      onTypeChange={model.setType}
      onChange={model.setField}
      onRefreshCaptcha={() => void model.captcha.refresh()}
      onSubmit={() => void model.submit()}
      onRetry={() => void model.retry()}
      contentRef={refFor('content')}
      captchaRef={refFor('captcha')}
    />
  );
});
