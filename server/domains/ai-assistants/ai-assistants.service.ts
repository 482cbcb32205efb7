import { TRPCError } from '@trpc/server';
import { ASSISTANT_MESSAGES, RETRIEVAL_TOP_K } from '@shared/constants/ai-authoring';
import type { Assistant } from '@shared/schemas/ai-assistants';
import type { assistantSetupSchema } from '@shared/schemas/ai-assistants';
import type { CurrentUser } from '@shared/schemas/auth';
import type { z } from 'zod';
import type { Database } from '../../db';
import { type KnowledgePassage, retrieve } from '../../lib/ai';
import { excerptFor } from '../../lib/ai/builtin/knowledge-quote';
import { recordAudit } from '../../lib/audit';
import type { Context } from '../../trpc/context';
import { insertAiCoach } from '../ai-coaches/ai-coaches.queries';
import { syncSessionParticipants } from '../sessions/session-participants';
import { authorOwner } from '../ai-coaches/ai-coaches.service';
import { assistantOfCoach, findAssistant } from './ai-assistants.queries';
import { startTraining } from './training';

type Setup = z.output<typeof assistantSetupSchema>;
type Ctx = Pick<Context, 'db' | 'config' | 'log' | 'jobs'> & { user: CurrentUser };

export const assistantNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: ASSISTANT_MESSAGES.notFound });

/** Words in the persona that pick the builtin engine's voice, and how each personality speaks. */
const PERSONALITY_LINES: Record<Setup['personality'], string> = {
  empathetic: 'Empathetic, gentle and encouraging: names feelings before plans and keeps a kind, realistic pace.',
  analytical: 'Analytical, precise and direct: asks for the numbers, the facts and the result that is needed.',
  motivational: 'Motivational, energetic and encouraging: builds momentum, celebrates progress and keeps things moving fast.',
  calm: 'Calm, curious and grounded: slows things down, asks open questions and explores what is underneath.',
  strategic: 'Strategic and candid like an executive strategist: thinks in options, trade-offs and the decision that matters most.',
};
const STYLE_LINES: Record<Setup['coachingStyle'], string> = {
  directive: 'Coaching style: directive. Offer clear recommendations and concrete next steps when the client asks what to do.',
  'non-directive': 'Coaching style: non-directive. Ask open questions and let the client find their own answers; rarely give advice.',
  'solution-focused': 'Coaching style: solution-focused. Look for what already works, exceptions to the problem and the smallest next step.',
  transformational: 'Coaching style: transformational. Explore beliefs, identity and values behind the situation, not only the task.',
};
const RESPONSE_LINES: Record<Setup['responseStyle'], string> = {
  concise: 'Response style: concise. Keep replies short: two or three sentences and one question.',
  detailed: 'Response style: detailed. Explain the reasoning and give examples before the question.',
  conversational: 'Response style: conversational. Sound like a person talking, warm and plain.',
  structured: 'Response style: structured. Use short labelled parts: what I hear, options, next step.',
};

/** The persona and instructions the generator's settings stand for: what the model (or the builtin engine's voice) receives. */
export function assistantPersona(setup: Setup): { persona: string; systemPrompt: string } {
  const switches = [
    setup.enableGoalTracking ? "Track the client's goals: refer to them and ask about progress." : '',
    setup.enableSessionSummaries ? 'When a conversation winds down, sum up what was agreed in one or two sentences.' : '',
    setup.enableProactiveCheck ? 'Check in proactively: at the start, ask how the last agreed step went.' : '',
  ].filter(Boolean);
  return {
    persona: PERSONALITY_LINES[setup.personality],
    systemPrompt: [
      `You are ${setup.name}. ${setup.description}`,
      `Specialties: ${setup.specialties.join(', ')}.`,
      STYLE_LINES[setup.coachingStyle],
      RESPONSE_LINES[setup.responseStyle],
      ...switches,
      "Draw on the author's material when it answers the question, and say where it comes from.",
    ].join('\n'),
  };
}

/** POST /api/ai-assistants: the assistant and its (not yet visible) AI coach, owned like a built coach. */
export async function createAssistant(ctx: Ctx, setup: Setup): Promise<Assistant> {
  const owner = await authorOwner(ctx.db, ctx.user);
  const { persona, systemPrompt } = assistantPersona(setup);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const coach = await insertAiCoach(
      trx,
      ctx.user.id,
      owner,
      { name: setup.name, description: setup.description, persona, specialties: setup.specialties, systemPrompt, iconType: 'bot', iconColor: 'purple' },
      false,
    );
    const row = await trx
      .insertInto('aiAssistants')
      .values({
        aiCoachId: coach.id,
        authorId: ctx.user.id,
        personality: setup.personality,
        coachingStyle: setup.coachingStyle,
        responseStyle: setup.responseStyle,
        enableProactiveCheck: setup.enableProactiveCheck,
        enableGoalTracking: setup.enableGoalTracking,
        enableSessionSummaries: setup.enableSessionSummaries,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: ctx.user.id, action: 'ai_assistant.created', subjectType: 'ai_assistant', subjectId: row.id, details: { name: setup.name } });
    return row.id;
  });
  const created = await findAssistant(ctx.db, ctx.user.id, id);
  if (!created) throw new Error(`AI assistant ${id} vanished after its creation`);
  return created;
}

export async function ownAssistant(db: Database, user: CurrentUser, id: number): Promise<Assistant> {
  const assistant = await findAssistant(db, user.id, id);
  if (!assistant) throw assistantNotFound();
  return assistant;
}

export async function train(ctx: Ctx, id: number): Promise<Assistant> {
  await ownAssistant(ctx.db, ctx.user, id);
  await startTraining(ctx, id);
  return ownAssistant(ctx.db, ctx.user, id);
}

/** Deploy: the assistant's AI coach shows in /ai-coaches for the author's clients (or organisation); undeploy hides it again. */
export async function setDeployed(ctx: Ctx, id: number, deployed: boolean): Promise<Assistant> {
  const assistant = await ownAssistant(ctx.db, ctx.user, id);
  if (deployed && assistant.activeVersion === 0) throw new TRPCError({ code: 'CONFLICT', message: ASSISTANT_MESSAGES.notTrained });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('aiCoaches').set({ isActive: deployed, updatedAt: new Date().toISOString() }).where('id', '=', assistant.aiCoachId).execute();
    await trx.updateTable('aiAssistants').set({ status: deployed ? 'deployed' : 'testing' }).where('id', '=', id).execute();
    await recordAudit(trx, { actorId: ctx.user.id, action: deployed ? 'ai_assistant.deployed' : 'ai_assistant.undeployed', subjectType: 'ai_assistant', subjectId: id, details: { version: assistant.activeVersion } });
  });
  return ownAssistant(ctx.db, ctx.user, id);
}

/** The Testing step's chat: an in-progress AI session of the author with the draft assistant (the same live chat as any AI session). */
export async function openTestSession(ctx: Ctx, id: number): Promise<{ sessionId: number }> {
  const assistant = await ownAssistant(ctx.db, ctx.user, id);
  const open = await ctx.db
    .selectFrom('sessions')
    .select('id')
    .where('clientId', '=', ctx.user.id)
    .where('aiCoachId', '=', assistant.aiCoachId)
    .where('status', '=', 'in_progress')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open) return { sessionId: open.id };
  const now = new Date();
  // The session and its participant rows together, so reads by participant find it at once.
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
    .insertInto('sessions')
    .values({
      type: 'ai',
      title: `Testing ${assistant.name}`,
      description: 'A test conversation with a draft AI assistant.',
      status: 'in_progress',
      scheduledAt: now.toISOString(),
      duration: 60,
      endsAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
      coachId: null,
      aiCoachId: assistant.aiCoachId,
      clientId: ctx.user.id,
      bookedById: ctx.user.id,
      timezone: null,
      startedAt: now.toISOString(),
      completedAt: null,
      cancelledAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
    await syncSessionParticipants(trx, [inserted.id]);
    return inserted;
  });
  return { sessionId: row.id };
}

/** What a chat reply of this AI coach draws on: the passages of its assistant's active version (none for other coaches). */
export async function knowledgeFor(deps: Pick<Context, 'db' | 'config'>, aiCoachId: number | null, message: string): Promise<{ assistantId: number; version: number; passages: KnowledgePassage[] } | null> {
  if (aiCoachId === null) return null;
  const assistant = await assistantOfCoach(deps.db, aiCoachId);
  if (!assistant) return null;
  if (assistant.activeVersion === 0) return { assistantId: assistant.id, version: 0, passages: [] };
  const passages = await retrieve(deps.db, deps.config.ai, { assistantId: assistant.id, version: assistant.activeVersion }, message, RETRIEVAL_TOP_K);
  if (passages.length > 0) return { assistantId: assistant.id, version: assistant.activeVersion, passages };
  // A training may have completed between reading the version and searching it (its older passages
  // go as the new version takes over, and with a pool the two reads can straddle that): read again.
  const current = await assistantOfCoach(deps.db, aiCoachId);
  if (!current || current.activeVersion === assistant.activeVersion) return { assistantId: assistant.id, version: assistant.activeVersion, passages };
  const again = await retrieve(deps.db, deps.config.ai, { assistantId: current.id, version: current.activeVersion }, message, RETRIEVAL_TOP_K);
  return { assistantId: current.id, version: current.activeVersion, passages: again };
}

/** Records an assistant's reply for its metrics and the Testing panel: time taken and the passages it used. */
export async function recordAssistantReply(
  db: Database,
  reply: { messageId: number; sessionId: number; question: string; replyMs: number; knowledge: { assistantId: number; version: number; passages: KnowledgePassage[] } },
): Promise<void> {
  const citations = reply.knowledge.passages.map((passage) => ({ sourceId: passage.sourceId, title: passage.title, excerpt: excerptFor(passage.text, reply.question, 240), score: passage.score }));
  await db
    .insertInto('aiAssistantReplies')
    .values({
      messageId: reply.messageId,
      assistantId: reply.knowledge.assistantId,
      sessionId: reply.sessionId,
      version: reply.knowledge.version,
      replyMs: Math.max(0, Math.round(reply.replyMs)),
      citations: JSON.stringify(citations),
      passagesUsed: citations.length,
    })
    .execute();
}
