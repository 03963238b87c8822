import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { check } from '@dino/contract';

/** Carries zod's issues to the error handler, which words them in the request's language. */
export class SchemaValidationError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('schema validation failed');
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = check(schema, data);
    return result.success
      ? { value: result.data }
      : { error: new SchemaValidationError(result.error.issues) };
  };
