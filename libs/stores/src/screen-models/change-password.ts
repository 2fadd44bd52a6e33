import { ChangePasswordModel } from '../change-password.model';
import type { ScreenRoot } from '../screen-model';

/** The change-password form; `onPasswordChanged` brings the browser's saved credential up to date. */
export function changePasswordModel(
  { api, clock, ui, session }: ScreenRoot,
  onPasswordChanged: (username: string, password: string) => Promise<void>,
): ChangePasswordModel {
  return new ChangePasswordModel({ api, clock, ui, session, onPasswordChanged });
}
