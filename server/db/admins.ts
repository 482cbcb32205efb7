import type { ExpressionBuilder } from 'kysely';
import type { DB } from './schema';

/**
 * The 'last admin' rules (a platform keeps a platform admin, an organisation keeps an admin) count
 * only admins who can act: an account a platform admin deactivated, or a member its organisation set
 * inactive, cannot sign in, so it does not keep the platform or the organisation administered.
 * Every place that enforces the rule asks here, inside its conditional UPDATE.
 */
type SelectFrom = ExpressionBuilder<DB, 'users'>['selectFrom'];

/** Platform admins other than `userId` whose account is active. */
export function otherActivePlatformAdmins(selectFrom: SelectFrom, userId: string) {
  return selectFrom('users as other').select('other.id').where('other.role', '=', 'admin').where('other.deactivatedAt', 'is', null).where('other.id', '!=', userId);
}

/** Admins of `organizationId` other than `userId` who are active members with an active account. */
export function otherActiveOrganizationAdmins(selectFrom: SelectFrom, organizationId: string, userId: string) {
  return selectFrom('users as other')
    .select('other.id')
    .where('other.role', '=', 'organization_admin')
    .where('other.organizationId', '=', organizationId)
    .where('other.organizationStatus', '=', 'active')
    .where('other.deactivatedAt', 'is', null)
    .where('other.id', '!=', userId);
}
