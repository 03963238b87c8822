import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope, validationEnvelope } from '@dino/contract';
import { createTestApp, type TestContext } from '../test/helpers/app.ts';
import { addChild, bearer, verifiedParent } from '../test/helpers/users.ts';
import { fillPath, operationsOf, type JsonSchema, type Operation } from './openapi.ts';

/** At least this many generated requests in all, spread evenly over the operations. */
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

let t: TestContext;
let operations: Operation[];
let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  operations = await operationsOf(t.app);
}, 60_000);
afterAll(async () => t?.close());

/** Values that are wrong for almost any field. */
const junk = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('\u0000'),
  fc.constant('../../etc/passwd'),
  fc.constant({}),
  fc.constant([]),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 300, maxLength: 600 }),
);

/** Mostly values of the schema's shape (so requests get past the first check), sometimes junk. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), junk);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof({ weight: 3, arbitrary: formatted(schema) }, { weight: 1, arbitrary: junk });
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 2 ** 31) }),
        fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e21),
        junk,
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), junk);
    case 'boolean':
      return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 1, arbitrary: junk });
    case 'array':
      return fc.oneof(fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 }), junk);
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          fromSchema(value, depth + 1),
        ]),
      );
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(properties, { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }) },
        { weight: 1, arbitrary: junk },
      );
    }
    default:
      return junk;
  }
}

function formatted(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return fc.string({ unit: 'grapheme', maxLength: (schema.maxLength ?? 40) + 5 });
  }
}

/** A path value: a real one of the caller's family, an unknown one, or nonsense. */
function pathValue(name: string, known: Record<string, string[]>): fc.Arbitrary<string> {
  return fc.oneof(
    ...(known[name]?.length ? [fc.constantFrom(...known[name]!)] : []),
    fc.integer({ min: -5, max: 2 ** 32 }).map(String),
    fc.uuid(),
    fc.string({ maxLength: 60 }),
    fc.constantFrom('..', '%00', 'null', '0', 'a'.repeat(2000)),
  );
}

function expectEnvelope(response: LightMyRequestResponse, request: string) {
  expect(response.statusCode, `${request} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], request).toMatch(/^application\/json/);
  const body = response.json();
  const inEnvelope =
    errorEnvelope.safeParse(body).success || validationEnvelope.safeParse(body).success;
  expect(inEnvelope, `${request} -> ${response.body.slice(0, 300)}`).toBe(true);
}

describe('generated requests over every endpoint of the OpenAPI document', () => {
  it('answer below 500, every 4xx in the error envelope', async () => {
    const runs = Math.ceil(TOTAL_REQUESTS / operations.length);
    for (const operation of operations) {
      // A fresh family per operation: a generated request may log it out or change a password.
      const parent = await verifiedParent(t.app, t.smtp);
      const child = await addChild(t.app, parent, t.smtp);
      const tokens = {
        none: undefined,
        parent: parent.token,
        child: child.token,
        forged: 'x'.repeat(40),
      };
      const known: Record<string, string[]> = {
        id: [String(child.user.id), String(parent.user.id)],
        parentId: [String(parent.user.id)],
        uuid: t.learning.modules.flatMap((m) => [m.uuid, m.lessons[0]!.uuid]),
        page: ['terms', 'privacy'],
      };
      const request = fc.record({
        who: fc.constantFrom(...(Object.keys(tokens) as (keyof typeof tokens)[])),
        language: fc.constantFrom('hy', 'ru', 'en', 'de', '*', ''),
        path: fc.record(
          Object.fromEntries(
            operation.params
              .filter((param) => param.in === 'path')
              .map((param) => [param.name, pathValue(param.name, known)]),
          ),
        ),
        query: fc.dictionary(
          fc.oneof(
            fc.constantFrom(
              ...operation.params.filter((p) => p.in === 'query').map((p) => p.name),
              'x',
            ),
          ),
          fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constant('')),
          { maxKeys: 4 },
        ),
        body: operation.body ? fromSchema(operation.body) : fc.constant(undefined),
        raw: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async (generated) => {
          const token = tokens[generated.who];
          const url =
            `/api${fillPath(operation.path, generated.path as Record<string, string>)}` +
            (Object.keys(generated.query).length
              ? `?${new URLSearchParams(generated.query as Record<string, string>)}`
              : '');
          // Sometimes the body is sent as text that is not JSON at all.
          const payload =
            generated.body === undefined
              ? undefined
              : generated.raw
                ? JSON.stringify(generated.body).slice(0, -1)
                : JSON.stringify(generated.body);
          const response = await t.app.inject({
            method: operation.method,
            url,
            headers: {
              'accept-language': generated.language,
              ...(token ? bearer(token) : {}),
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          sent += 1;
          expectEnvelope(response, `${operation.method} ${url}`);
        }),
        { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? 20261123), endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });
});
