import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { issuesToErrors, type Locale } from '@dino/contract';
import { TranslatedValidationError } from './http-error.ts';

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
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (fileFields.includes(part.fieldname) && bytes.length > 0) files[part.fieldname] = bytes;
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

/** Parses with a contract schema, or throws a 422 worded in the request's language. */
export function parseOr422<T extends z.ZodType>(
  schema: T,
  input: unknown,
  locale: Locale,
): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new TranslatedValidationError(issuesToErrors(result.error.issues, locale));
  return result.data;
}
