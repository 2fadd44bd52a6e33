import { FeedbackModel } from '../feedback.model';
import type { ScreenRoot } from '../screen-model';

/** The feedback form. */
export function feedbackModel({ api, session, ui }: ScreenRoot): FeedbackModel {
  return new FeedbackModel({ api, session, ui });
}
