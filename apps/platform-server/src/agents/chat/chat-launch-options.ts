import { chatLanguageOf, isPlatformLanguage } from '@gp/domain';
import { ApiError } from '../../http/envelope';
import type { ChatPageSettings } from './chat-repository';

/** The chat page's header colour when the app sends none. */
export const DEFAULT_CHAT_HEADER_COLOR = '#1f2937';
/** The chat page's title when the app sends none. */
export const DEFAULT_CHAT_TITLE = 'Customer service';

const PLACEHOLDER_ORIGIN = 'http://origin.invalid';

/** Spaces, backslashes and control characters, which browsers read in surprising ways in URLs. */
function hasUnsafeCharacter(value: string): boolean {
  return [...value].some((c) => c <= ' ' || c === '\\' || c === '\u007f' || /\s/.test(c));
}

/**
 * The app path a back link may go to: a same-origin path under /m/ (query and fragment allowed),
 * normalised (`/m/../x` is /x and refused); null for anything else (other origins,
 * protocol-relative `//host`, backslashes, spaces or control characters).
 */
export function appBackPath(value: string): string | null {
  if (!value.startsWith('/m/') || hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || !url.pathname.startsWith('/m/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The chat language: upper case, Chinese variants as CN, EN when the platform lacks it. */
export function chatLanguage(value: string | null): string {
  const code = value ? chatLanguageOf(value) : 'EN';
  return isPlatformLanguage(code) ? code : 'EN';
}

/** The chat page settings of a launch query; 400 BAD_REQUEST for a back URL that is not an app path. */
export function chatSettingsOf(query: Readonly<Record<string, string | undefined>>): ChatPageSettings {
  const backUrl = appBackPath(query['backUrl'] ?? '');
  if (backUrl === null || backUrl.length > 512) {
    throw new ApiError(400, 'BAD_REQUEST', 'backUrl must be a path of this app starting with /m/');
  }
  const title = query['title']?.trim();
  return {
    backUrl,
    headerColor: query['headerColor'] ?? DEFAULT_CHAT_HEADER_COLOR,
    title: title ? title : DEFAULT_CHAT_TITLE,
    language: chatLanguage(query['language']?.trim() || null),
  };
}
