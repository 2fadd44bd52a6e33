/** Layout variants the platform switches with template flags (SPEC §3). */
export type TemplateLayout = 'new' | 'base';

/** The template flags the app reads: member centre layout and deposit-detail layout. */
export interface TemplateFlags {
  readonly mem_cen?: string | null;
  readonly dep_func?: string | null;
}

/** '1' selects the new layout; anything else, including a missing flag, the base layout. */
export function templateLayoutOf(value: string | null | undefined): TemplateLayout {
  return value === '1' ? 'new' : 'base';
}

/** The member-centre layout (`mem_cen`). */
export function memberCentreLayout(flags: TemplateFlags): TemplateLayout {
  return templateLayoutOf(flags.mem_cen);
}

/** The deposit-detail layout (`dep_func`). */
export function depositDetailLayout(flags: TemplateFlags): TemplateLayout {
  return templateLayoutOf(flags.dep_func);
}

/** Personal promos keyed MISSION and LOGIN (SPEC §3), each with an enabled flag. */
export type PersonalPromos = Readonly<Partial<Record<'MISSION' | 'LOGIN', { readonly enabled?: boolean | null }>>>;

/** Whether the MISSION promo (leaderboard) or LOGIN promo (daily sign-in) is on; missing is off. */
export function isPersonalPromoEnabled(promos: PersonalPromos | null | undefined, key: 'MISSION' | 'LOGIN'): boolean {
  return promos?.[key]?.enabled === true;
}
