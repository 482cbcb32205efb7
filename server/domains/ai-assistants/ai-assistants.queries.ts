import type { Selectable } from 'kysely';
import { ASSISTANT_COACHING_STYLES, ASSISTANT_PERSONALITIES, ASSISTANT_RESPONSE_STYLES } from '@shared/constants/ai-authoring';
import type { Assistant, AssistantMetrics, Citation, KnowledgeSource, TrainingJob } from '@shared/schemas/ai-assistants';
import type { Page } from '@shared/schemas/paging';
import type { Database, Tx } from '../../db';
import type { AiKnowledgeSourcesTable, AiTrainingJobsTable, KnowledgeKind } from '../../db/schema';
import { keysetPage, mapPage, numberKey, type PageRequest } from '../../lib/paging';
import { parseJsonList } from '../coaches/coaches.queries';

const pick = <T extends string>(list: readonly T[], value: string): T => (list as readonly string[]).includes(value) ? (value as T) : list[0]!;

export function toTrainingJob(row: Selectable<AiTrainingJobsTable>): TrainingJob {
  const progress = row.status === 'completed' ? 100 : row.total > 0 ? Math.floor((row.done / row.total) * 100) : 0;
  return { id: row.id, version: row.version, status: row.status, total: row.total, done: row.done, progress, error: row.error };
}

/** The assistants of one author: every read and change goes through this, so nobody else's is ever found. */
export function authorsAssistants(db: Database | Tx, authorId: string) {
  return db
    .selectFrom('aiAssistants')
    .innerJoin('aiCoaches', 'aiCoaches.id', 'aiAssistants.aiCoachId')
    .selectAll('aiAssistants')
    .select(['aiCoaches.name', 'aiCoaches.description', 'aiCoaches.specialties', 'aiCoaches.isActive'])
    .select((eb) => [
      eb.selectFrom('aiAssistantReplies').select((r) => r.fn.countAll<number>().as('n')).whereRef('aiAssistantReplies.assistantId', '=', 'aiAssistants.id').as('totalInteractions'),
    ])
    .where('aiAssistants.authorId', '=', authorId);
}

type AssistantRow = Awaited<ReturnType<ReturnType<typeof authorsAssistants>['executeTakeFirstOrThrow']>>;

export async function withTraining(db: Database | Tx, rows: AssistantRow[]): Promise<Assistant[]> {
  if (rows.length === 0) return [];
  const jobs = await db
    .selectFrom('aiTrainingJobs')
    .selectAll()
    .where(
      'assistantId',
      'in',
      rows.map((row) => row.id),
    )
    .where((eb) => eb('id', '=', eb.selectFrom('aiTrainingJobs as latest').select((l) => l.fn.max('latest.id').as('id')).whereRef('latest.assistantId', '=', 'aiTrainingJobs.assistantId')))
    .execute();
  const jobOf = new Map(jobs.map((job) => [job.assistantId, toTrainingJob(job)]));
  // The assistant rows were read before the jobs: a training that completed in between shows as
  // completed with the old active version. Its completion committed before the jobs were read, so
  // reading those rows again now sees the version it made active.
  const stale = rows.filter((row) => {
    const job = jobOf.get(row.id);
    return job?.status === 'completed' && job.version > row.activeVersion;
  });
  if (stale.length > 0) {
    const fresh = new Map<number, AssistantRow>();
    for (const row of stale) {
      const again = await authorsAssistants(db, row.authorId).where('aiAssistants.id', '=', row.id).executeTakeFirst();
      if (again) fresh.set(row.id, again);
    }
    rows = rows.map((row) => fresh.get(row.id) ?? row);
  }
  return rows.map((row) => ({
    id: row.id,
    aiCoachId: row.aiCoachId,
    name: row.name,
    description: row.description,
    personality: pick(ASSISTANT_PERSONALITIES, row.personality),
    specialties: parseJsonList(row.specialties),
    coachingStyle: pick(ASSISTANT_COACHING_STYLES, row.coachingStyle),
    responseStyle: pick(ASSISTANT_RESPONSE_STYLES, row.responseStyle),
    enableProactiveCheck: Boolean(row.enableProactiveCheck),
    enableGoalTracking: Boolean(row.enableGoalTracking),
    enableSessionSummaries: Boolean(row.enableSessionSummaries),
    status: row.status,
    activeVersion: row.activeVersion,
    latestVersion: row.latestVersion,
    isDeployed: row.status === 'deployed' && Boolean(row.isActive),
    totalInteractions: Number(row.totalInteractions ?? 0),
    training: jobOf.get(row.id) ?? null,
    createdAt: row.createdAt,
  }));
}

export async function listAssistants(db: Database, authorId: string, page: PageRequest): Promise<Page<Assistant>> {
  const rows = await keysetPage(authorsAssistants(db, authorId), [numberKey('ai_assistants.id', 'desc', (row) => row.id)], page);
  return { items: await withTraining(db, rows.items), nextCursor: rows.nextCursor };
}

export async function findAssistant(db: Database | Tx, authorId: string, id: number): Promise<Assistant | undefined> {
  const row = await authorsAssistants(db, authorId).where('aiAssistants.id', '=', id).executeTakeFirst();
  return row ? (await withTraining(db, [row]))[0] : undefined;
}

/** The spec's calls name no assistant: they mean the author's newest. */
export async function newestAssistantId(db: Database, authorId: string): Promise<number | undefined> {
  const row = await db.selectFrom('aiAssistants').select('id').where('authorId', '=', authorId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id;
}

/** The assistant behind an AI coach, if the coach is one (used by every chat reply). */
export async function assistantOfCoach(db: Database | Tx, aiCoachId: number): Promise<{ id: number; activeVersion: number } | undefined> {
  return db.selectFrom('aiAssistants').select(['id', 'activeVersion']).where('aiCoachId', '=', aiCoachId).executeTakeFirst();
}

export function toKnowledgeSource(row: Selectable<AiKnowledgeSourcesTable>): KnowledgeSource {
  return {
    id: row.id,
    assistantId: row.assistantId,
    kind: row.kind,
    title: row.title,
    preview: row.content.slice(0, 160),
    characters: row.content.length,
    status: row.status,
    passageCount: row.passageCount,
    createdAt: row.createdAt,
  };
}

export async function listSources(db: Database, assistantId: number, page: PageRequest): Promise<Page<KnowledgeSource>> {
  const query = db.selectFrom('aiKnowledgeSources').selectAll().where('assistantId', '=', assistantId);
  const rows = await keysetPage(query, [numberKey('ai_knowledge_sources.id', 'desc', (row) => row.id)], page);
  return mapPage(rows, toKnowledgeSource);
}

export async function countSources(db: Database | Tx, assistantId: number): Promise<number> {
  const row = await db.selectFrom('aiKnowledgeSources').select((eb) => eb.fn.countAll<number>().as('n')).where('assistantId', '=', assistantId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSource(db: Database | Tx, assistantId: number, source: { kind: KnowledgeKind; title: string; content: string }): Promise<KnowledgeSource> {
  const row = await db.insertInto('aiKnowledgeSources').values({ assistantId, ...source }).returningAll().executeTakeFirstOrThrow();
  return toKnowledgeSource(row);
}

/** A source of one of the author's assistants, or nothing. */
export async function findSourceOf(db: Database | Tx, authorId: string, sourceId: number) {
  return db
    .selectFrom('aiKnowledgeSources')
    .innerJoin('aiAssistants', 'aiAssistants.id', 'aiKnowledgeSources.assistantId')
    .selectAll('aiKnowledgeSources')
    .where('aiKnowledgeSources.id', '=', sourceId)
    .where('aiAssistants.authorId', '=', authorId)
    .executeTakeFirst();
}

export async function metricsOf(db: Database, assistantId: number): Promise<AssistantMetrics> {
  const row = await db
    .selectFrom('aiAssistantReplies')
    .select((eb) => [
      eb.fn.countAll<number>().as('interactions'),
      eb.fn.avg<number>('replyMs').as('averageReplyMs'),
      eb.fn.sum<number>('passagesUsed').as('passagesUsed'),
      eb.fn.sum<number>(eb.case().when('rating', '=', 1).then(1).else(0).end()).as('thumbsUp'),
      eb.fn.sum<number>(eb.case().when('rating', '=', -1).then(1).else(0).end()).as('thumbsDown'),
    ])
    .where('assistantId', '=', assistantId)
    .executeTakeFirstOrThrow();
  return {
    assistantId,
    interactions: Number(row.interactions ?? 0),
    averageReplyMs: Math.round(Number(row.averageReplyMs ?? 0)),
    passagesUsed: Number(row.passagesUsed ?? 0),
    thumbsUp: Number(row.thumbsUp ?? 0),
    thumbsDown: Number(row.thumbsDown ?? 0),
  };
}

/** The replies of one session, or of every session the person chatted in as its client. */
export async function listSessionCitations(
  db: Database,
  scope: { sessionId: number } | { clientId: string },
  page: PageRequest,
): Promise<Page<{ messageId: number; citations: Citation[]; rating: number | null }>> {
  const base = db.selectFrom('aiAssistantReplies').select(['aiAssistantReplies.messageId', 'aiAssistantReplies.citations', 'aiAssistantReplies.rating']);
  const query =
    'sessionId' in scope
      ? base.where('aiAssistantReplies.sessionId', '=', scope.sessionId)
      : base.where('aiAssistantReplies.sessionId', 'in', (eb) => eb.selectFrom('sessions').select('sessions.id').where('sessions.clientId', '=', scope.clientId));
  const rows = await keysetPage(query, [numberKey('ai_assistant_replies.message_id', 'desc', (row) => row.messageId)], page);
  return mapPage(rows, (row) => ({ messageId: row.messageId, citations: JSON.parse(row.citations) as Citation[], rating: row.rating }));
}
