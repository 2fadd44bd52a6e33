import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedbackContentCheck, feedbackCounterText, isFeedbackSubmitEnabled } from './feedback-checks';

const lengthError = { valid: false, message: 'form.feedbackLength' };

describe('feedbackContentCheck', () => {
  it('accepts content of 20 to 200 characters, bounds included', () => {
    expect(feedbackContentCheck('x'.repeat(20))).toEqual({ valid: true });
    expect(feedbackContentCheck('x'.repeat(200))).toEqual({ valid: true });
  });

  it("refuses shorter or longer content ('The content is between 20 and 200 words')", () => {
    expect(feedbackContentCheck('x'.repeat(19))).toEqual(lengthError);
    expect(feedbackContentCheck('x'.repeat(201))).toEqual(lengthError);
    expect(feedbackContentCheck('')).toEqual(lengthError);
  });

  it('agrees with the counter for any content', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), (content) => {
        const n = Number(feedbackCounterText(content).split('/')[0]);
        expect(feedbackContentCheck(content).valid).toBe(n >= 20 && n <= 200);
      }),
    );
  });
});

describe('feedbackCounterText', () => {
  it('shows n/200', () => {
    expect(feedbackCounterText('')).toBe('0/200');
    expect(feedbackCounterText('Deposit not credited')).toBe('20/200');
  });
});

describe('isFeedbackSubmitEnabled', () => {
  it('disables confirm while the content is empty', () => {
    expect(isFeedbackSubmitEnabled('')).toBe(false);
    expect(isFeedbackSubmitEnabled('   ')).toBe(false);
    expect(isFeedbackSubmitEnabled('a')).toBe(true);
  });
});
