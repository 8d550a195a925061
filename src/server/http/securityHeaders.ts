import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The portal's Content-Security-Policy. The built client has no inline script (Vite emits module
 * files), so scripts come only from the portal itself. Styles allow 'unsafe-inline' because MUI's
 * emotion writes <style> elements at run time; a style cannot run code. PDFs and images the
 * applicant attached are shown from blob: URLs the page makes from what it fetched.
 */
export const PORTAL_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
} as const;

/** A downloaded file (an attachment someone uploaded) is never run as a page of the portal. */
export const DOWNLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, API and pages alike (@fastify/helmet): the CSP above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy, Cross-Origin-Opener-Policy. HSTS only when the
 * request came over HTTPS (directly or through a trusted proxy's X-Forwarded-Proto): over plain
 * HTTP it would mean nothing, and on localhost it would break other local sites.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...PORTAL_CSP, 'upgrade-insecure-requests': null } as never,
    },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
