import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translateFieldMessages, translateMessage } from '../../shared/i18n/translate.js';
import { requestLocale } from '../http/locale.js';

/** An error the caller can act on: its status and message go out as they are. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, errors);
export const unauthorized = (message = 'Your session has expired. Sign in again.') => new ApiError(401, message);
/** The 403 of a caller who may not do what was asked, when nothing more specific is to be said. */
export const NOT_ALLOWED = 'You are not allowed to do this';
export const forbidden = (message = NOT_ALLOWED) => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new ApiError(409, message, errors);

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function fieldErrors(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

function hasPgCode(error: unknown, codes: string[]): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code && codes.includes(e.code)) return true;
  }
  return false;
}

/** A unique index refused a row another request wrote first (PostgreSQL error 23505). */
const isUniqueViolation = (error: unknown) => hasPgCode(error, ['23505']);
/** Two transactions collided (deadlock 40P01, serialisation 40001): nothing was written. */
const isConcurrencyFailure = (error: unknown) => hasPgCode(error, ['40P01', '40001']);

/**
 * One error handler: field messages for bad input, plain messages for 4xx, nothing internal for 5xx.
 * Every message a person reads goes out in the language the request asks for (Accept-Language):
 * the English as written, or its Swahili from the shared catalogue (src/shared/i18n).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = requestLocale(request);
    const say = (message: string) => translateMessage(message, locale);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const message = errors.body ? 'The request body is missing or malformed' : VALIDATION_MESSAGE;
      return reply.code(400).send({
        statusCode: 400,
        error: STATUS_TEXT[400],
        message: say(message),
        errors: translateFieldMessages(errors, locale),
      });
    }
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: STATUS_TEXT[error.statusCode] ?? 'Error',
        message: say(error.message),
        errors: translateFieldMessages(error.errors, locale),
      });
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send({
        statusCode: 409,
        error: STATUS_TEXT[409],
        message: say('This record already exists; reload and try again.'),
      });
    }
    if (isConcurrencyFailure(error)) {
      return reply.code(409).send({
        statusCode: 409,
        error: STATUS_TEXT[409],
        message: say('Another request changed this at the same moment; please try again.'),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The file or request is too large' : error.message;
      return reply
        .code(status)
        .send({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message: say(message) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      statusCode: 500,
      error: STATUS_TEXT[500],
      message: say('Something went wrong on our side. Please try again.'),
    });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      statusCode: 404,
      error: STATUS_TEXT[404],
      message: translateMessage(
        `No such API route: ${request.method} ${request.url.split('?')[0]}`,
        requestLocale(request),
      ),
    });
  });
}
