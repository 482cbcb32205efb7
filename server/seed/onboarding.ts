import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db';

const ORGANIZATION_DETAILS: Record<string, { domain: string; industry: string; size: string; description: string; coachingGoals: string[] }> = {
  'Acme Corp': {
    domain: 'acme.example',
    industry: 'Technology',
    size: '201-500',
    description: 'Builds developer tools; runs a leadership programme for new managers.',
    coachingGoals: ['Leadership Development', 'Team Performance', 'Communication Skills'],
  },
  Globex: {
    domain: 'globex.example',
    industry: 'Manufacturing',
    size: '1000+',
    description: 'Industrial manufacturer investing in change management coaching.',
    coachingGoals: ['Change Management', 'Employee Retention'],
  },
};

const DEMO_INVITATIONS = [
  { email: 'alex.kim@prospects.example', message: 'Great meeting you at the leadership meetup. Happy to help with your first 90 days.', status: 'pending', daysAgo: 1 },
  { email: 'taylor.morgan@clients.example', message: null, status: 'accepted', daysAgo: 9 },
  { email: 'robin.diaz@prospects.example', message: 'As promised, here is my invitation link.', status: 'declined', daysAgo: 14 },
] as const;

/** Organisation details of the demo organisations and a short invitation history for the demo coach. */
export async function seedOnboarding(db: Database, organizations: Map<string, string>, users: Map<string, string>): Promise<void> {
  for (const [name, details] of Object.entries(ORGANIZATION_DETAILS)) {
    const id = organizations.get(name);
    if (!id) continue;
    await db
      .updateTable('organizations')
      .set({ ...details, coachingGoals: JSON.stringify(details.coachingGoals) })
      .where('id', '=', id)
      .where('industry', 'is', null)
      .execute();
  }

  const coachUserId = users.get('coach@example.com');
  if (!coachUserId) return;
  const existing = await db.selectFrom('coachInvitations').select('id').where('coachUserId', '=', coachUserId).executeTakeFirst();
  if (existing) return;
  for (const invitation of DEMO_INVITATIONS) {
    const sentAt = new Date(Date.now() - invitation.daysAgo * 24 * 60 * 60 * 1000).toISOString();
    await db
      .insertInto('coachInvitations')
      .values({
        coachUserId,
        email: invitation.email,
        message: invitation.message,
        status: invitation.status,
        // Nobody holds these tokens: the demo invitations' decline links were never sent.
        declineTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        clientUserId: invitation.status === 'accepted' ? (users.get(invitation.email) ?? null) : null,
        sentAt,
        respondedAt: invitation.status === 'pending' ? null : sentAt,
      })
      .execute();
  }
}
