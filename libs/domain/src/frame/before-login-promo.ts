/** What decides whether the before-login promo modal shows (SPEC §2 'Before-login promo modal', §4). */
export interface BeforeLoginPromoContext {
  /** The promo's session flag: on by default, cleared when the visitor closes the promo. */
  readonly promoFlagOn: boolean;
  /** Session info present (SPEC §4 'Authenticated'), trial sessions included. */
  readonly loggedIn: boolean;
  /** The announcement popup list has loaded, so the popup has had its say. */
  readonly popupLoaded: boolean;
  /** The announcement popup is showing. */
  readonly popupVisible: boolean;
}

/**
 * Whether the before-login promo shows (SPEC §4): only to a guest whose flag is still set, and only
 * once the announcement popup has loaded and is not showing, so the two never stack.
 */
export function isBeforeLoginPromoShown(context: BeforeLoginPromoContext): boolean {
  return context.promoFlagOn && !context.loggedIn && context.popupLoaded && !context.popupVisible;
}
