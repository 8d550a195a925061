import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInstitutionInput,
  evidenceSchema,
  rejectInstitutionInput,
  submitVerificationInput,
  verificationRowSchema,
  verificationSchema,
  verifyInstitutionInput,
  VERIFICATION_MESSAGES,
} from '../../../shared/contracts/institution-verification.js';
import { ORGANISATION_TYPES } from '../../../shared/accounts.js';
import { VERIFICATION_STATUSES } from '../../../shared/institutions.js';
import { listQuery, parseList, sendPage, uuidIdsFilter } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { badRequest } from '../../plugins/errors.js';
import { acceptUploads, readUpload, sendStoredFile } from '../attachments/upload.js';
import { VERIFICATION_SORTABLE, VerificationService } from './verification.js';

const institutionParams = z.object({ id: z.string().uuid(VERIFICATION_MESSAGES.noSuchInstitution) });
const evidenceParams = z.object({ id: z.string().uuid(VERIFICATION_MESSAGES.noSuchEvidence) });
const filterSchema = z
  .object({
    id: uuidIdsFilter.optional(),
    status: z.enum(VERIFICATION_STATUSES, { error: `Choose one of: ${VERIFICATION_STATUSES.join(', ')}` }).optional(),
    type: z.enum(ORGANISATION_TYPES, { error: `Choose one of: ${ORGANISATION_TYPES.join(', ')}` }).optional(),
    q: z.string().max(100, 'At most 100 characters').optional(),
  })
  .strip();

/**
 * The registry's check of institutions (issue 19). The institution's side: its verification, its
 * evidence (multipart, 10 MB, PDF/JPEG/PNG by content) and sending it. The registry's side: the
 * queue, one institution with its evidence, and the decision.
 */
export default async function verificationRoutes(app: FastifyInstance, opts: { verification: VerificationService }) {
  // Scoped to these routes only, as the attachments' upload.
  await acceptUploads(app);

  const service = opts.verification;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['institution-verification'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/institution-verification',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "The caller's institution: where the registry stands on it, its evidence, what is missing",
        response: { 200: z.object({ data: verificationSchema }) },
      },
    },
    async (request) => ({ data: await service.own(callerOf(request)) }),
  );

  r.post(
    '/institution-verification/evidence',
    {
      ...auth,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: evidenceSchema },
        summary:
          'Send a document of evidence (multipart/form-data: the field "kind", then the file in "file"; PDF, JPEG or PNG, at most 10 MB)',
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Refused before the body is read when the evidence may not change (or the caller is no institution).
      await service.checkEvidenceEditable(caller);
      const upload = await readUpload(request);
      return reply.code(201).send(await service.addEvidence(caller, upload));
    },
  );

  r.delete(
    '/institution-verification/evidence/:id',
    { ...auth, schema: { tags, security, params: evidenceParams, response: { 200: evidenceSchema } } },
    async (request) => service.removeEvidence(callerOf(request), request.params.id),
  );

  r.post(
    '/institution-verification/submit',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: submitVerificationInput,
        response: { 200: z.object({ data: verificationSchema }) },
      },
    },
    async (request) => ({ data: await service.submit(callerOf(request), request.body.version) }),
  );

  r.get(
    '/institution-evidence/:id/content',
    {
      ...auth,
      schema: { tags, security, params: evidenceParams, summary: 'A document of evidence itself, shown inline' },
    },
    async (request, reply) => {
      const { row, content } = await service.evidenceContent(callerOf(request), request.params.id);
      return sendStoredFile(reply, row, content);
    },
  );

  r.get(
    '/institution-verifications',
    { ...auth, schema: { tags, security, querystring: listQuery, response: { 200: z.array(verificationRowSchema) } } },
    async (request, reply) => {
      const list = parseList(
        request.query,
        Object.keys(VERIFICATION_SORTABLE) as (keyof typeof VERIFICATION_SORTABLE)[],
        { field: 'submittedAt', order: 'ASC' },
      );
      const filter = filterSchema.safeParse(list.filter);
      if (!filter.success)
        throw badRequest(
          'The filter is not valid',
          Object.fromEntries(filter.error.issues.map((i) => [`filter.${i.path.join('.')}`, i.message])),
        );
      const { rows, total } = await service.list(callerOf(request), filter.data, list.sort, list.range);
      return sendPage(reply, 'institution-verifications', list.range, rows, total);
    },
  );

  r.get(
    '/institution-verifications/:id',
    { ...auth, schema: { tags, security, params: institutionParams, response: { 200: verificationSchema } } },
    async (request) => service.one(callerOf(request), request.params.id),
  );

  r.post(
    '/institution-verifications',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: createInstitutionInput,
        summary: 'Add an institution the registry knows, verified, and invite its first account',
        response: { 201: z.object({ data: verificationSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(callerOf(request), request.body) }),
  );

  r.post(
    '/institution-verifications/:id/verify',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: institutionParams,
        body: verifyInstitutionInput,
        response: { 200: z.object({ data: verificationSchema }) },
      },
    },
    async (request) => ({ data: await service.decide(callerOf(request), request.params.id, 'VERIFIED', request.body) }),
  );

  r.post(
    '/institution-verifications/:id/reject',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: institutionParams,
        body: rejectInstitutionInput,
        response: { 200: z.object({ data: verificationSchema }) },
      },
    },
    async (request) => ({ data: await service.decide(callerOf(request), request.params.id, 'REJECTED', request.body) }),
  );
}
