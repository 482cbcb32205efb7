import { TRPCError } from '@trpc/server';
import { ORG_MANAGER_ROLES, type Role } from '@shared/constants/roles';
import { TEAM_MESSAGES } from '@shared/constants/team';
import type { Database, Tx } from '../../db';
import { signedIn } from '../../trpc/access';

export interface Viewer {
  id: string;
  role: Role;
  organizationId: string | null;
}

export interface OrganizationScope {
  organizationId: string;
  organizationName: string;
  /** A platform admin looking at the organisation rather than one of its members. */
  asPlatformAdmin: boolean;
}

/** 'read': admins, team leads and HR managers of the organisation; 'manage': its admins only. Platform admins both, for any organisation. */
export type ScopeNeed = 'read' | 'manage';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: TEAM_MESSAGES.organizationNotFound });

/**
 * The organisation a team, programme or organisation-report call acts on, and whether the caller may.
 * Members of an organisation act on their own (another organisation's id is a 404, as if it did not
 * exist); platform admins name the organisation they look at. Other roles get 403.
 */
export async function organizationScope(
  db: Database | Tx,
  viewer: Viewer,
  requested: string | null | undefined,
  need: ScopeNeed,
  forbidden: string = TEAM_MESSAGES.forbidden,
): Promise<OrganizationScope> {
  if (viewer.role === 'admin') {
    if (!requested) throw new TRPCError({ code: 'BAD_REQUEST', message: TEAM_MESSAGES.chooseOrganization });
    const org = await db.selectFrom('organizations').select(['id', 'name']).where('id', '=', requested).executeTakeFirst();
    if (!org) throw notFound();
    return { organizationId: org.id, organizationName: org.name, asPlatformAdmin: true };
  }
  const manager = (ORG_MANAGER_ROLES as readonly Role[]).includes(viewer.role);
  if (!viewer.organizationId || !manager) {
    // Someone else's organisation stays invisible even to people who may use no team page at all.
    if (requested && requested !== viewer.organizationId) throw notFound();
    throw new TRPCError({ code: 'FORBIDDEN', message: forbidden });
  }
  if (requested && requested !== viewer.organizationId) throw notFound();
  if (need === 'manage' && viewer.role !== 'organization_admin') throw new TRPCError({ code: 'FORBIDDEN', message: TEAM_MESSAGES.manageForbidden });
  const org = await db.selectFrom('organizations').select(['id', 'name']).where('id', '=', viewer.organizationId).executeTakeFirst();
  if (!org) throw notFound();
  return { organizationId: org.id, organizationName: org.name, asPlatformAdmin: false };
}

/** Access of an organisation's settings (features, single sign-on): its organization_admin and platform admins. */
export const organizationManageAccess = signedIn({
  object: true,
  organization: true,
  own: { team_lead: 'forbidden', hr_manager: 'forbidden', otherOrgMember: 'forbidden' },
  foreign: { peer: { organization_admin: 'ok', team_lead: 'forbidden', hr_manager: 'forbidden', otherOrgMember: 'forbidden' }, otherOrg: { admin: 'ok' } },
});
