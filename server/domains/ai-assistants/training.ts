import { TRPCError } from '@trpc/server';
import { ASSISTANT_MESSAGES } from '@shared/constants/ai-authoring';
import type { TrainingJob } from '@shared/schemas/ai-assistants';
import type { Context } from '../../trpc/context';
import { chunkText, embedderFor, MAX_PASSAGES_PER_VERSION, textIndexFor } from '../../lib/ai/retrieval';
import { countSources, toTrainingJob } from './ai-assistants.queries';

type TrainingDeps = Pick<Context, 'db' | 'config' | 'log'>;
type StartDeps = TrainingDeps & Pick<Context, 'jobs'>;

declare module '../../lib/jobs' {
  interface JobPayloads {
    'ai-assistant.train': { jobKey: string };
  }
}

/** Training runs on the job queue: a training cut short by a restart runs again (afresh) on the next instance that polls. */
export function defineTrainingJobs(deps: TrainingDeps & Pick<Context, 'jobs'>): void {
  deps.jobs.define('ai-assistant.train', ({ jobKey }, job) => runTrainingJob(deps, jobKey, job.signal), { maxAttempts: 3, leaseMs: 15 * 60_000 });
}

/** Passages written (and embedded) per transaction: the progress bar moves per batch. */
const BATCH = 16;

/**
 * Starts a training of the assistant's current sources as a new version: the job row first (its key
 * names the assistant and version, so running it again is the same job), then a job on the
 * queue. Chats keep using the active version until this one is complete.
 */
export async function startTraining(deps: StartDeps, assistantId: number): Promise<TrainingJob> {
  if ((await countSources(deps.db, assistantId)) === 0) throw new TRPCError({ code: 'CONFLICT', message: ASSISTANT_MESSAGES.noSources });
  const job = await deps.db.transaction().execute(async (trx) => {
    const assistant = await trx.selectFrom('aiAssistants').select('latestVersion').where('id', '=', assistantId).executeTakeFirstOrThrow();
    const version = assistant.latestVersion + 1;
    // Guarded on the version read: two trainings started at once get different versions, never the same one twice.
    const moved = await trx.updateTable('aiAssistants').set({ latestVersion: version }).where('id', '=', assistantId).where('latestVersion', '=', assistant.latestVersion).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new TRPCError({ code: 'CONFLICT', message: 'A training was just started; wait a moment and try again.' });
    return trx.insertInto('aiTrainingJobs').values({ jobKey: trainingJobKey(assistantId, version), assistantId, version }).returningAll().executeTakeFirstOrThrow();
  });
  await deps.jobs.enqueue('ai-assistant.train', { jobKey: job.jobKey }, { key: job.jobKey });
  deps.jobs.wake();
  return toTrainingJob(job);
}

export const trainingJobKey = (assistantId: number, version: number) => `ai-assistant-training:${assistantId}:v${version}`;

/**
 * The training job: splits every source into passages, indexes them for full-text search (and embeds
 * them when an embeddings model is configured), then makes the version the one chats use and removes
 * older versions. Idempotent by job key: a run after a crash starts the version afresh; a completed job does nothing.
 */
export async function runTrainingJob(deps: TrainingDeps, jobKey: string, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const job = await db.selectFrom('aiTrainingJobs').selectAll().where('jobKey', '=', jobKey).executeTakeFirst();
  if (!job || job.status === 'completed') return;
  const { assistantId, version } = job;
  const index = textIndexFor(db);
  try {
    const sources = await db.selectFrom('aiKnowledgeSources').select(['id', 'title', 'content']).where('assistantId', '=', assistantId).orderBy('id').execute();
    const passages = sources
      .flatMap((source) => chunkText(source.content).map((chunk) => ({ sourceId: source.id, title: source.title, ordinal: chunk.ordinal, text: chunk.text })))
      .slice(0, MAX_PASSAGES_PER_VERSION);
    await db.transaction().execute(async (trx) => {
      // A previous, interrupted run of this job left part of the version: start it afresh.
      await index.remove(trx, assistantId, { only: version });
      await trx.deleteFrom('aiKnowledgePassages').where('assistantId', '=', assistantId).where('version', '=', version).execute();
      await trx.updateTable('aiTrainingJobs').set({ status: 'running', total: passages.length, done: 0, error: null }).where('id', '=', job.id).execute();
    });
    const embedder = embedderFor(deps.config.ai);
    for (let start = 0; start < passages.length; start += BATCH) {
      if (signal.aborted) throw signal.reason;
      const batch = passages.slice(start, start + BATCH);
      const vectors = embedder ? await embedder.embed(batch.map((passage) => `${passage.title}\n${passage.text}`)) : [];
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .insertInto('aiKnowledgePassages')
          .values(batch.map((passage, i) => ({ assistantId, version, ...passage, embedding: vectors[i] ? JSON.stringify(vectors[i]) : null })))
          .returning(['id', 'title', 'text'])
          .execute();
        await index.add(trx, { assistantId, version }, rows);
        await trx.updateTable('aiTrainingJobs').set({ done: start + batch.length }).where('id', '=', job.id).execute();
      });
    }
    await db.transaction().execute(async (trx) => {
      const counts = new Map<number, number>();
      for (const passage of passages) counts.set(passage.sourceId, (counts.get(passage.sourceId) ?? 0) + 1);
      for (const source of sources) {
        await trx.updateTable('aiKnowledgeSources').set({ status: 'indexed', passageCount: counts.get(source.id) ?? 0 }).where('id', '=', source.id).execute();
      }
      // A newer training that finished first keeps its place: versions only move forward.
      const moved = await trx.updateTable('aiAssistants').set({ activeVersion: version }).where('id', '=', assistantId).where('activeVersion', '<', version).executeTakeFirst();
      await trx.updateTable('aiAssistants').set({ status: 'testing' }).where('id', '=', assistantId).where('status', '=', 'training').execute();
      const keepFrom = Number(moved.numUpdatedRows) === 1 ? version : version + 1;
      await index.remove(trx, assistantId, { below: keepFrom });
      await trx.deleteFrom('aiKnowledgePassages').where('assistantId', '=', assistantId).where('version', '<', keepFrom).execute();
      await trx.updateTable('aiTrainingJobs').set({ status: 'completed', done: passages.length, finishedAt: new Date().toISOString() }).where('id', '=', job.id).execute();
    });
  } catch (error) {
    // A shutdown: the job goes back to the queue and this version is trained afresh by its next run.
    if (signal.aborted) throw error;
    deps.log.error({ err: error, jobKey }, 'AI assistant training failed');
    await db
      .updateTable('aiTrainingJobs')
      .set({ status: 'failed', error: 'Training failed; try again.', finishedAt: new Date().toISOString() })
      .where('id', '=', job.id)
      .execute();
  }
}
