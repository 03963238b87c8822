import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  VALIDATION_STATUS,
  issuesToErrors,
  translate,
  type ErrorEnvelope,
  type ErrorType,
  type FieldErrors,
  type ValidationEnvelope,
} from '@dino/contract';
import { isDatabaseOutage } from '../db/outage.ts';
import { HttpError, TranslatedValidationError, ValidationError } from '../lib/http-error.ts';
import { SchemaValidationError } from './validation.ts';

function sendValidation(reply: FastifyReply, errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? '';
  const body: ValidationEnvelope = { success: false, message: first, errors };
  return reply.code(VALIDATION_STATUS).send(body);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: HttpError,
): FastifyReply {
  const body: ErrorEnvelope = {
    success: false,
    code: error.status,
    type: error.type,
    message: translate(request.locale, error.messageKey, error.params),
  };
  return reply.code(error.status).headers(error.headers).send(body);
}

/** Fastify's own 4xx errors, mapped onto the types of API.md. */
function typeOfClientError(error: FastifyError): ErrorType | 'malformed' {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return 'payload_too_large';
  if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FILES_LIMIT') {
    return 'payload_too_large';
  }
  if (status === 415) return 'unsupported_media_type';
  if (status === 404) return 'not_found';
  if (status === 429) return 'throttled';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  return 'malformed';
}

/** Every failure leaves in an envelope of API.md, in the request's language; never a bare 500. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SchemaValidationError) {
      // An address whose id could name nothing (too long, a letter in a number, a NUL) names
      // nothing: the same 404 as an id that is well formed but unknown.
      if (error.validationContext === 'params') {
        return sendError(request, reply, new HttpError('not_found'));
      }
      return sendValidation(reply, issuesToErrors(error.issues, request.locale));
    }
    if (error instanceof TranslatedValidationError) return sendValidation(reply, error.errors);
    if (error instanceof ValidationError) {
      const errors: FieldErrors = {};
      for (const [field, key] of Object.entries(error.fields)) {
        errors[field] = [translate(request.locale, key, error.params)];
      }
      return sendValidation(reply, errors);
    }
    if (error instanceof HttpError) return sendError(request, reply, error);
    if (isDatabaseOutage(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(
        request,
        reply,
        new HttpError('service_unavailable', undefined, {}, { 'retry-after': '2' }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const type = typeOfClientError(error);
      if (type === 'malformed') {
        return sendValidation(reply, { body: [translate(request.locale, 'error.malformed')] });
      }
      return sendError(request, reply, new HttpError(type));
    }
    // The error is logged without the request's values (lib/logged-error.ts); the route says where.
    request.log.error({ err: error, route: request.routeOptions.url }, 'unhandled error');
    return sendError(request, reply, new HttpError('server_error'));
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new HttpError('not_found')));
});
