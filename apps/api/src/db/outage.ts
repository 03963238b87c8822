/** A lost or refused database connection is an outage, not a bug: 503, and the client retries. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
export function isDatabaseOutage(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (OUTAGE_CODES.has(code) || code.startsWith('08'))) return true;
    // node-postgres says so in words: a cut connection, a refused one, or a client it gave up on.
    if (
      /Connection terminated|timeout exceeded when trying to connect|encountered a connection error|is not queryable/i.test(
        current.message,
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
