import type { FastifyInstance } from 'fastify';
import { sendSvg } from '../http/send-svg';

/** How many preset head icons there are; ids run from 1. */
export const AVATAR_COUNT = 12;

/** The same-origin address of a preset head icon. */
export function avatarUrl(iconId: number): string {
  return `/media/avatars/${iconId}.svg`;
}

/** Every preset head icon, in order. */
export function avatarChoices(): { iconId: number; iconUrl: string }[] {
  return Array.from({ length: AVATAR_COUNT }, (_, index) => ({ iconId: index + 1, iconUrl: avatarUrl(index + 1) }));
}

/** The icon of a member who has not chosen one: picked from the account id. */
export function defaultAvatarId(memberId: number): number {
  return (memberId % AVATAR_COUNT) + 1;
}

const BACKGROUNDS = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#06b6d4', '#e11d48'];
const FACES = ['#fde2c4', '#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];

/** Draws preset head icon `iconId` (1 to 12) as a small self-contained SVG: a face on a coloured disc. */
export function avatarSvg(iconId: number): string {
  const background = BACKGROUNDS[(iconId - 1) % BACKGROUNDS.length] ?? '#3b82f6';
  const face = FACES[(iconId - 1) % FACES.length] ?? '#f1c27d';
  const smile = iconId % 3 === 0 ? 'M38 70 Q50 62 62 70' : 'M38 66 Q50 78 62 66';
  const hair = iconId % 2 === 0 ? '<path d="M28 44 Q50 14 72 44 Q62 30 50 30 Q38 30 28 44Z" fill="#3f2a1d"/>' : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
    `<circle cx="50" cy="50" r="50" fill="${background}"/>`,
    `<circle cx="50" cy="52" r="28" fill="${face}"/>`,
    hair,
    '<circle cx="40" cy="50" r="3.5" fill="#222"/><circle cx="60" cy="50" r="3.5" fill="#222"/>',
    `<path d="${smile}" stroke="#222" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

/** GET /media/avatars/:file: the preset head icons as SVG (cached for a day); 404 for other names. */
export function registerAvatarRoutes(app: FastifyInstance): void {
  app.get('/media/avatars/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const match = /^([1-9]|1[0-2])\.svg$/.exec(file);
    const iconId = match ? Number(match[1]) : NaN;
    if (!match || iconId > AVATAR_COUNT) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendSvg(reply, avatarSvg(iconId));
  });
}
