import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARENT_SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  errorEnvelope,
  translate,
} from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { multipart } from './helpers/multipart.ts';
import {
  addChild,
  bearer,
  birthdayForAge,
  login,
  parentFields,
  PASSWORD,
  uniqueEmail,
  verifiedParent,
} from './helpers/users.ts';

interface Member {
  id: number;
  email: string;
}

interface Family {
  parent: Member;
  child: Member;
  /** Everything that would identify this family if it leaked: emails and names. */
  secrets: string[];
}

type Actor = 'anonymous' | 'parent' | 'other parent' | 'child' | 'other child';
const ACTORS: Actor[] = ['anonymous', 'parent', 'other parent', 'child', 'other child'];

let t: TestContext;
/** The family whose resources every call of the matrix is about. */
let owners: Family;
/** Another, unrelated family. */
let others: Family;

const EN = { 'accept-language': 'en' };

async function rename(token: string, id: number, first_name: string, last_name: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/auth/update/${id}`,
    headers: bearer(token),
    payload: { first_name, last_name },
  });
  if (response.statusCode !== 200) throw new Error(`rename failed: ${response.body}`);
}

/** A verified parent with one child, both with names found nowhere else. */
async function family(parentName: string, childName: string, surname: string): Promise<Family> {
  const parent = await verifiedParent(t.app, t.smtp);
  const child = await addChild(t.app, parent, t.smtp);
  await rename(parent.token, parent.user.id, parentName, surname);
  await rename(parent.token, child.user.id, childName, surname);
  return {
    parent: { id: parent.user.id, email: parent.email },
    child: { id: child.user.id, email: child.email },
    secrets: [parent.email, child.email, parentName, childName, surname],
  };
}

function memberOf(actor: Exclude<Actor, 'anonymous'>): Member {
  switch (actor) {
    case 'parent':
      return owners.parent;
    case 'child':
      return owners.child;
    case 'other parent':
      return others.parent;
    case 'other child':
      return others.child;
  }
}

/** A fresh sign-in for every call, so that a logout in one row does not affect the next. */
async function headersOf(actor: Actor): Promise<Record<string, string>> {
  if (actor === 'anonymous') return { ...EN };
  const { token } = await login(t.app, memberOf(actor).email);
  return { ...EN, ...bearer(token) };
}

function familyOf(actor: Actor): Family | undefined {
  if (actor === 'parent' || actor === 'child') return owners;
  if (actor === 'other parent' || actor === 'other child') return others;
  return undefined;
}

function expectNoSecrets(response: LightMyRequestResponse, family: Family) {
  for (const secret of family.secrets) expect(response.body).not.toContain(secret);
}

interface Endpoint {
  name: string;
  /** `allowed` tells whether the actor is expected to get through. */
  request: (
    allowed: boolean,
  ) => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
  /** What the owner (or another allowed actor) sees on success. */
  check?: (response: LightMyRequestResponse, actor: Actor) => void;
}

const ENDPOINTS: Record<string, Endpoint> = {
  registerChild: {
    name: 'POST auth/register (a child of the parent)',
    request: async () => ({
      method: 'POST',
      url: '/api/auth/register',
      ...(await multipart({
        ...parentFields(uniqueEmail('child')),
        first_name: 'Mane',
        type: 'child',
        birthday: birthdayForAge(7),
        parent_id: owners.parent.id,
      })),
    }),
    check: (response) => {
      expect(response.json().data.user).toMatchObject({
        type: 'child',
        parent_id: owners.parent.id,
      });
    },
  },
  logout: {
    name: 'POST auth/logout',
    request: async () => ({ method: 'POST', url: '/api/auth/logout' }),
    check: (response) =>
      expect(response.json().message).toBe(translate('en', 'success.logged_out')),
  },
  parentSession: {
    name: "POST auth/parent-session (with the owners' way back)",
    request: async () => ({
      method: 'POST',
      url: '/api/auth/parent-session',
      headers: await ownersWayBack(),
    }),
  },
  userData: {
    name: 'POST auth/user-data',
    request: async () => ({ method: 'POST', url: '/api/auth/user-data' }),
    check: (response, actor) => {
      const me = memberOf(actor as Exclude<Actor, 'anonymous'>);
      expect(response.json().data).toMatchObject({ id: me.id, email: me.email });
    },
  },
  getChildren: {
    name: 'GET auth/get-children/{parentId}',
    request: async () => ({ method: 'GET', url: `/api/auth/get-children/${owners.parent.id}` }),
    check: (response) => {
      const children = response.json().data as { id: number; parent_id: number }[];
      expect(children.map((c) => c.id)).toContain(owners.child.id);
      expect(children.every((c) => c.parent_id === owners.parent.id)).toBe(true);
    },
  },
  updateParent: {
    name: 'POST auth/update/{parent id} (_method=PUT)',
    request: async (allowed) => updateRequest(owners.parent.id, allowed),
  },
  updateChild: {
    name: 'POST auth/update/{child id} (_method=PUT)',
    request: async (allowed) => updateRequest(owners.child.id, allowed),
  },
  childProgress: {
    name: 'GET family/children/{child id}/progress',
    request: async () => ({
      method: 'GET',
      url: `/api/family/children/${owners.child.id}/progress`,
    }),
    check: (response) => expect(response.json().data.child.id).toBe(owners.child.id),
  },
  childPermissions: {
    name: 'PUT family/children/{child id}/permissions',
    request: async () => ({
      method: 'PUT',
      url: `/api/family/children/${owners.child.id}/permissions`,
      payload: { games: true, videos: true },
    }),
  },
  childPassword: {
    name: 'PUT family/children/{child id}/password',
    // The same password again, so the child's later sign-ins in this matrix still work.
    request: async () => ({
      method: 'PUT',
      url: `/api/family/children/${owners.child.id}/password`,
      payload: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
    }),
  },
  removeChild: {
    name: 'DELETE family/children/{child id} (refused ones only)',
    request: async () => ({
      method: 'DELETE',
      url: `/api/family/children/${owners.child.id}`,
      payload: { password: PASSWORD },
    }),
  },
  privacySettings: {
    name: 'PUT privacy/settings',
    request: async () => ({
      method: 'PUT',
      url: '/api/privacy/settings',
      payload: { cookie_consent: { statistical: false, marketing: false } },
    }),
  },
};

/**
 * The cookie the owners' parent gets for playing as their child, with the XSRF pair of a page.
 * It opens only for the child session it was made with, which no actor here holds.
 */
async function ownersWayBack(): Promise<Record<string, string>> {
  const { token } = await login(t.app, owners.parent.email);
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/auth/child-session/${owners.child.id}`,
    headers: bearer(token),
  });
  const cookie = session.cookies.find((c) => c.name === PARENT_SESSION_COOKIE)!;
  return {
    cookie: `${XSRF_COOKIE}=matrix; ${PARENT_SESSION_COOKIE}=${cookie.value}`,
    [XSRF_HEADER.toLowerCase()]: 'matrix',
  };
}

/** A refused update carries a marker that must never show up afterwards. */
async function updateRequest(id: number, allowed: boolean) {
  return {
    method: 'POST' as const,
    url: `/api/auth/update/${id}`,
    ...(await multipart({ _method: 'PUT', nickname: allowed ? 'updated' : 'hacked' })),
  };
}

/** Expected status per actor, in the order of ACTORS. */
const MATRIX: Record<keyof typeof ENDPOINTS, [number, number, number, number, number]> = {
  // [anonymous, parent, other parent, child, other child]
  registerChild: [401, 201, 403, 403, 403],
  logout: [401, 200, 200, 200, 200],
  // Not even the owners' parent or child: only the child session the way back was made with.
  parentSession: [401, 403, 403, 403, 403],
  userData: [401, 200, 200, 200, 200],
  getChildren: [401, 200, 403, 403, 403],
  updateParent: [401, 200, 403, 403, 403],
  updateChild: [401, 200, 403, 200, 403],
  // Another family's child is not found at all: the answer does not tell that it exists.
  childProgress: [401, 200, 404, 403, 403],
  childPermissions: [401, 200, 404, 403, 403],
  childPassword: [401, 200, 404, 403, 403],
  removeChild: [401, 0, 404, 403, 403],
  // Each parent's own settings: the other parent changes only theirs.
  privacySettings: [401, 200, 200, 403, 403],
};

/** 0 marks a call the matrix does not make (removing the owners' child would end the matrix). */
const rows = Object.entries(MATRIX).flatMap(([endpoint, statuses]) =>
  ACTORS.map((actor, i) => ({
    endpoint,
    name: ENDPOINTS[endpoint]!.name,
    actor,
    status: statuses[i]!,
  })).filter((row) => row.status !== 0),
);

beforeAll(async () => {
  t = await createTestApp();
  owners = await family('Nairi', 'Arevik', 'Vardanyan');
  others = await family('Gohar', 'Levon', 'Sargsyan');
});
afterAll(async () => t?.close());

describe('who may call which accounts and family endpoint', () => {
  it.each(rows)('$name as $actor: $status', async ({ endpoint, actor, status }) => {
    const spec = ENDPOINTS[endpoint]!;
    const request = await spec.request(status < 300);
    const headers = { ...request.headers, ...(await headersOf(actor)) };
    const response = await t.app.inject({ ...request, headers } as InjectOptions);

    expect(response.statusCode).toBe(status);
    const own = familyOf(actor);
    if (status < 300) {
      expect(response.json().success).toBe(true);
      spec.check?.(response, actor);
      // Even an allowed call shows nothing of a family the caller does not belong to.
      for (const family of [owners, others]) if (family !== own) expectNoSecrets(response, family);
      return;
    }

    const body = errorEnvelope.parse(response.json());
    expect(body.code).toBe(status);
    if (status === 401) {
      expect(body).toEqual({
        success: false,
        code: 401,
        type: 'unauthenticated',
        message: translate('en', 'error.unauthenticated'),
      });
    } else {
      expect(body.type).toBe(status === 404 ? 'not_found' : 'forbidden');
    }
    // A refusal says nothing about anyone.
    expectNoSecrets(response, owners);
    expectNoSecrets(response, others);
  });

  it('left nothing behind from the refused updates', async () => {
    const { token } = await login(t.app, owners.parent.email);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(token),
    });
    const children = await t.app.inject({
      method: 'GET',
      url: `/api/auth/get-children/${owners.parent.id}`,
      headers: bearer(token),
    });
    expect(me.json().data.nickname).toBe('updated');
    const child = children.json().data.find((c: Member) => c.id === owners.child.id);
    expect(child.nickname).toBe('updated');
    expect(children.body).not.toContain('hacked');
  });
});

describe('edges of the matrix', () => {
  const forbidden = {
    success: false,
    code: 403,
    type: 'forbidden',
    message: translate('en', 'error.forbidden'),
  };

  it("refuses a child registered under someone else's parent_id", async () => {
    const { token } = await login(t.app, owners.parent.email);
    const email = uniqueEmail('stray');
    const form = await multipart({
      ...parentFields(email),
      type: 'child',
      birthday: birthdayForAge(5),
      parent_id: others.parent.id,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: form.payload,
      headers: { ...form.headers, ...EN, ...bearer(token) },
    });
    expect(response.statusCode).toBe(403);
    expect(errorEnvelope.parse(response.json()).type).toBe('forbidden');
    expectNoSecrets(response, others);

    // Nothing was created: the other family has no new child and the address is still free.
    const { token: otherToken } = await login(t.app, others.parent.email);
    const children = await t.app.inject({
      method: 'GET',
      url: `/api/auth/get-children/${others.parent.id}`,
      headers: bearer(otherToken),
    });
    expect(children.json().data.map((c: Member) => c.id)).toEqual([others.child.id]);
    await expect(login(t.app, email)).rejects.toThrow();
  });

  it('keeps an unverified parent out with email_not_verified', async () => {
    const email = uniqueEmail('unverified');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      ...(await multipart(parentFields(email))),
    });
    expect(registered.statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: EN,
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 403,
      type: 'email_not_verified',
      message: 'Email not verified',
    });
  });

  it('does not let a child list children, not even its own siblings', async () => {
    const { token } = await login(t.app, owners.child.email);
    for (const id of [owners.parent.id, owners.child.id]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/get-children/${id}`,
        headers: { ...EN, ...bearer(token) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
  });

  it('answers an update of a non-existent id exactly like one of a stranger (403, not 404)', async () => {
    const { token } = await login(t.app, owners.parent.email);
    const update = async (id: number) => {
      const form = await multipart({ _method: 'PUT', nickname: 'ghost' });
      return t.app.inject({
        method: 'POST',
        url: `/api/auth/update/${id}`,
        payload: form.payload,
        headers: { ...form.headers, ...EN, ...bearer(token) },
      });
    };
    const missing = await update(987654321);
    const stranger = await update(others.child.id);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(forbidden);
    expect(missing.body).toBe(stranger.body);
  });

  it('rejects a token that is unknown or malformed', async () => {
    for (const authorization of ['Bearer ' + 'x'.repeat(43), 'Bearer !!', 'Basic abc']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/user-data',
        headers: { ...EN, authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().type).toBe('unauthenticated');
    }
  });
});
