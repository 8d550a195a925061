import { recordAccess } from '../../audit/access.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  issuedDocumentSchema,
  sealKeysSchema,
  sealStatusSchema,
  verificationSchema,
} from '../../../shared/contracts/documents.js';
import { listQuery, parseList, sendPage } from '../../http/simpleRest.js';
import { callerOf, requireStaffRole } from '../../plugins/auth.js';
import { badRequest, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import {
  DOCUMENT_SORTS,
  documentFileName,
  documentStatusList,
  listApplicationDocuments,
  NO_SUCH_DOCUMENT,
  readableDocument,
  revokeDocument,
  verifyDocument,
  type DocumentRow,
} from './service.js';
import { renderIssued, UndrawableDocument } from './rendering.js';
import { DOWNLOAD_CSP } from '../../http/securityHeaders.js';
import { isUuid } from '../../http/ids.js';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import { sayDocument } from './words.sw.js';
import { requestLocale } from '../../http/locale.js';
import { translateMessage } from '../../../shared/i18n/translate.js';

const DOCUMENT_FILE_MISSING = 'The file of this document is missing; ask the registry to issue it again';

const idParams = z.object({ id: z.string().uuid('No such document') });

/** The list record: everything but the storage details; its title in the reader's language. */
const listed = (doc: DocumentRow, locale: AppLocale) => ({
  id: doc.id,
  code: doc.code,
  kind: doc.kind,
  title: sayDocument(doc.title, locale),
  number: doc.number,
  applicationId: doc.applicationId,
  issuedAt: doc.issuedAt,
  revokedAt: doc.revokedAt,
  revokedReason: doc.revokedReason,
  supersededAt: doc.supersededAt,
  size: doc.size,
  fileName: documentFileName(doc),
});

/** Issued documents: the list of an application's, the PDF, the public check and revocation. */
export default async function documentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const auth = { onRequest: app.authenticate };

  r.get(
    '/documents',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQuery,
        security: [{ bearer: [] }],
        response: { 200: z.array(issuedDocumentSchema) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const list = parseList(request.query, DOCUMENT_SORTS, {
        field: 'issuedAt',
        order: 'DESC',
      });
      const applicationId = list.filter.applicationId;
      if (!isUuid(applicationId)) {
        throw badRequest(VALIDATION_MESSAGE, { 'filter.applicationId': 'Name the application' });
      }
      const { rows, total } = await listApplicationDocuments(app.db, caller, applicationId, list);
      return sendPage(
        reply,
        'documents',
        list.range,
        rows.map((doc) => listed(doc, requestLocale(request))),
        total,
      );
    },
  );

  r.get(
    '/documents/:id',
    {
      ...auth,
      schema: { tags, params: idParams, security: [{ bearer: [] }], response: { 200: issuedDocumentSchema } },
    },
    async (request) =>
      listed(await readableDocument(app.db, callerOf(request), request.params.id), requestLocale(request)),
  );

  r.get(
    '/documents/:id/pdf',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security: [{ bearer: [] }],
        summary: 'The PDF of an issued document, as a download',
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const readable = await readableDocument(app.db, caller, request.params.id);
      // Drawn moments after issue by the renderer; a download that comes first draws it itself.
      const doc = readable.sha256
        ? readable
        : await renderIssued(app.db, app.files, readable, app.documentKeys).catch((error: unknown) => {
            if (error instanceof UndrawableDocument) {
              request.log.error({ err: error, documentId: readable.id }, 'an issued document could not be drawn');
              return readable;
            }
            throw error;
          });
      const bytes = doc.sha256 ? await app.files.get(doc.sha256) : null;
      if (!bytes) throw notFound(DOCUMENT_FILE_MISSING);
      await recordAccess(app.db, request, caller, {
        kind: 'document',
        subjectId: doc.id,
        ...(doc.ownerId ? { ownerId: doc.ownerId } : { ownerOfApplication: doc.applicationId }),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${documentFileName(doc)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(bytes);
    },
  );

  r.post(
    '/documents/:id/revoke',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security: [{ bearer: [] }],
        summary: 'Revoke an issued document (Registrar General)',
        body: z.object({ reason: z.string({ error: 'Give the reason' }).max(500, 'Use at most 500 characters') }),
        response: { 200: z.object({ data: issuedDocumentSchema }) },
      },
    },
    async (request) => {
      const caller = requireStaffRole(request, 'REGISTRAR_GENERAL');
      return {
        data: listed(
          await revokeDocument(app.db, app.clock, caller, request.params.id, request.body.reason),
          requestLocale(request),
        ),
      };
    },
  );

  r.get(
    '/verify/keys',
    {
      schema: {
        tags,
        summary: "The registry's public keys that check the signed QR codes of its documents (a JWK set)",
        response: { 200: sealKeysSchema },
      },
    },
    async (_request, reply) => {
      // Kept by /verify's service worker for checks with no network; a rotation shows within the hour.
      reply.header('cache-control', 'public, max-age=3600');
      return {
        keys: app.documentKeys.published.map((key) => ({
          kty: key.kty,
          crv: key.crv,
          x: key.x,
          kid: key.kid,
          use: 'sig' as const,
          status: key.status ?? ('active' as const),
        })),
      };
    },
  );

  r.get(
    '/verify/status',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The documents that no longer stand (revoked or superseded), by the SHA-256 of their codes',
        response: { 200: z.object({ data: sealStatusSchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: await documentStatusList(app.db, app.clock.now()) };
    },
  );

  r.get(
    '/verify/:code',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Public check of an issued document by the code on it',
        params: z.object({ code: z.string().max(64) }),
        response: {
          200: z.object({ data: verificationSchema }),
          404: z.object({
            statusCode: z.number(),
            error: z.string(),
            message: z.string(),
            data: z.object({ genuine: z.literal(false) }),
          }),
        },
      },
    },
    async (request, reply) => {
      const found = await verifyDocument(app.db, request.params.code);
      const locale = requestLocale(request);
      if (!found)
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: translateMessage(NO_SUCH_DOCUMENT, locale),
          data: { genuine: false as const },
        });
      return { data: { ...found, title: sayDocument(found.title, locale), issuer: sayDocument(found.issuer, locale) } };
    },
  );
}
