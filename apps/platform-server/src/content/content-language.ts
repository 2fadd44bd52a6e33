import type { FastifyRequest } from 'fastify';
import { requireMerchant } from '../merchants/merchant-hook';

/** Language codes content is written in (the contract's LanguageCode). */
const LANGUAGES: ReadonlySet<string> = new Set(['EN', 'TY', 'CN', 'VI', 'TH', 'PT']);

/**
 * The language to answer in: `preferred` (a query value) when given, else the Language header,
 * else the merchant's default language. Texts missing in it fall back to English.
 */
export function contentLanguageOf(request: FastifyRequest, preferred?: string): string {
  const header = request.headers['language'];
  const candidates = [preferred, Array.isArray(header) ? header[0] : header, requireMerchant(request).defaultLanguage];
  return candidates.map((value) => value?.trim().toUpperCase()).find((value): value is string => value !== undefined && LANGUAGES.has(value)) ?? 'EN';
}
