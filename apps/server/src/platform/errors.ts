/** AppError and the one Fastify error handler that writes the error shape of docs/design.md#errors. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDependencyUnavailable, REDIS_RETRY_AFTER_SECONDS } from './redis.ts';
import { errorStatusByCode, type ErrorCode, type ErrorDetail, type ErrorResponse } from '@lintel/shared';

/** A failure a service reports on purpose; the code decides the HTTP status (errorStatusByCode). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetail[], headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get statusCode(): number {
    return errorStatusByCode[this.code];
  }
}

/** Shorthands for the common failures. */
export const notFound = (code: ErrorCode = 'NOT_FOUND', message = 'Not found') => new AppError(code, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const validationFailed = (details: ErrorDetail[], message = details[0]?.message ?? 'Validation failed') =>
  new AppError('VALIDATION_FAILED', message, details);

/** Converts zod issues to the `details` list. */
export function detailsFromZod(error: ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function body(statusCode: number, code: string, message: string, details?: ErrorDetail[]): ErrorResponse {
  return { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(details ? { details } : {}) };
}

const fastifyCodeMap: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'FILE_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_REQ_FILE_TOO_LARGE: { code: 'FILE_TOO_LARGE', message: 'The file is too large' },
  FST_FILES_LIMIT: { code: 'ATTACHMENT_LIMIT', message: 'Send one file per request' },
  FST_PARTS_LIMIT: { code: 'BAD_REQUEST', message: 'Too many parts' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Expected multipart/form-data' },
};

/**
 * Errors busboy (behind @fastify/multipart) raises for a truncated or malformed multipart body; they
 * carry no code or status, so they are recognised by message and answered 400 instead of 500.
 */
const malformedMultipart = /unexpected end of multipart data|terminated early due to unexpected end of multipart|Multipart: Boundary not found|Malformed part header/i;

/** The 404 body for a route that does not exist. */
export function routeNotFoundBody(method: string, url: string): ErrorResponse {
  return body(404, 'ROUTE_NOT_FOUND', `Route ${method} ${url.split('?')[0]} not found`);
}

/** `error` and the errors it wraps (`cause`, e.g. Drizzle's DrizzleQueryError around pg's), outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 6; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

/** The file system (ENOSPC, EDQUOT) or PostgreSQL (SQLSTATE 53100 disk_full) ran out of space. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
}

/** Installs the error handler. 5xx messages are hidden from the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.statusCode, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      const where = error.validationContext ?? 'body';
      return reply
        .status(422)
        .send(body(422, 'VALIDATION_FAILED', `Invalid ${where}: ${details[0]?.path || where} ${details[0]?.message ?? ''}`.trim(), details));
    }
    if (error instanceof ZodError) {
      return reply.status(422).send(body(422, 'VALIDATION_FAILED', 'Validation failed', detailsFromZod(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'INTERNAL', 'Internal server error'));
    }
    if (causes(error).some(isDiskFull)) {
      // ENOSPC from the file storage or PostgreSQL's disk_full (53100): the write did not happen.
      request.log.error({ err: error }, 'the disk is full');
      return reply.status(507).send(body(507, 'DISK_FULL', "The server's disk is full; nothing was saved. Try again later or tell the administrator."));
    }
    if (causes(error).some(isDependencyUnavailable)) {
      // Redis, PostgreSQL or S3 did not answer: the client may retry (issue 24), it is not a bug.
      request.log.warn({ err: error }, 'a dependency is unavailable');
      reply.header('retry-after', String(REDIS_RETRY_AFTER_SECONDS));
      return reply.status(503).send(body(503, 'SERVICE_UNAVAILABLE', 'A service this request needs is not reachable; try again shortly'));
    }
    const mapped = error.code ? fastifyCodeMap[error.code] : undefined;
    if (mapped) {
      const status = errorStatusByCode[mapped.code];
      return reply.status(status).send(body(status, mapped.code, mapped.message ?? error.message));
    }
    if (!error.statusCode && malformedMultipart.test(error.message)) {
      return reply.status(400).send(body(400, 'BAD_REQUEST', 'The multipart body is incomplete or malformed'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body(429, 'RATE_LIMITED', 'Too many requests; try again in a minute'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status, 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'INTERNAL', 'Internal server error'));
  });
}
