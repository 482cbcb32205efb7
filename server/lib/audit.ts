import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../db';

/** Who did what to which object, and when (DOMAIN.md: deletions and role changes are audited). */
export function recordAudit(db: Database | Tx, entry: { actorId: string; action: string; subjectType: string; subjectId: string | number; details?: Record<string, unknown> }) {
  return db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      actorId: entry.actorId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: String(entry.subjectId),
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
