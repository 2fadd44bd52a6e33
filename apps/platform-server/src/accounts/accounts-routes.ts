import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { AccountSecurityRepository } from './account-security-repository';
import { registerAvatarRoutes } from './avatars';
import { HeadImageRepository, registerHeadImageRoutes } from './head-images';
import { MemberRepository } from './member-repository';
import { registerMemberRoutes } from './member-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { RegistrationSettingsRepository } from './registration-settings-repository';
import { registerSmsRoutes } from './sms-routes';

/** Registers the calls of the accounts area: registration, SMS codes, passwords, member info, head icon, security settings, registration rules and country codes. */
export function registerAccountsRoutes(app: FastifyInstance, context: PlatformContext): void {
  const repos = {
    members: new MemberRepository(context.db),
    security: new AccountSecurityRepository(context.db),
    settings: new RegistrationSettingsRepository(context.db),
    headImages: new HeadImageRepository(context.db),
  };
  registerRegistrationRoutes(app, context, repos);
  registerSmsRoutes(app, context, repos.members, repos.settings);
  registerPasswordRoutes(app, context, repos);
  registerMemberRoutes(app, context, repos);
  registerAvatarRoutes(app);
  registerHeadImageRoutes(app, repos.headImages);
}
