import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, type AppLocale } from '../../shared/i18n/locales.js';

/**
 * The language of a request's answer: its `Accept-Language` (the portal sends `sw` or `en` with every
 * call). English when the header is missing or names no language the portal speaks.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): AppLocale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
