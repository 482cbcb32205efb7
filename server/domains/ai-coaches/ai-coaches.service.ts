import { TRPCError } from '@trpc/server';
import { BUILDER_MESSAGES } from '@shared/constants/ai-authoring';
import { AI_COACH_MESSAGES } from '@shared/constants/coaching';
import type { CurrentUser } from '@shared/schemas/auth';
import type { ManagedAiCoach } from '@shared/schemas/ai-coaches';
import type { Database, Tx } from '../../db';
import { coachPlanOf } from '../coaches/client-limit';
import { type AiCoachChanges, type AiCoachOwner, findManagedAiCoach, updateAiCoach } from './ai-coaches.queries';

export const aiCoachNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: AI_COACH_MESSAGES.notFound });

/**
 * Who may author an AI coach, and whose it becomes (part 2 section 9: custom AI coaches are a Premium
 * feature): a platform admin's is the platform's (or a named organisation's); an organisation admin's
 * is their organisation's; a Premium coach's is shown to their own clients. Everyone else: 403 naming the plan.
 */
export async function authorOwner(db: Database | Tx, user: CurrentUser, requestedOrganizationId?: string | null): Promise<AiCoachOwner> {
  if (user.role === 'admin') {
    const organizationId = requestedOrganizationId ?? null;
    if (organizationId && !(await db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst())) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
    }
    return { organizationId, coachUserId: null };
  }
  if (user.role === 'organization_admin' && user.organizationId) {
    if (requestedOrganizationId && requestedOrganizationId !== user.organizationId) throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
    return { organizationId: user.organizationId, coachUserId: null };
  }
  if (user.role === 'coach') {
    if (requestedOrganizationId) throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
    if ((await coachPlanOf(db, user.id)) !== 'premium') throw new TRPCError({ code: 'FORBIDDEN', message: BUILDER_MESSAGES.premiumOnly });
    return { organizationId: null, coachUserId: user.id };
  }
  throw new TRPCError({ code: 'FORBIDDEN', message: BUILDER_MESSAGES.clientsCannot });
}

/**
 * Who may edit or deactivate an AI coach: platform admins any; organisation admins their organisation's;
 * a coach the ones they made for their clients. Another organisation's or coach's coach does not exist
 * for the caller (404); the platform's may be read, not edited (403).
 */
export function ensureMayEdit(user: CurrentUser, coach: ManagedAiCoach): void {
  if (user.role === 'admin') return;
  const platforms = coach.organizationId === null && coach.coachUserId === null;
  if (user.role === 'organization_admin' && user.organizationId) {
    if (coach.organizationId === user.organizationId) return;
    if (platforms) throw new TRPCError({ code: 'FORBIDDEN', message: "Only platform admins can change the platform's AI coaches." });
    throw aiCoachNotFound();
  }
  if (user.role === 'coach') {
    if (coach.coachUserId === user.id) return;
    if (platforms) throw new TRPCError({ code: 'FORBIDDEN', message: "Only platform admins can change the platform's AI coaches." });
    throw aiCoachNotFound();
  }
  throw new TRPCError({ code: 'FORBIDDEN', message: AI_COACH_MESSAGES.forbidden });
}

/** Applies changes (a PATCH of some fields or the builder's whole form) to an AI coach the user may edit; audited. */
export async function editAiCoach(db: Database, user: CurrentUser, { id, ...changes }: { id: number } & AiCoachChanges): Promise<ManagedAiCoach> {
  const coach = await findManagedAiCoach(db, id);
  if (!coach) throw aiCoachNotFound();
  ensureMayEdit(user, coach);
  const updated = await updateAiCoach(db, user.id, id, changes);
  if (!updated) throw aiCoachNotFound();
  return updated;
}
