import { MODULE_IDS, isFeatureEnabled } from '@gp/domain';
import { AgentRegisterFormModel } from './agent-register-form.model';
import { ChangePasswordModel } from './change-password.model';
import { FeedbackModel } from './feedback.model';
import { ForgotPasswordModel } from './forgot-password.model';
import { GameListModel, type GameListSource } from './game-list.model';
import { LoginFormModel } from './login-form.model';
import { RegisterFormModel } from './register-form.model';
import type { RegisterPlace } from './registration-settings';
import type { PasswordCredentials } from './remembered-login';
import type { RootStore } from './root.store';
import type { SocialSignIn } from './social-sign-in';

/**
 * A model a screen makes for itself: `start` when the screen shows (loads what it needs, starts
 * its timers), `stop` when it goes (timers cleared, typed secrets forgotten). `start` may follow
 * `stop` again (React's development checks do it).
 */
export interface ScreenModel {
  start(): void;
  stop(): void;
}

/**
 * The factory of every model a screen makes for itself, on the root store: the screen names the
 * model and gives only what the browser knows (its address, the password manager); the factory
 * hands it the root's client, clock, storage and stores. The app's `useScreenModel` starts and
 * stops what it makes.
 */
export class ScreenModels {
  constructor(private readonly root: RootStore) {}

  /** A game list of the game centre, a vendor or favourites (not shared between screens). */
  gameList(source: GameListSource): GameListModel {
    return new GameListModel({ api: this.root.api, language: this.root.language }, source);
  }

  /** The feedback form. */
  feedback(): FeedbackModel {
    const { api, session, ui } = this.root;
    return new FeedbackModel({ api, session, ui });
  }

  /** The change-password form; `onPasswordChanged` brings the browser's saved credential up to date. */
  changePassword(onPasswordChanged: (username: string, password: string) => Promise<void>): ChangePasswordModel {
    const { api, clock, ui, session } = this.root;
    return new ChangePasswordModel({ api, clock, ui, session, onPasswordChanged });
  }

  /** The forgot-password screen for the page's query (the e-mailed link carries its token there). */
  forgotPassword(search: string): ForgotPasswordModel {
    const { api, clock, system } = this.root;
    return new ForgotPasswordModel({ api, clock, smsResetEnabled: () => isFeatureEnabled(system.flags, MODULE_IDS.changePasswordVerification) }, search);
  }

  /** The agent's form that opens downline accounts. */
  agentRegister(): AgentRegisterFormModel {
    return new AgentRegisterFormModel(this.root.api);
  }

  /** The registration form, for where and how the player registers. */
  register(place: RegisterPlace): RegisterFormModel {
    const { api, clock, session } = this.root;
    return new RegisterFormModel({ api, clock, session, place });
  }

  /** The login form, with the browser's password manager and the configured social sign-in. */
  login(browser: { readonly credentials: PasswordCredentials; readonly social: SocialSignIn }): LoginFormModel {
    const { api, session, clock, storage, system } = this.root;
    return new LoginFormModel({ api, session, clock, storage, ...browser, flags: () => system.flags });
  }
}
