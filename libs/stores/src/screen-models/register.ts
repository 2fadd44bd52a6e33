import { RegisterFormModel } from '../register-form.model';
import type { RegisterPlace } from '../registration-settings';
import type { ScreenRoot } from '../screen-model';

/** The registration form, for where and how the player registers. */
export function registerModel({ api, clock, session }: ScreenRoot, place: RegisterPlace): RegisterFormModel {
  return new RegisterFormModel({ api, clock, session, place });
}
