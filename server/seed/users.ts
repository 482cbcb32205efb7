import { randomUUID } from 'node:crypto';
import type { Role } from '@shared/constants/roles';
import type { Database } from '../db';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organization?: string;
}

export const DEMO_ORGANIZATIONS = ['Acme Corp', 'Globex'] as const;

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@example.com', firstName: 'Avery', lastName: 'Admin', role: 'admin' },
  { email: 'client@example.com', firstName: 'Casey', lastName: 'Client', role: 'client' },
  { email: 'coach@example.com', firstName: 'Jordan', lastName: 'Rivera', role: 'coach' },
  { email: 'orgadmin@acme.example', firstName: 'Olivia', lastName: 'Acheson', role: 'organization_admin', organization: 'Acme Corp' },
  { email: 'member@acme.example', firstName: 'Marcus', lastName: 'Bell', role: 'client', organization: 'Acme Corp' },
  { email: 'lead@acme.example', firstName: 'Leah', lastName: 'Tanaka', role: 'team_lead', organization: 'Acme Corp' },
  { email: 'hr@acme.example', firstName: 'Hana', lastName: 'Okafor', role: 'hr_manager', organization: 'Acme Corp' },
  { email: 'orgadmin@globex.example', firstName: 'Gabriel', lastName: 'Stone', role: 'organization_admin', organization: 'Globex' },
  { email: 'member@globex.example', firstName: 'Grace', lastName: 'Mills', role: 'client', organization: 'Globex' },
];

/** Organisations by name, created when missing. */
export async function seedOrganizations(db: Database): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const name of DEMO_ORGANIZATIONS) {
    const existing = await db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirst();
    const id = existing?.id ?? randomUUID();
    if (!existing) await db.insertInto('organizations').values({ id, name }).execute();
    ids.set(name, id);
  }
  return ids;
}

/** Demo accounts by e-mail, created when missing; existing accounts are left as their owners changed them. */
export async function seedUsers(db: Database, passwordHash: string, organizations: Map<string, string>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
    const id = existing?.id ?? randomUUID();
    if (!existing) {
      await db
        .insertInto('users')
        .values({
          id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          organizationId: user.organization ? (organizations.get(user.organization) ?? null) : null,
          passwordHash,
        })
        .execute();
    }
    ids.set(user.email, id);
  }
  return ids;
}
