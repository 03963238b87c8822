import { z } from 'zod';
import type { MessageKey } from './messages/index.ts';

/** The failure types of API.md with their HTTP status and the message that explains them. */
export const ERROR_TYPES = {
  unauthenticated: { status: 401, message: 'error.unauthenticated' },
  email_not_verified: { status: 403, message: 'error.email_not_verified' },
  forbidden: { status: 403, message: 'error.forbidden' },
  not_found: { status: 404, message: 'error.not_found' },
  conflict: { status: 409, message: 'error.conflict' },
  payload_too_large: { status: 413, message: 'error.payload_too_large' },
  unsupported_media_type: { status: 415, message: 'error.unsupported_media_type' },
  throttled: { status: 429, message: 'error.throttled' },
  server_error: { status: 500, message: 'error.server_error' },
  service_unavailable: { status: 503, message: 'error.service_unavailable' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorType = keyof typeof ERROR_TYPES;
export const VALIDATION_STATUS = 422;

export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.number().int(),
  type: z.enum(Object.keys(ERROR_TYPES) as [ErrorType, ...ErrorType[]]),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const validationEnvelope = z.object({
  success: z.literal(false),
  message: z.string().describe('The first message of the first field'),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationEnvelope = z.infer<typeof validationEnvelope>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  perPage: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
});

export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    pagination: paginationSchema,
    total_pages: z.number().int(),
    total: z.number().int(),
  });
}
