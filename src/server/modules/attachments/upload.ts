import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOWNLOAD_CSP } from '../../http/securityHeaders.js';
import { contentDisposition, safeFileName } from './fileNames.js';
import type { Multipart } from '@fastify/multipart';
import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  type AttachmentContentType,
} from '../../../shared/forms/attachments.js';
import { exceedsPixelLimits, PHOTO_PIXEL_LIMITS } from '../../storage/imageLimits.js';
import { detectContentType } from './contentType.js';
import { ApiError, badRequest } from '../../plugins/errors.js';

export const NOT_MULTIPART = 'Send the document as multipart/form-data with the fields "kind" and "file"';
const ONE_FILE = 'Send one file at a time, in the field "file"';

/** Busboy limits of the upload route: one file of at most 10 MB and a few small fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 200,
  fieldNameSize: 40,
  headerPairs: 20,
};

export interface UploadParts {
  kind: string | null;
  file: { name: string; content: Buffer } | null;
}

/** What went wrong reading the form, as an answer the caller can act on. */
function uploadError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, ATTACHMENT_MESSAGES.tooLarge, { file: ATTACHMENT_MESSAGES.tooLarge });
    case 'FST_FILES_LIMIT':
      return badRequest(ONE_FILE, { file: ONE_FILE });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form holds fields it should not; send only "kind" and "file"');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, NOT_MULTIPART);
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was interrupted; try again');
    default:
      return badRequest('The upload is not a well-formed multipart form');
  }
}

/**
 * Reads the multipart form: the field `kind` and one file in `file`, kept in memory (10 MB at most).
 * A file over the limit is cut off by busboy and answered 413 before anything is stored.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadParts> {
  if (!request.isMultipart()) throw new ApiError(415, NOT_MULTIPART);
  const result: UploadParts = { kind: null, file: null };
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || result.file) {
          part.file.resume();
          throw badRequest(ONE_FILE, { file: ONE_FILE });
        }
        const content = await part.toBuffer();
        result.file = { name: part.filename ?? '', content };
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        result.kind = part.value.trim();
      }
    }
  } catch (error) {
    const answer = uploadError(error);
    if (answer.statusCode === 400 && !(error instanceof ApiError)) request.log.info({ err: error }, 'malformed upload');
    throw answer;
  }
  return result;
}

/**
 * Lets the routes of this plugin (and only them) take multipart/form-data uploads; any other body
 * type is a 415 that says how to send a document.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  app.addContentTypeParser('*', (_request, _payload, done) => done(new ApiError(415, NOT_MULTIPART), undefined));
}

/** An uploaded file sent back as it was stored: inline, never sniffed or cached, under the download CSP. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; sha256: string },
  content: Buffer,
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', content.length)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', DOWNLOAD_CSP)
    .header('Cache-Control', 'private, no-store')
    .header('ETag', `"${file.sha256}"`)
    .send(content);
}

/**
 * An uploaded document's type read from its bytes (415 unless PDF, JPEG or PNG), a picture's size
 * read from its header (400 above the photo limits, before anything decodes it), and the name it is
 * kept under (`fallback` when the sent one is unusable).
 */
export async function checkedFile(
  file: { name: string; content: Buffer },
  fallback: string,
): Promise<{ contentType: AttachmentContentType; fileName: string }> {
  const contentType = await detectContentType(file.content);
  if (!contentType) throw new ApiError(415, ATTACHMENT_MESSAGES.wrongType, { file: ATTACHMENT_MESSAGES.wrongType });
  if (contentType !== 'application/pdf' && exceedsPixelLimits(file.content, PHOTO_PIXEL_LIMITS))
    throw badRequest(ATTACHMENT_MESSAGES.tooManyPixels, { file: ATTACHMENT_MESSAGES.tooManyPixels });
  return { contentType, fileName: safeFileName(file.name, contentType, fallback) };
}
