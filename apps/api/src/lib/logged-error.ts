/** PostgreSQL's fields that say where a query failed; its message and detail may quote values. */
const WHERE_IT_FAILED = ['code', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

/** Scalars other errors carry (node's system errors, SMTP replies) that hold no one's data. */
const SAFE_FIELDS = ['code', 'errno', 'syscall', 'statusCode', 'responseCode', 'command'] as const;

const MAX_DEPTH = 5;

function chainOf(error: Error): Error[] {
  const chain: Error[] = [];
  for (let link: unknown = error; link instanceof Error && chain.length < MAX_DEPTH;) {
    chain.push(link);
    link = link.cause;
  }
  return chain;
}

/** drizzle's wrapper of a failed query, or the driver's own error (it has a severity). */
function isDatabaseError(error: Error): boolean {
  return ('query' in error && 'params' in error) || 'severity' in error;
}

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function pick(error: Error, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') picked[field] = value;
  }
  return picked;
}

/** The fields every logged error has (pino's shape), and the ones picked as safe. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * What the log keeps of an error (the `err` serializer of every log line). A failed query
 * carries the values it was given: drizzle writes the SQL and its parameters into the message,
 * and PostgreSQL the row or the value into `detail`, `where` and some messages. Those are a
 * visitor's name, phone, address or message, so a database error is logged as where it failed
 * (its code, constraint, table, column and our own stack frames), never with what it was sent.
 */
export function loggedError(error: Error, depth = 0): LoggedError {
  // Code may throw anything, not only errors.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const chain = chainOf(error);
  if (chain.some(isDatabaseError)) {
    // The deepest link with a code is the driver's: a SQLSTATE, or a connection's error code.
    const driver = chain.findLast((link) => typeof (link as { code?: unknown }).code === 'string');
    return {
      type: 'DatabaseError',
      message: 'query failed',
      stack: framesOf(error),
      ...(driver ? pick(driver, WHERE_IT_FAILED) : {}),
    };
  }
  const cause = error.cause instanceof Error && depth < MAX_DEPTH ? error.cause : undefined;
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    ...pick(error, SAFE_FIELDS),
    ...(cause ? { cause: loggedError(cause, depth + 1) } : {}),
  };
}
