import { FIELD_VALID, isBlank } from './field-check';
import type { FieldValid } from './field-check';

/** Registration field (and payload key) of the invitation (affiliate) code. */
export const AFFILIATE_CODE_FIELD = 'affiliateCode';

/** What the registration screen knows about the affiliate code before the form shows. */
export interface AffiliateCodeFacts {
  /** The affiliate-code field is enabled in the registration settings. */
  readonly enabled: boolean;
  /** The link the visitor came from supplied a code the platform accepted. */
  readonly linkCodeValid: boolean;
}

/** Decides whether the affiliate-code field shows: enabled, and no valid code came with the link (SPEC §2). */
export function isAffiliateCodeFieldShown(facts: AffiliateCodeFacts): boolean {
  return facts.enabled && !facts.linkCodeValid;
}

/** Decides whether a typed code must be checked with the platform before registering (SPEC §4): shown and filled. */
export function isInvitationCodeCheckNeeded(code: string | null | undefined, fieldShown: boolean): boolean {
  return fieldShown && !isBlank(code);
}

/** The platform's answer to the affiliate check (data.success). */
export interface AffiliateCheckResult {
  readonly success: boolean;
}

/** A refused invitation code: its message and the field to focus. */
export interface InvitationCodeInvalid {
  readonly valid: false;
  readonly message: 'error.invitationCode';
  readonly focusField: typeof AFFILIATE_CODE_FIELD;
}

/** Outcome of the invitation-code check. */
export type InvitationCodeCheck = FieldValid | InvitationCodeInvalid;

/** Turns the affiliate check answer into a field result: refused gives 'invitation_code_error', focus 'affiliateCode'. */
export function invitationCodeCheck(result: AffiliateCheckResult): InvitationCodeCheck {
  if (result.success) return FIELD_VALID;
  return { valid: false, message: 'error.invitationCode', focusField: AFFILIATE_CODE_FIELD };
}
