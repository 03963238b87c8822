import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER, errorEnvelope } from '@dino/contract';
import { gamePlays, shopOrders, users } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from '../test/helpers/app.ts';
import { checkoutBody } from '../test/helpers/shop.ts';
import {
  PASSWORD,
  addChild,
  bearer,
  birthdayForAge,
  login,
  parentFields,
  uniqueEmail,
  verifiedParent,
} from '../test/helpers/users.ts';
import { verifyPassword } from '../src/modules/accounts/passwords.ts';
import { callUrl, operationsOf, type Operation } from './openapi.ts';

/**
 * The authorization matrix over every operation of the OpenAPI document, generated: each is
 * called by five actors with the owners' own ids in its path and a body that would succeed, and
 * whatever a caller outside the family gets, it is never the family's data or a change to it.
 */

type Actor = 'anonymous' | 'parent' | 'other parent' | 'child' | 'other child';
const ACTORS: Actor[] = ['anonymous', 'parent', 'other parent', 'child', 'other child'];
const OUTSIDERS: Actor[] = ['anonymous', 'other parent', 'other child'];

interface Family {
  parent: { id: number; email: string };
  child: { id: number; email: string };
  secrets: string[];
}

let t: TestContext;
let owners: Family;
let others: Family;
let ownersOrder: string;
let ownersPlay: string;
let product: { uuid: string; slug: string };
let operations: Operation[];

const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/**
 * Calls that would end the matrix: deleting one's own account (any parent), removing the
 * owners' child (its parent). Everyone else still makes them, and must be refused.
 */
function skipped(op: Operation, actor: Actor): boolean {
  if (key(op) === 'DELETE /privacy/account') return actor === 'parent' || actor === 'other parent';
  return key(op) === 'DELETE /family/children/{id}' && actor === 'parent';
}

/** A body that passes validation, so the call reaches the authorization check behind it. */
function validBody(op: Operation): object | undefined {
  const bodies: Record<string, object> = {
    // A child under the owners' parent: only that parent may add one.
    'POST /auth/register': {
      ...parentFields(uniqueEmail('matrix')),
      type: 'child',
      birthday: birthdayForAge(6),
      parent_id: owners.parent.id,
    },
    // Signing in with one's own address and password is not a leak: the outsiders use theirs.
    'POST /auth/login': { email: others.parent.email, password: PASSWORD },
    // Every caller gives their own password (all test users share it), so that only the target
    // decides the answer; the owners' parent sets the same password again and keeps signing in.
    'POST /auth/update/{id}': {
      _method: 'PUT',
      nickname: 'changed',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      current_password: PASSWORD,
    },
    'PUT /auth/update/{id}': { nickname: 'changed', current_password: PASSWORD },
    'PUT /auth/children/{id}/sign-in': { username: 'matrixkid', pin: '1234' },
    // A name nobody has: a right name and PIN would sign anyone in, as a password does.
    'POST /auth/child-login': { username: 'nobodyatall', pin: '1234' },
    'POST /auth/account/secure': { token: 'x'.repeat(43) },
    'POST /auth/email/verify': { token: 'x'.repeat(43) },
    'POST /auth/email/verification-notification': { email: owners.parent.email },
    'POST /auth/reset-password/forgot': { email: owners.parent.email },
    'POST /auth/reset-password/check': { email: owners.parent.email, token: 'x'.repeat(43) },
    'POST /auth/reset-password/update': {
      email: owners.parent.email,
      token: 'x'.repeat(43),
      password: 'Taken-Over-9',
      password_confirmation: 'Taken-Over-9',
    },
    'PUT /family/children/{id}/permissions': { games: false, videos: false },
    'PUT /family/children/{id}/stage': { shift: 1 },
    'PUT /family/children/{id}/password': {
      current_password: PASSWORD,
      password: 'Taken-Over-9',
      password_confirmation: 'Taken-Over-9',
    },
    'DELETE /family/children/{id}': { password: PASSWORD },
    'PUT /privacy/settings': { weekly_summary: true },
    'POST /privacy/terms': { version: '2026-11-23' },
    'POST /privacy/export': { password: PASSWORD },
    'DELETE /privacy/account': { password: PASSWORD },
    'POST /dino/activities/complete/{uuid}': { first_try: true, seconds: 10 },
    'POST /games/plays/{uuid}/finish': { score: 1 },
    'POST /contact': { subject: 'Hello', message: 'A question', phone: '+374 91 123456' },
    'POST /shop/basket/quote': { items: [{ product: product.uuid, quantity: 1 }] },
    'PUT /shop/basket/{uuid}': { quantity: 1 },
    'POST /shop/basket/merge': { items: [{ product: product.uuid, quantity: 1 }] },
    'POST /shop/checkout': checkoutBody(product.uuid, 'Outsider', '1 Street'),
  };
  if (!op.body) return undefined;
  const body = bodies[key(op)];
  if (!body) throw new Error(`Add a valid body for ${key(op)} to the generated matrix`);
  return body;
}

/** Paths that name a resource of the owners: nobody outside the family may get through. */
const PRIVATE =
  /^\/(auth|family)\/.*\{(id|parentId)\}|^\/shop\/orders\/\{uuid\}|^\/games\/plays\/\{uuid\}/;

async function family(surname: string): Promise<Family> {
  const parent = await verifiedParent(t.app, t.smtp);
  const child = await addChild(t.app, parent, t.smtp);
  for (const [id, name] of [
    [parent.user.id, `Par${surname}`],
    [child.user.id, `Kid${surname}`],
  ] as const) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/auth/update/${id}`,
      headers: bearer(parent.token),
      payload: { first_name: name, last_name: surname },
    });
  }
  return {
    parent: { id: parent.user.id, email: parent.email },
    child: { id: child.user.id, email: child.email },
    secrets: [parent.email, child.email, `Par${surname}`, `Kid${surname}`, surname],
  };
}

async function tokenOf(actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const own = actor === 'parent' || actor === 'child' ? owners : others;
  const parent = await login(t.app, own.parent.email);
  if (actor === 'parent' || actor === 'other parent') return parent.token;
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/auth/child-session/${own.child.id}`,
    headers: bearer(parent.token),
  });
  return session.json().data.token as string;
}

/**
 * For a call that a cookie authorizes (the way back of "play as"): the owners' own, fresh, made
 * for a session of their child's, with the XSRF pair a page gives, so the call reaches the check
 * behind the cookie. The owners' child calls with that very session; a visitor carries nothing.
 */
async function ownersWayBack(op: Operation, actor: Actor) {
  if (op.cookies.length === 0 || actor === 'anonymous') return undefined;
  const parent = await login(t.app, owners.parent.email);
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/auth/child-session/${owners.child.id}`,
    headers: bearer(parent.token),
  });
  const cookies = session.cookies.filter((cookie) => op.cookies.includes(cookie.name));
  return {
    childToken: session.json().data.token as string,
    headers: {
      cookie: [`${XSRF_COOKIE}=matrix`, ...cookies.map((c) => `${c.name}=${c.value}`)].join('; '),
      [XSRF_HEADER.toLowerCase()]: 'matrix',
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  owners = await family('Matrixowner');
  others = await family('Matrixother');
  const listed = await t.app.inject({ url: '/api/shop/products?per_page=100' });
  product = (listed.json().data as { uuid: string; slug: string; stock: number }[]).find(
    (p) => p.stock > 5,
  )!;
  const parentToken = (await login(t.app, owners.parent.email)).token;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    headers: bearer(parentToken),
    payload: checkoutBody(product.uuid, 'Matrixowner', '5 Owner Street'),
  });
  ownersOrder = order.json().data.uuid;
  const childToken = await tokenOf('child');
  const play = await t.app.inject({
    method: 'POST',
    url: '/api/games/egg-count/plays',
    headers: bearer(childToken!),
  });
  ownersPlay = play.json().data.play;
  operations = await operationsOf(t.app);
}, 120_000);
afterAll(async () => t?.close());

describe('the generated authorization matrix', () => {
  it('covers every operation of the OpenAPI document with five actors', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) expect(() => validBody(op)).not.toThrow();
  });

  it('never lets a caller outside the family see or change the family', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const url = callUrl(op, {
        learning: t.learning,
        parentId: owners.parent.id,
        childId: owners.child.id,
        product,
        order: ownersOrder,
        play: ownersPlay,
      });
      const body = validBody(op);
      for (const actor of ACTORS) {
        const outsider = OUTSIDERS.includes(actor);
        if (skipped(op, actor)) continue;
        const wayBack = await ownersWayBack(op, actor);
        const token = wayBack && actor === 'child' ? wayBack.childToken : await tokenOf(actor);
        const response = await t.app.inject({
          method: op.method,
          url,
          headers: {
            'accept-language': 'en',
            ...(token ? bearer(token) : {}),
            ...wayBack?.headers,
          },
          ...(body ? { payload: body } : {}),
        });
        const row = `${key(op)} as ${actor}: ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${row} (server error)`);
        if (actor === 'anonymous' && op.secured && response.statusCode !== 401) {
          failures.push(`${row} (a secured call must ask to sign in)`);
        }
        if (outsider && PRIVATE.test(op.path) && response.statusCode < 400) {
          failures.push(`${row} (another family's resource)`);
        }
        if (response.statusCode >= 400 && !errorEnvelope.safeParse(response.json()).success) {
          if (response.statusCode !== 422) failures.push(`${row} (not in the error envelope)`);
        }
        if (outsider) {
          const leaked = owners.secrets.filter((secret) => response.body.includes(secret));
          if (leaked.length) failures.push(`${row} (shows ${leaked.join(', ')})`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('left the family as it was after every outsider’s call', async () => {
    const [child] = await t.database.db.select().from(users).where(eq(users.id, owners.child.id));
    expect(child).toMatchObject({ last_name: 'Matrixowner', allow_games: false });
    // The owners' own parent switched games off above; the outsiders' calls changed nothing else.
    const [othersChild] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, others.child.id));
    expect(await verifyPassword(child!.password_hash, 'Taken-Over-9')).toBe(true);
    expect(await verifyPassword(othersChild!.password_hash, 'Taken-Over-9')).toBe(false);
    const [order] = await t.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.uuid, ownersOrder));
    expect(order!.user_id).toBe(owners.parent.id);
    const [play] = await t.database.db.select().from(gamePlays).where(eq(gamePlays.id, ownersPlay));
    expect(play!.child_id).toBe(owners.child.id);
  });
});
