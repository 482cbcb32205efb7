import { randomUUID } from 'node:crypto';
import { TEAM_INVITATION_VALID_DAYS } from '@shared/constants/team';
import type { Database } from '../db';
import { randomToken } from '../lib/tokens';

const DEPARTMENTS: Record<string, string> = {
  'orgadmin@acme.example': 'Operations',
  'member@acme.example': 'Engineering',
  'lead@acme.example': 'Engineering',
  'hr@acme.example': 'People',
  'orgadmin@globex.example': 'Sales',
  'member@globex.example': 'Sales',
};

/**
 * Departments and join dates of the demo organisations' members, and one open invitation at Acme
 * (its token is thrown away: resending it mails a working link).
 */
export async function seedTeam(db: Database, organizations: Map<string, string>, users: Map<string, string>): Promise<void> {
  for (const [email, department] of Object.entries(DEPARTMENTS)) {
    const id = users.get(email);
    if (!id) continue;
    await db.updateTable('users').set({ department }).where('id', '=', id).where('department', 'is', null).execute();
  }
  await db.updateTable('users').set((eb) => ({ organizationJoinedAt: eb.ref('createdAt') })).where('organizationId', 'is not', null).where('organizationJoinedAt', 'is', null).execute();

  const acme = organizations.get('Acme Corp');
  const inviter = users.get('orgadmin@acme.example');
  if (!acme || !inviter) return;
  const existing = await db.selectFrom('organizationInvitations').select('id').where('organizationId', '=', acme).executeTakeFirst();
  if (existing) return;
  const now = new Date();
  await db
    .insertInto('organizationInvitations')
    .values({
      id: randomUUID(),
      organizationId: acme,
      email: 'new.hire@acme.example',
      fullName: 'Noor Haddad',
      role: 'client',
      department: 'Engineering',
      // Matches no token: only a resend mails a working link.
      tokenHash: randomToken(),
      expiresAt: new Date(now.getTime() + TEAM_INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000).toISOString(),
      invitedById: inviter,
      sentAt: now.toISOString(),
    })
    .execute();
}
