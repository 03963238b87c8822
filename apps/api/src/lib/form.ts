import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { check, issuesToErrors, type Locale } from '@dino/contract';
import { TranslatedValidationError, ValidationError } from './http-error.ts';

export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form (files buffered within the multipart limits) or, for clients that
 * send JSON, the JSON object itself.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    return { fields: fields as Record<string, unknown>, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (fileFields.includes(part.fieldname) && bytes.length > 0) files[part.fieldname] = bytes;
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Limits carry their own 4xx status; anything else the parser throws is a body it cannot read.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new ValidationError({ body: 'error.malformed' });
  }
  return { fields, files };
}

/** Parses with a contract schema, or throws a 422 worded in the request's language. */
export function parseOr422<T extends z.ZodType>(
  schema: T,
  input: unknown,
  locale: Locale,
): z.output<T> {
  const result = check(schema, input);
  if (!result.success)
    throw new TranslatedValidationError(issuesToErrors(result.error.issues, locale));
  return result.data;
}
