import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../db';

export interface AuditEntry {
  /** null when the system acted (e.g. the safety check flagging a session). */
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  details?: Record<string, unknown>;
}

/** Who did what to which object, and when (DOMAIN.md: deletions and role changes are audited). */
export async function recordAudit(db: Database | Tx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      actorId: entry.actorId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId === null ? null : String(entry.subjectId),
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
