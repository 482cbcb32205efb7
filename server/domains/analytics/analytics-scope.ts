import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { TRPCError } from '@trpc/server';
import { ANALYTICS_MESSAGES } from '@shared/constants/analytics';
import type { Role } from '@shared/constants/roles';
import type { Database } from '../../db';

/**
 * Whose numbers analytics shows. A coach: its own clients (their sessions with this coach and
 * their AI sessions). Organisation admins, HR managers and team leads: their organisation. A team
 * lead sees the members they manage once teams exist; the organisation has no team structure yet,
 * so a team lead's scope is the organisation (the seam is `teamLeadScope`). Platform admins: all,
 * or one organisation when they name it.
 */
export type AnalyticsScope =
  | { kind: 'all' }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'coach'; coachUserId: string; coachProfileId: number | null };

export interface AnalyticsViewer {
  id: string;
  role: Role;
  organizationId: string | null;
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: ANALYTICS_MESSAGES.organizationNotFound });

/** Team leads: the organisation until a team (lead -> members) relation exists; then the members they manage. */
function teamLeadScope(organizationId: string): AnalyticsScope {
  return { kind: 'organization', organizationId };
}

export async function analyticsScope(db: Database, viewer: AnalyticsViewer, requested: string | undefined): Promise<AnalyticsScope> {
  if (viewer.role === 'admin') {
    if (!requested) return { kind: 'all' };
    const org = await db.selectFrom('organizations').select('id').where('id', '=', requested).executeTakeFirst();
    if (!org) throw notFound();
    return { kind: 'organization', organizationId: org.id };
  }
  // Another organisation's id is invisible, whoever asks.
  if (requested && requested !== viewer.organizationId) throw notFound();
  if (viewer.role === 'coach') {
    const profile = await db.selectFrom('coaches').select('id').where('userId', '=', viewer.id).executeTakeFirst();
    return { kind: 'coach', coachUserId: viewer.id, coachProfileId: profile?.id ?? null };
  }
  if (viewer.role === 'organization_admin' || viewer.role === 'hr_manager' || viewer.role === 'team_lead') {
    if (!viewer.organizationId) throw notFound();
    return viewer.role === 'team_lead' ? teamLeadScope(viewer.organizationId) : { kind: 'organization', organizationId: viewer.organizationId };
  }
  throw new TRPCError({ code: 'FORBIDDEN', message: ANALYTICS_MESSAGES.forbidden });
}

/** The scope's condition on a `sessions` row (table named `sessions`, unaliased): indexed by client or coach. */
export function sessionsInScope(scope: AnalyticsScope): RawBuilder<SqlBool> {
  const clientId = sql.ref('sessions.clientId');
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`1 = 1`;
    case 'organization':
      return sql<SqlBool>`${clientId} in (select id from users where organization_id = ${scope.organizationId})`;
    case 'coach':
      // The coach's clients, in their sessions with this coach or with an AI coach; never their sessions with other coaches.
      return sql<SqlBool>`${clientId} in (select client_user_id from coach_clients where coach_user_id = ${scope.coachUserId}) and (${sql.ref('sessions.coachId')} = ${scope.coachProfileId ?? -1} or ${sql.ref('sessions.coachId')} is null)`;
  }
}

/** The scope's condition on a person column (goal owners, raters). */
export function peopleInScope(scope: AnalyticsScope, column: string): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`1 = 1`;
    case 'organization':
      return sql<SqlBool>`${ref} in (select id from users where organization_id = ${scope.organizationId})`;
    case 'coach':
      return sql<SqlBool>`${ref} in (select client_user_id from coach_clients where coach_user_id = ${scope.coachUserId})`;
  }
}

/** The clients listed on Client Progress: the coach's clients, the organisation's members who are clients, or every client. */
export function clientsInScope(scope: AnalyticsScope): RawBuilder<SqlBool> {
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`${sql.ref('u.role')} = 'client'`;
    case 'organization':
      return sql<SqlBool>`${sql.ref('u.organizationId')} = ${scope.organizationId} and ${sql.ref('u.role')} = 'client'`;
    case 'coach':
      return sql<SqlBool>`${sql.ref('u.id')} in (select client_user_id from coach_clients where coach_user_id = ${scope.coachUserId})`;
  }
}
