import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateStampSchema,
  MAX_STAMP_BYTES,
  myRegisterEntrySchema,
  STAMP_MESSAGES,
} from '../../../shared/contracts/certification.js';
import { envelope } from '../../../shared/contracts/common.js';
import { DOWNLOAD_CSP } from '../../http/securityHeaders.js';
import { listQuery, parseList, sendPage } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { ApiError, badRequest } from '../../plugins/errors.js';
import type { Db } from '../../db/client.js';
import { myRegisterEntries } from './copies.js';
import type { StampsService, StampUpload } from './stamps.js';

const NOT_MULTIPART =
  'Send the stamp as multipart/form-data with the fields "signatoryName", "signatoryTitle" and the image in "image"';
const idParams = z.object({ id: z.string().max(64) });

/** Reads the stamp form: the two signatory fields and one image (1 MB at most, cut off and answered 413 beyond). */
async function readStampUpload(request: FastifyRequest): Promise<StampUpload> {
  if (!request.isMultipart()) throw new ApiError(415, NOT_MULTIPART);
  const result: StampUpload = { image: null, signatoryName: '', signatoryTitle: '' };
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || result.image) {
          part.file.resume();
          throw badRequest('Send one image, in the field "image"', { image: 'Send one image' });
        }
        result.image = await part.toBuffer();
      } else if (part.fieldname === 'signatoryName' && typeof part.value === 'string')
        result.signatoryName = part.value;
      else if (part.fieldname === 'signatoryTitle' && typeof part.value === 'string')
        result.signatoryTitle = part.value;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, STAMP_MESSAGES.tooLarge, { image: STAMP_MESSAGES.tooLarge });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, NOT_MULTIPART);
    throw badRequest('The upload is not a well-formed form; send the signatory and the image only');
  }
  return result;
}

/** The certificate stamps (settings: the Registrar General uploads) and the caller's own register entries. */
export default async function certificationRoutes(app: FastifyInstance, opts: { stamps: StampsService; db: Db }) {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_STAMP_BYTES,
      files: 1,
      fields: 4,
      parts: 6,
      fieldSize: 400,
      fieldNameSize: 40,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.stamps;
  const tags = ['certification'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/certificate-stamps',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: listQuery,
        summary: 'Certificate stamps, newest (the current one) first',
        response: { 200: z.array(certificateStampSchema) },
      },
    },
    async (request, reply) => {
      const list = parseList(request.query, ['uploadedAt'] as const, { field: 'uploadedAt', order: 'DESC' });
      const { rows, total } = await service.list(callerOf(request), list.filter, list.range);
      return sendPage(reply, 'certificate-stamps', list.range, rows, total);
    },
  );

  r.get(
    '/certificate-stamps/current',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'The current certificate stamp (404 when none was uploaded)',
        response: { 200: envelope(certificateStampSchema) },
      },
    },
    async (request) => ({ data: await service.current(callerOf(request)) }),
  );

  r.get(
    '/certificate-stamps/:id/image',
    {
      ...auth,
      schema: { tags, security, params: idParams, summary: 'The stamp image itself' },
    },
    async (request, reply) => {
      const { row, content } = await service.image(callerOf(request), request.params.id);
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Length', content.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', DOWNLOAD_CSP)
        .header('Cache-Control', 'private, max-age=3600')
        .send(content);
    },
  );

  r.post(
    '/certificate-stamps',
    {
      ...auth,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Upload a new certificate stamp (multipart: "signatoryName", "signatoryTitle", the image in "image"; PNG or JPEG, at most 1 MB); the Registrar General only',
        response: { 201: envelope(certificateStampSchema) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      service.requireWriter(caller);
      const upload = await readStampUpload(request);
      return reply.code(201).send({ data: await service.upload(caller, upload) });
    },
  );

  r.get(
    '/my-register-entries',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary:
          "The caller's own entries in the register of marriages (by their verified ID number), with the particulars a rectification may correct",
        response: { 200: envelope(z.array(myRegisterEntrySchema)) },
      },
    },
    async (request) => ({ data: await myRegisterEntries(opts.db, callerOf(request)) }),
  );
}
