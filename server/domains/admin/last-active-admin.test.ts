import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';

/**
 * 'The last admin' counts only admins who can act: a deactivated account (platform admin's switch)
 * or an inactive member (the organisation's switch) does not keep a platform or an organisation
 * administered. Every route that enforces the rule is tried with such a second admin present.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const roleOf = async (email: string) => (await t.db.selectFrom('users').select(['role', 'organizationId', 'deactivatedAt']).where('email', '=', email).executeTakeFirstOrThrow());

let globexId: string;
beforeEach(async () => {
  globexId = (await roleOf('orgadmin@globex.example')).organizationId!;
  // Each test starts from the seed: one active platform admin, one active Globex admin.
  await t.db.deleteFrom('users').where('email', 'like', 'idle-admin-%').execute();
  await t.db.updateTable('users').set({ role: 'admin', organizationId: null, deactivatedAt: null }).where('email', '=', 'admin@example.com').execute();
  await t.db.updateTable('users').set({ role: 'organization_admin', organizationId: globexId, organizationStatus: 'active', deactivatedAt: null }).where('email', '=', 'orgadmin@globex.example').execute();
});

async function idleAdmin(kind: 'platform' | 'deactivated-org' | 'inactive-org'): Promise<string> {
  const email = `idle-admin-${kind}-${randomUUID()}@example.com`;
  await t.db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email,
      firstName: 'Idle',
      lastName: 'Admin',
      role: kind === 'platform' ? 'admin' : 'organization_admin',
      organizationId: kind === 'platform' ? null : globexId,
      organizationStatus: kind === 'inactive-org' ? 'inactive' : 'active',
      deactivatedAt: kind === 'inactive-org' ? null : new Date().toISOString(),
    })
    .execute();
  return email;
}

describe('the last active platform admin', () => {
  it('cannot demote itself through update-role while the only other admin is deactivated', async () => {
    await idleAdmin('platform');
    const admin = await t.signIn('admin@example.com');
    const res = await admin.post('/api/auth/update-role', { role: 'client' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You are the only Platform Admin. Appoint another Platform Admin before changing your role.', code: 'CONFLICT' });
    expect((await roleOf('admin@example.com')).role).toBe('admin');
  });

  it('cannot be demoted nor deactivated in the admin panel while the only other admin is deactivated', async () => {
    await idleAdmin('platform');
    const admin = await t.signIn('admin@example.com');
    const id = await idOf('admin@example.com');
    expect((await admin.put(`/api/admin/users/${id}`, { role: 'client', organizationId: null })).status).toBe(409);
    expect((await roleOf('admin@example.com')).role).toBe('admin');
  });

  it('lets an admin step down once another ACTIVE admin exists', async () => {
    const other = await idleAdmin('platform');
    await t.db.updateTable('users').set({ deactivatedAt: null }).where('email', '=', other).execute();
    const admin = await t.signIn('admin@example.com');
    expect((await admin.post('/api/auth/update-role', { role: 'client' })).status).toBe(200);
  });
});

describe("an organization's last active admin", () => {
  for (const kind of ['deactivated-org', 'inactive-org'] as const) {
    const other = kind === 'deactivated-org' ? 'a deactivated account' : 'an inactive member';
    it(`cannot leave the role through update-role while the other admin is ${other}`, async () => {
      await idleAdmin(kind);
      const globex = await t.signIn('orgadmin@globex.example');
      const res = await globex.post('/api/auth/update-role', { role: 'client' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("You are your organization's only admin. Make another member its admin before changing your role.");
      expect((await roleOf('orgadmin@globex.example')).role).toBe('organization_admin');
    });

    it(`cannot be demoted in team management while the other admin is ${other}`, async () => {
      await idleAdmin(kind);
      const globex = await t.signIn('orgadmin@globex.example');
      const id = await idOf('orgadmin@globex.example');
      const res = await globex.put(`/api/team/members/${id}`, { name: 'Gabriel Stone', email: 'orgadmin@globex.example', role: 'member' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This is the organization's only admin. Make another member an admin before changing their role.");
      expect((await roleOf('orgadmin@globex.example')).role).toBe('organization_admin');
    });

    it(`cannot be set inactive nor removed by a platform admin while the other admin is ${other}`, async () => {
      await idleAdmin(kind);
      const platform = await t.signIn('admin@example.com');
      const id = await idOf('orgadmin@globex.example');
      const inactive = await platform.patch(`/api/team/members/${id}/status`, { status: 'inactive' });
      expect(inactive.status).toBe(409);
      expect(inactive.body.message).toBe("This is the organization's only active admin. Make another member an admin before deactivating them.");
      const removed = await platform.delete(`/api/team/members/${id}`);
      expect(removed.status).toBe(409);
      expect(removed.body.message).toBe("This is the organization's only admin. Make another member an admin before removing them.");
      expect(await roleOf('orgadmin@globex.example')).toMatchObject({ role: 'organization_admin', organizationId: globexId });
    });

    it(`cannot be demoted, moved out or deactivated in the admin panel while the other admin is ${other}`, async () => {
      await idleAdmin(kind);
      const platform = await t.signIn('admin@example.com');
      const id = await idOf('orgadmin@globex.example');
      expect((await platform.put(`/api/admin/users/${id}`, { role: 'client', organizationId: globexId })).status).toBe(409);
      const deactivated = await platform.patch(`/api/admin/users/${id}/status`, { status: 'deactivated' });
      expect(deactivated.status).toBe(409);
      expect(deactivated.body).toEqual({ message: "This is the organization's only active admin. Make another member an admin before deactivating this account.", code: 'CONFLICT' });
      expect(await roleOf('orgadmin@globex.example')).toMatchObject({ role: 'organization_admin', organizationId: globexId, deactivatedAt: null });
    });
  }
});
