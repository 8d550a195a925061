import { describe, expect, it } from 'vitest';
import { call, testContext } from './helpers.js';

/**
 * Every route of the API declares the JSON schema of its success answer (a response schema built
 * from src/shared/contracts), read here from the OpenAPI document. A route without one sends
 * whatever its handler returns, and the client can only guess its shape. The routes listed below
 * are the exceptions, each with its reason; a listed route that declares its schema must leave the
 * list.
 */

/** Routes that answer a file, not JSON: the bytes are described by their content type and headers. */
const FILE_DOWNLOADS: Record<string, string> = {
  'GET /attachments/{id}/content': 'the attached file itself (PDF, JPEG or PNG), shown inline',
  'GET /documents/{id}/pdf': 'the PDF of an issued document, as a download',
  'GET /applications/{id}/notice-preview/pdf': 'the notice of marriage as a PDF, as a download',
  'GET /certificate-stamps/{id}/image': 'the certificate stamp image itself (PNG or JPEG)',
  'GET /my-data':
    'everything the registry holds about the caller, as one ZIP archive (their data as JSON and their documents)',
  'GET /institution-evidence/{id}/content':
    "a document of an institution's evidence itself (PDF, JPEG or PNG), shown inline",
  'GET /statistics/export':
    "the vital statistics as a file for the statistics office (CSV, or JSON of the tables' rows)",
};

/** Routes that exist only under NODE_ENV=test (the API and end-to-end test servers): no client reads them. */
const TEST_ONLY: Record<string, string> = {
  'POST /dev/clock': 'moves the test clock',
  'GET /dev/outbox': 'the latest notifications with their codes, for the tests',
};

const ALLOWED = { ...FILE_DOWNLOADS, ...TEST_ONLY };

interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { schemas?: Record<string, unknown> };
}

const { app } = await testContext();
const answer = await call(app, { method: 'GET', url: '/api/openapi.json' });
const doc = answer.body as OpenApiDocument;

/** Each route as "METHOD /path", with whether a 2xx answer declares a JSON schema. */
const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
    const declared =
      successes.length > 0 &&
      successes.every(([, response]) => Boolean(response.content?.['application/json']?.schema));
    return { route: `${method.toUpperCase()} ${path}`, declared };
  }),
);

describe('every API route declares its success answer', () => {
  it('reads the OpenAPI document of the whole API', () => {
    expect(answer.status).toBe(200);
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.filter((r) => !Object.hasOwn(ALLOWED, r.route)).map((r) => [r.route, r.declared] as const))(
    '%s declares a 2xx response schema',
    (_route, declared) => {
      expect(declared).toBe(true);
    },
  );

  it('lists no route as an exception that declares its schema (take it off the list)', () => {
    const declaredAnyway = routes.filter((r) => Object.hasOwn(ALLOWED, r.route) && r.declared).map((r) => r.route);
    expect(declaredAnyway).toEqual([]);
  });

  it('lists only downloads and test routes that exist', () => {
    const known = new Set(routes.map((r) => r.route));
    expect(Object.keys({ ...FILE_DOWNLOADS, ...TEST_ONLY }).filter((route) => !known.has(route))).toEqual([]);
  });

  it('refers only to schemas the document holds', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.filter((name) => !Object.hasOwn(doc.components?.schemas ?? {}, name))).toEqual([]);
  });
});
