import {
  ERROR_TYPES,
  type ErrorType,
  type FieldErrors,
  type MessageKey,
  type MessageParams,
} from '@dino/contract';

/** A failure answered with the error envelope of API.md. */
export class HttpError extends Error {
  constructor(
    readonly type: ErrorType,
    readonly messageKey: MessageKey = ERROR_TYPES[type].message,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(type);
  }

  get status(): number {
    return ERROR_TYPES[this.type].status;
  }
}

/** A 422 whose field messages are message keys, translated (with `params`) when answered. */
export class ValidationError extends Error {
  constructor(
    readonly fields: Record<string, MessageKey>,
    readonly params: MessageParams = {},
  ) {
    super('validation');
  }
}

/** A 422 already translated, from a schema's issues. */
export class TranslatedValidationError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('validation');
  }
}
