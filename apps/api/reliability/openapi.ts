import type { FastifyInstance } from 'fastify';
import type { LearningContent } from '@dino/content/learning';

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
  /** Cookies the call authenticates with (the way back of "play as"), by name. */
  cookies: string[];
  params: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

/** Every operation of the served OpenAPI document, so no endpoint can be left out by hand. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { securitySchemes: Record<string, { in?: string; name?: string }> };
  };
  const schemes = document.components.securitySchemes;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> }
      )?.content;
      const security = (operation.security ?? []) as Record<string, string[]>[];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        secured: Array.isArray(operation.security),
        cookies: security
          .flatMap((requirement) => Object.keys(requirement).map((name) => schemes[name]))
          .filter((scheme) => scheme?.in === 'cookie')
          .map((scheme) => scheme!.name!),
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

/** What a call's placeholders are filled with: one family's own resources and real content. */
export interface CallValues {
  learning: LearningContent;
  parentId: number;
  childId: number;
  product: { uuid: string; slug: string };
  order: string;
  play?: string;
  animal?: string;
  book?: string;
  /** A file the art route really serves; a name it does not know otherwise. */
  file?: (op: Operation) => string;
}

/**
 * The address of a call on the family's own resources, with the query a listing needs to pass
 * validation (the module or lesson listed).
 */
export function callUrl(op: Operation, values: CallValues): string {
  const module = values.learning.modules[0]!;
  const lesson = module.lessons[0]!;
  const uuid = op.path.startsWith('/shop/orders')
    ? values.order
    : op.path.startsWith('/games/plays')
      ? (values.play ?? '')
      : op.path.startsWith('/shop/')
        ? values.product.uuid
        : op.path.includes('/lessons/')
          ? lesson.uuid
          : op.path.includes('/activities/')
            ? lesson.activities[0]!.uuid
            : module.uuid;
  const id = op.path.startsWith('/auth/update')
    ? String(values.parentId)
    : op.path.startsWith('/encyclopedia') && values.animal
      ? values.animal
      : op.path.startsWith('/books') && values.book
        ? values.book
        : String(values.childId);
  const path = fillPath(op.path, {
    id,
    parentId: String(values.parentId),
    uuid,
    slug: values.product.slug,
    page: 'terms',
    file: (op.path.endsWith('{file}') && values.file?.(op)) || 'none.svg',
  });
  const query =
    op.path === '/dino/lessons/list'
      ? `?uuid=${module.uuid}`
      : op.path === '/dino/activities/list'
        ? `?uuid=${lesson.uuid}`
        : '';
  return `/api${path}${query}`;
}
