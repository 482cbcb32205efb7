import { TRPCError } from '@trpc/server';
import { CHAT_MESSAGES, CHAT_RATE_LIMIT } from '@shared/constants/chat';
import { AI_COACH_MESSAGES } from '@shared/constants/coaching';
import type { CurrentUser } from '@shared/schemas/auth';
import type { ChatMessage } from '@shared/schemas/chat';
import type { Session } from '@shared/schemas/sessions';
import { personName } from '@shared/utils/person-name';
import { assessSafety, type CoachReply, countryOf, type SafetyAssessment } from '../../lib/ai';
import { tooManyRequests } from '../../lib/errors';
import type { Context } from '../../trpc/context';
import { recordAudit } from '../../lib/audit';
import { memoryForCoach } from '../ai-memory/ai-memory.queries';
import { rememberFromChat } from '../ai-memory/ai-memory.service';
import { findSessionForUser } from '../sessions/sessions.queries';
import { getPlatformSettings } from '../admin/platform-settings.queries';
import { publishChatEvent } from './chat.events';
import { enqueueReply } from './chat-reply.job';
import { notify } from '../notifications/notifications.service';
import { ensureCited } from '../../lib/ai/cite';
import { knowledgeFor, recordAssistantReply } from '../ai-assistants/ai-assistants.service';
import { clientContext, conversationBefore, findPersona, flaggedSince, flagReviewers, insertAiMessage, insertFlag, insertUserMessage } from './chat.queries';

export type ChatContext = Pick<Context, 'db' | 'bus' | 'ai' | 'jobs' | 'rateLimiter' | 'log' | 'mailer' | 'config' | 'request'> & { user: CurrentUser };
export type ReplyDeps = Pick<Context, 'db' | 'bus' | 'ai' | 'log' | 'mailer' | 'config' | 'request'>;

/** A new alert for the same session and level within this window is recorded but sends no new notification. */
const ALERT_QUIET_MS = 30 * 60_000;

/** Only if the safety check flags a crisis without its own reply: never leave such a message unanswered. */
const CRISIS_FALLBACK: CoachReply = {
  message:
    'I’m really glad you told me. What you describe sounds serious, and you deserve support from a person right now. If you are in danger, please call your local emergency number. You can also reach a crisis line in your country at any hour.',
  suggestions: [],
  actionItems: [],
  followUpQuestions: [],
};

/** The session's chat, for its participants only: anyone else gets the same 404 as a missing session. */
export async function chatSession(ctx: Pick<Context, 'db'> & { user: CurrentUser }, sessionId: number): Promise<Session> {
  const session = await findSessionForUser(ctx.db, ctx.user.id, sessionId);
  if (!session) throw new TRPCError({ code: 'NOT_FOUND', message: 'Session not found' });
  return session;
}

/** Stores the client's message, answers at once, and has the AI reply written by a job (server/domains/chat/chat-reply.job.ts). */
export async function sendChatMessage(ctx: ChatContext, sessionId: number, text: string): Promise<ChatMessage> {
  const session = await chatSession(ctx, sessionId);
  if (session.clientId !== ctx.user.id) {
    throw new TRPCError({ code: 'FORBIDDEN', message: "Only the session's client can write in its chat" });
  }
  if (session.type !== 'ai') throw new TRPCError({ code: 'CONFLICT', message: 'Chat messages can only be sent in an AI coaching session' });
  if (session.status !== 'in_progress') {
    throw new TRPCError({ code: 'CONFLICT', message: `This session is ${session.status.replace('_', ' ')}; chat is open only while it is in progress` });
  }
  if (!(await getPlatformSettings(ctx.db)).allowAiCoaches) throw new TRPCError({ code: 'FORBIDDEN', message: AI_COACH_MESSAGES.disabled });
  const bucket = `chat:${ctx.user.id}`;
  // Checked and counted in one step: a parallel burst cannot all pass the check before any is counted.
  const limit = await ctx.rateLimiter.hit(bucket, CHAT_RATE_LIMIT.limit, CHAT_RATE_LIMIT.windowMs);
  if (!limit.allowed) {
    throw tooManyRequests(`You are sending messages too quickly. Try again in ${limit.retryAfterSeconds} seconds.`, limit.retryAfterSeconds);
  }

  const message = await insertUserMessage(ctx.db, session.id, ctx.user.id, text);
  publishChatEvent(ctx.bus, session.id, { type: 'message', message });
  await enqueueReply(ctx, session, message, ctx.request.origin, ctx.request.locale ?? null);
  return message;
}

async function storeAiMessage(deps: Pick<Context, 'db' | 'bus'>, sessionId: number, replyTo: number, kind: 'model' | 'error', reply: CoachReply | string) {
  const stored = await insertAiMessage(deps.db, sessionId, replyTo, kind, reply);
  publishChatEvent(deps.bus, sessionId, { type: 'message', message: stored });
  return stored;
}

/** Settles with the model's promise, or rejects as soon as the signal aborts (a model may ignore it). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The reply to one client message. The safety check first (all layers): clear risk gets the fixed
 * crisis reply, a flag and alerts; an ambiguous message a check-in question and a lower-level flag;
 * right after a crisis, a check-in before coaching resumes. Otherwise the model, streaming its text,
 * with the earlier crisis turns kept in its context. Whatever fails, an apology is stored, so the
 * chat never waits for a reply that will not come; a shutdown only rethrows, and the job runs it again.
 */
export async function writeReply(deps: ReplyDeps, session: Session, message: ChatMessage, shutdown: AbortSignal, attempt = 1): Promise<void> {
  try {
    if (shutdown.aborted) throw shutdown.reason;
    const history = await conversationBefore(deps.db, session.id, message.id);
    const clientInfo = await clientContext(deps.db, session.clientId);
    // The account's time zone first; else the browser's locale the message was sent with ('en-GB').
    const country = countryOf({ timeZone: clientInfo.timezone, locale: deps.request.locale });
    const safety = deps.ai.checkSafety
      ? await deps.ai.checkSafety(message.message, history, { country })
      : assessSafety(message.message, history, { country });
    if (safety.step && safety.reply) {
      await answerForSafety(deps, session, message, safety);
      return;
    }
    const coach = session.aiCoachId === null ? undefined : await findPersona(deps.db, session.aiCoachId);
    if (!coach) throw new Error(`session ${session.id} has no AI coach`);
    const client = { ...clientInfo, memory: await memoryForCoach(deps.db, session.clientId, session.id) };
    // A trained assistant answers from its author's material: the passages of its active version.
    const started = performance.now();
    const knowledge = await knowledgeFor(deps, session.aiCoachId, message.message);
    let seq = 0;
    const answer = await untilAborted(
      deps.ai.reply(
        { coach, client, history, message: message.message, conversationId: String(session.id), signal: shutdown, country, knowledge: knowledge?.passages },
        {
          onDelta: (text) => {
            if (shutdown.aborted || text === '') return;
            publishChatEvent(deps.bus, session.id, { type: 'delta', replyTo: message.id, seq: seq++, text, attempt });
          },
        },
      ),
      shutdown,
    );
    // Remembered before the reply shows, so the memory panel is current when the client sees the reply.
    const reply = ensureCited(answer, knowledge?.passages ?? []);
    await rememberFromChat(deps, session, message.message, !history.some((turn) => turn.role === 'coach'));
    if (knowledge) {
      const stored = await insertAiMessage(deps.db, session.id, message.id, 'model', reply);
      await recordAssistantReply(deps.db, { messageId: stored.id, sessionId: session.id, question: message.message, replyMs: performance.now() - started, knowledge });
      publishChatEvent(deps.bus, session.id, { type: 'message', message: stored });
      return;
    }
    await storeAiMessage(deps, session.id, message.id, 'model', reply);
  } catch (error) {
    // A shutdown: nothing is stored; the job goes back to the queue and the reply is written again,
    // on another instance or after the restart (the stream's attempt number tells screens to start over).
    if (shutdown.aborted) throw error;
    deps.log.error({ err: error, sessionId: session.id, provider: deps.ai.provider }, 'AI reply failed');
    await storeAiMessage(deps, session.id, message.id, 'error', CHAT_MESSAGES.replyFailed);
  }
}

/** Stores the safety check's reply; a crisis or an ambiguous message also flags the session and alerts its reviewers. */
async function answerForSafety(deps: ReplyDeps, session: Session, message: ChatMessage, safety: SafetyAssessment): Promise<void> {
  const step = safety.step ?? 'crisis';
  const reply = safety.reply ?? CRISIS_FALLBACK;
  const level = step === 'crisis' ? 'crisis' : step === 'check_in' ? 'concern' : null;
  const category = safety.category ?? 'self_harm';
  const since = new Date(Date.now() - ALERT_QUIET_MS).toISOString();
  const { stored, alert } = await deps.db.transaction().execute(async (trx) => {
    const saved = await insertAiMessage(trx, session.id, message.id, step === 'crisis' ? 'safety' : 'check_in', reply, { step, category: step === 'check_in' ? null : category });
    if (!level) return { stored: saved, alert: false };
    const alreadyAlerted = await flaggedSince(trx, session.id, level, since);
    const flagId = await insertFlag(trx, session.id, message.id, category, level);
    // Safety flags are audited (who raised it: the safety check on the client's message; when; what). Never the text.
    await recordAudit(trx, {
      actorId: null,
      action: 'session.flagged',
      subjectType: 'session',
      subjectId: String(session.id),
      details: { flagId, category, level, messageId: message.id, layers: safety.signals.map((signal) => signal.layer) },
    });
    return { stored: saved, alert: !alreadyAlerted };
  });
  publishChatEvent(deps.bus, session.id, { type: 'message', message: stored });
  if (!level) return;
  deps.bus.publish('session.flagged', { sessionId: session.id, clientId: session.clientId, category, level });
  deps.log.warn({ sessionId: session.id, category, level }, 'session flagged for review by the safety check');
  if (alert) await alertReviewers(deps, session, category, level);
}

const CATEGORY_LABELS: Record<string, string> = {
  self_harm: 'risk of self-harm',
  harm_to_others: 'risk of harm to others',
  abuse: 'abuse or violence at home',
  medical_emergency: 'a possible medical emergency',
};

/** The client's coaches and the platform admins hear of a flag at once: in the app, live, and by e-mail. Never the chat text. */
async function alertReviewers(deps: ReplyDeps, session: Session, category: string, level: 'crisis' | 'concern'): Promise<void> {
  const reviewers = await flagReviewers(deps.db, session.clientId);
  const client = personName(session.client, 'A client');
  const what = CATEGORY_LABELS[category] ?? category;
  const title = level === 'crisis' ? `Safety alert: ${client}` : `Safety check-in: ${client}`;
  const body =
    level === 'crisis'
      ? `The safety check flagged ${what} in ${client}'s AI coaching session "${session.title}". They were shown crisis resources and offered a human coach. Please reach out to them now.`
      : `${client} wrote something in the AI coaching session "${session.title}" that may signal distress. The AI coach asked them directly about their safety. Please review.`;
  await notify(deps, reviewers, {
    kind: `safety.${level}`,
    title,
    body,
    link: '/dashboard',
    email: { subject: title, origin: deps.config.publicUrl ?? deps.request.origin },
  });
}

declare module '../../lib/event-bus' {
  interface AppEvents {
    /** The safety check flagged a session; the client's coaches and admins review it. */
    'session.flagged': { sessionId: number; clientId: string; category: string; level: 'crisis' | 'concern' };
  }
}
