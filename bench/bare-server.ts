/**
 * The floor the learning API is measured against: a bare `node:http` + `pg` server, in a process
 * of its own like the real one, answering the two benchmarked calls with the same SQL and the
 * same JSON as the API (apps/api/src/modules/learning, accounts/session.ts), and nothing else:
 * no framework, no validation, no schema serialization, no hooks.
 *
 * - GET /api/dino/modules/list: bearer token → auth_tokens (SHA-256 hash, live) joined to the
 *   user with their stats in one prepared statement, then the page of modules with per-module lesson counts and the total, in
 *   parallel, presented in the Accept-Language locale with art URLs carrying the art's version.
 * - POST /api/dino/activities/complete/{uuid}: the same session lookup, then one statement with
 *   the activity's points, the exactly-once insert of the completion, and the user_stats upsert.
 *
 * Only the success paths are mirrored exactly; failures answer the same status codes with a
 * minimal body. Settings: BARE_PORT, DATABASE_URL, PUBLIC_URL (the API's, so art URLs match).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { loadLearningContent } from '@dino/content/learning';

type Locale = 'hy' | 'ru' | 'en';
type Text = Record<Locale, string>;

const PORT = Number(process.env.BARE_PORT ?? 3393);
const PUBLIC_URL = (process.env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
// As ORGANIZATION_ID, DEFAULT_PAGE_SIZE and MAX_PAGE_SIZE in packages/contract/src/constants.ts.
const ORGANIZATION_ID = 1;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The same pool as apps/api/src/db/client.ts.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  connectionTimeoutMillis: 3000,
});
pool.on('error', () => undefined);

const { content } = await loadLearningContent();
const artUrl = (key: string) =>
  `${PUBLIC_URL}/api/dino/art/${key}.svg?v=${content.art.get(key)?.version ?? '0'}`;

/** As localeFromHeader in packages/contract/src/constants.ts. */
function localeOf(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().slice(0, 2);
  return first === 'ru' || first === 'en' || first === 'hy' ? first : 'hy';
}

interface SessionUser {
  id: number;
  type: 'parent' | 'child';
}

/** accounts/session.ts: the bearer token's live row, then the user with their stats. */
async function session(request: IncomingMessage): Promise<SessionUser | null> {
  const token = request.headers.authorization?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/)?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  // One statement, prepared once per connection, as accounts/users.repository.ts findByLiveToken.
  const users = await pool.query<SessionUser & { total_scores: number }>({
    name: 'user_by_live_token',
    text: `select "users".*, coalesce("user_stats"."total_scores", 0) as "total_scores", "auth_tokens"."id" as "token_id"
             from "auth_tokens"
             inner join "users" on "users"."id" = "auth_tokens"."user_id"
             left join "user_stats" on "user_stats"."user_id" = "users"."id"
            where ("auth_tokens"."token_hash" = $1 and "auth_tokens"."revoked_at" is null and "auth_tokens"."expires_at" > now())
            limit 1`,
    values: [hash],
  });
  return users.rows[0] ?? null;
}

interface ModuleRow {
  uuid: string;
  slug: string;
  name: Text;
  description: Text;
  art: string;
  age_min: number;
  age_max: number;
  lessons_total: number;
  lessons_completed: number;
}

/** learning.repository.ts listModules with moduleProgress, presenter.ts, lib/pagination.ts. */
async function listModules(request: IncomingMessage, url: URL, user: SessionUser) {
  const whole = (name: string, fallback: number, max: number) => {
    const value = url.searchParams.get(name);
    const number = value === null ? fallback : Number(value);
    return Number.isInteger(number) && number >= 1 && number <= max ? number : null;
  };
  const organization = whole('organization_id', ORGANIZATION_ID, 2_147_483_647);
  const page = whole('page', 1, 2_147_483_647);
  const perPage = whole('per_page', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (organization === null || page === null || perPage === null) return null;
  const child = user.type === 'child' ? user.id : null;
  const [rows, totals] = await Promise.all([
    pool.query<ModuleRow>(
      `select "uuid", "slug", "name", "description", "art", "age_min", "age_max",
              (select count(*)::int from "learning_lessons" l
                where l.module_uuid = "learning_modules"."uuid" and l.retired_at is null) as "lessons_total",
              (select count(*)::int from "lesson_completions" c
                 join "learning_lessons" l on l.uuid = c.lesson_uuid
                where l.module_uuid = "learning_modules"."uuid" and l.retired_at is null and c.child_id = $1) as "lessons_completed"
         from "learning_modules"
        where ("learning_modules"."organization_id" = $2 and "learning_modules"."retired_at" is null)
        order by "learning_modules"."position" asc
        limit $3 offset $4`,
      [child, organization, perPage, (page - 1) * perPage],
    ),
    pool.query<{ total: number }>(
      `select count(*)::int as "total" from "learning_modules"
        where ("learning_modules"."organization_id" = $1 and "learning_modules"."retired_at" is null)`,
      [organization],
    ),
  ]);
  const locale = localeOf(request.headers['accept-language']);
  const total = totals.rows[0]?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    success: true,
    data: rows.rows.map((row) => ({
      uuid: row.uuid,
      slug: row.slug,
      name: row.name[locale],
      description: row.description[locale],
      art: artUrl(row.art),
      ages: { min: row.age_min, max: row.age_max },
      lessons_total: row.lessons_total,
      lessons_completed: row.lessons_completed,
      completed: row.lessons_total > 0 && row.lessons_completed >= row.lessons_total,
    })),
    pagination: { currentPage: page, perPage, lastPage, total },
    total_pages: lastPage,
    total,
  };
}

/**
 * learning.repository.ts completeActivity: one statement (the points, the completion inserted at
 * most once, the total raised only then); a repeat reads the total in a second one.
 */
async function completeActivity(childId: number, uuid: string): Promise<number | null> {
  const result = await pool.query<{ points: number | null; total: number | null }>(
    `with activity as (
       select "learning_activities"."points" as points from "learning_activities"
         inner join "learning_lessons" on "learning_lessons"."uuid" = "learning_activities"."lesson_uuid"
         inner join "learning_modules" on "learning_modules"."uuid" = "learning_lessons"."module_uuid"
        where "learning_activities"."uuid" = $1 and ("learning_activities"."retired_at" is null
              and ("learning_lessons"."retired_at" is null and "learning_modules"."retired_at" is null))
     ), added as (
       insert into "activity_completions" (child_id, activity_uuid, points, first_try, seconds)
       select $2::int, $3::uuid, points, $4::boolean, $5::int from activity
       on conflict do nothing
       returning points
     ), total as (
       insert into "user_stats" (user_id, total_scores)
       select $6::int, points from added
       on conflict (user_id) do update
         set total_scores = "user_stats"."total_scores" + excluded.total_scores
       returning total_scores
     )
     select (select points from activity) as points, (select total_scores from total) as total`,
    [uuid, childId, uuid, null, null, childId],
  );
  const row = result.rows[0];
  if (row?.points == null) return null;
  if (row.total !== null) return row.total;
  const stats = await pool.query<{ total_scores: number }>(
    `select "total_scores" from "user_stats" where "user_stats"."user_id" = $1`,
    [childId],
  );
  return stats.rows[0]?.total_scores ?? 0;
}

function send(response: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

const failure = (type: string) => ({ success: false, error: { type } });

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://bare');
  if (request.method === 'GET' && url.pathname === '/api/dino/ips/get-user-info') {
    return send(response, 200, { success: true, data: {} });
  }
  if (request.method === 'GET' && url.pathname === '/api/dino/modules/list') {
    const user = await session(request);
    if (!user) return send(response, 401, failure('unauthenticated'));
    const body = await listModules(request, url, user);
    return body ? send(response, 200, body) : send(response, 422, failure('validation'));
  }
  const completion = /^\/api\/dino\/activities\/complete\/([^/]{1,100})$/.exec(url.pathname);
  if (request.method === 'POST' && completion) {
    for await (const chunk of request) void chunk; // the optional details are not stored here
    const user = await session(request);
    if (!user) return send(response, 401, failure('unauthenticated'));
    if (user.type !== 'child') return send(response, 403, failure('forbidden'));
    const uuid = decodeURIComponent(completion[1]!);
    const total = UUID.test(uuid) ? await completeActivity(user.id, uuid) : null;
    if (total === null) return send(response, 404, failure('not_found'));
    return send(response, 200, { success: true, data: { total_scores: total, completed: true } });
  }
  return send(response, 404, failure('not_found'));
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    process.stderr.write(`bare server: ${String(error)}\n`);
    if (!response.headersSent) send(response, 500, failure('server_error'));
    else response.destroy();
  });
});
server.keepAliveTimeout = 72_000;
server.listen(PORT, '127.0.0.1');

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
