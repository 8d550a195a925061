import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getCountries, type CountryCode } from 'libphonenumber-js/max';
import { detectedCountryAnswer } from '../../../shared/contracts/geo.js';

const KNOWN = new Set<string>(getCountries());

/** A country from the load balancer's geolocation header, else the portal's configured default. */
export function detectCountry(
  request: FastifyRequest,
  fallback: string,
): { country: CountryCode; source: 'header' | 'config' } {
  for (const header of ['cf-ipcountry', 'x-country-code', 'cloudfront-viewer-country']) {
    const value = String(request.headers[header] ?? '')
      .trim()
      .toUpperCase();
    if (KNOWN.has(value)) return { country: value as CountryCode, source: 'header' };
  }
  return { country: fallback as CountryCode, source: 'config' };
}

export default async function geoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/geo/country',
    {
      schema: {
        tags: ['geo'],
        summary: 'The country to preselect in phone inputs',
        response: { 200: detectedCountryAnswer },
      },
    },
    async (request) => ({ data: detectCountry(request, app.config.DEFAULT_COUNTRY) }),
  );
}
