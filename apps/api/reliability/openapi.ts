import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document writes it (the parts the generators read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path under /api, with `{name}` placeholders. */
  path: string;
  secured: boolean;
  params: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

/** Every operation of the served OpenAPI document, so no endpoint can be left out by hand. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> }
      )?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        secured: Array.isArray(operation.security),
        params: ((operation.parameters ?? []) as Operation['params']).filter(
          (param) => param.in === 'path' || param.in === 'query',
        ),
        body: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** `/shop/orders/{uuid}` with its placeholders filled, each value escaped. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
