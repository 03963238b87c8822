import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { addChild, bearer, verifiedParent } from './helpers/users.ts';

let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;
let otherParent: Awaited<ReturnType<typeof verifiedParent>>;
let child: Awaited<ReturnType<typeof addChild>>;

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
  otherParent = await verifiedParent(t.app, t.smtp);
  child = await addChild(t.app, parent, t.smtp);
});
afterAll(async () => t?.close());

const switchTo = (childId: number | string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/child-session/${childId}`,
    headers: token ? bearer(token) : {},
  });

describe('playing as a child', () => {
  it("gives a parent a working session of their own child's", async () => {
    const response = await switchTo(child.user.id, parent.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.user).toMatchObject({
      id: child.user.id,
      type: 'child',
      parent_id: parent.user.id,
    });
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(body.data.token),
    });
    expect(me.json().data).toMatchObject({ id: child.user.id, type: 'child' });
    // The parent's own session goes on.
    const parentStill = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-data',
      headers: bearer(parent.token),
    });
    expect(parentStill.json().data.id).toBe(parent.user.id);
  });

  it('refuses another parent, the child itself and a visitor', async () => {
    expect((await switchTo(child.user.id, otherParent.token)).statusCode).toBe(403);
    expect((await switchTo(child.user.id, child.token)).statusCode).toBe(403);
    expect((await switchTo(child.user.id)).statusCode).toBe(401);
  });

  it('answers 403 for an id that is not a child of theirs, and 404 for one that is not an id', async () => {
    expect((await switchTo(parent.user.id, parent.token)).statusCode).toBe(403);
    expect((await switchTo(2_000_000_000, parent.token)).statusCode).toBe(403);
    const bad = await switchTo('abc', parent.token);
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ success: false, type: 'not_found' });
  });
});
