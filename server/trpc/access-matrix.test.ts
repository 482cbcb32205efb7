import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@shared/constants/auth';
import { COACH_SPECIALTIES } from '@shared/constants/coaching';
import {
  COACH_TIMEZONE_VALUES,
  COACHING_GOALS,
  ONBOARDING_AVAILABILITY,
  ONBOARDING_COMMUNICATION,
  ONBOARDING_EXPERIENCE,
  ORGANIZATION_INDUSTRIES,
  ORGANIZATION_SIZES,
} from '@shared/constants/onboarding';
import { insertEmailLink } from '../domains/auth/email-link.queries';
import { hashPassword } from '../domains/auth/passwords';
import { createConversation, insertMessage as insertHelpMessage } from '../domains/chatbot/chatbot.queries';
import { ensureConversation } from '../domains/messages/messages.queries';
import { insertNotifications } from '../domains/notifications/notifications.queries';
import { generateReport } from '../domains/progress-reports/progress-reports.queries';
import { findUserById, toCurrentUser } from '../domains/users/users.queries';
import { deadMailJob } from '../lib/jobs.testkit';
import { hashToken } from '../lib/tokens';
import { type HttpClient, type TestApp, startTestApp } from '../testing/harness';
import { createTestTrpc } from '../testing/trpc';
import { ACTORS, type AccessRule, type Actor, type Outcome, type Owner } from './access';
import type { Context } from './context';
import { syncSessionParticipants } from '../domains/sessions/session-participants';
import { createCallerFactory } from './init';
import { listRestOperations } from './rest';
import { appRouter } from './root';

/**
 * Every procedure of the root router, called in-process (createCaller) as every actor, on objects
 * of every owner, against the rule in its `.meta({ access })`; then a sample of the same over real
 * HTTP and the websocket. Lists are checked against their single read.
 */

interface Person {
  id: string;
  email: string;
  role: string;
  organizationId: string | null;
}

interface Fixture {
  /** The input for a call by `actor` (null: signed out) that addresses `owner`'s object. */
  input(owner: Person, actor: Person | null): Promise<unknown> | unknown;
  /** The call changes the caller itself (role, password, profile): it runs as a fresh copy of the actor. */
  fresh?: boolean;
  /** The call changes the owner (removal from a team): another person's object is a fresh copy of its owner. */
  freshOwner?: boolean;
}

let t: TestApp;
const people = {} as Record<Actor | 'stranger' | 'acmeMember' | 'globexAdmin', Person | null>;
let platformAiCoach: number;
let demoCoachProfile: number;
let platformResource: number;
/** A coach profile of none of the actors: the coach of the actors' own human sessions as clients. */
let neutralCoachProfile: number;
let sequence = 0;
/** A whole AI coach builder form (PUT /api/ai-coaches/{id}). */
const BUILDER_FORM = {
  name: 'Matrix builder coach',
  description: 'A coach for the access checks of the builder.',
  persona: 'Calm, direct and curious; asks one question at a time and waits for the answer.',
  specialties: ['Time Management'],
  systemPrompt: 'You help people plan their week. Ask about their priorities first, then help them choose what to drop, delegate or defer this week.',
};
/** One hash of the demo password for every copy: hashing is slow by design. */
let demoHash: string | undefined;

const DEMO: Record<Exclude<Actor, 'anonymous'> | 'acmeMember' | 'globexAdmin', string> = {
  client: 'client@example.com',
  coach: 'coach@example.com',
  organization_admin: 'orgadmin@acme.example',
  team_lead: 'lead@acme.example',
  hr_manager: 'hr@acme.example',
  admin: 'admin@example.com',
  otherOrgMember: 'member@globex.example',
  acmeMember: 'member@acme.example',
  globexAdmin: 'orgadmin@globex.example',
};

async function person(email: string): Promise<Person> {
  return t.db.selectFrom('users').select(['id', 'email', 'role', 'organizationId']).where('email', '=', email).executeTakeFirstOrThrow();
}

/** A new account like `actor` (same role and organisation, a coach profile for a coach, the demo password). */
async function cloneOf(actor: Person): Promise<Person> {
  const id = randomUUID();
  const email = `clone-${++sequence}@matrix.example`;
  await t.db
    .insertInto('users')
    .values({ id, email, firstName: 'Clone', lastName: String(sequence), role: actor.role as never, organizationId: actor.organizationId, profileImageUrl: null, passwordHash: (demoHash ??= await hashPassword(DEMO_PASSWORD)) })
    .execute();
  if (actor.role === 'coach') await t.db.insertInto('coaches').values({ userId: id, title: 'Coach', specialties: '["Leadership"]' }).execute();
  return { id, email, role: actor.role, organizationId: actor.organizationId };
}

/** Whose objects an actor meets: its own, a peer's (same organisation, or another independent person), another organisation's. */
function ownerOf(actor: Person | null, owner: Owner): Person {
  const me = actor ?? people.client!;
  if (owner === 'self') return me;
  const org = me.organizationId;
  if (owner === 'peer') {
    if (!org) return people.stranger!;
    return org === people.organization_admin!.organizationId ? (me.id === people.acmeMember!.id ? people.team_lead! : people.acmeMember!) : people.globexAdmin!;
  }
  // Another organisation's member who is nobody's client here (the demo coach coaches an Acme member).
  return org === people.otherOrgMember!.organizationId ? people.acmeMember! : people.otherOrgMember!;
}

function ctxFor(actor: Person | null, user: Awaited<ReturnType<typeof findUserById>> | undefined): Context {
  const services = t.app.services;
  return {
    ...services,
    user: user ? toCurrentUser(user) : null,
    sessionIdHash: null,
    request: { ip: `10.9.${(sequence >> 8) & 255}.${sequence++ & 255}`, userAgent: 'access-matrix', origin: t.url, cookies: {} },
    cookies: { set() {}, clear() {}, setReferral() {} },
    exposeErrorDetails: false,
  } as Context;
}

const CODES: Partial<Record<TRPCError['code'], Outcome>> = {
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  BAD_REQUEST: 'invalid',
  CONFLICT: 'conflict',
};

/** Calls one procedure by its path; a subscription counts as allowed when its first step does not throw. */
async function call(procedure: string, ctx: Context, input: unknown): Promise<{ outcome: Outcome | string; result?: unknown }> {
  const caller = createCallerFactory(appRouter)(ctx) as unknown as Record<string, unknown>;
  const fn = procedure.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;
  try {
    const result = await Promise.race([fn(input), new Promise((_, reject) => setTimeout(() => reject(new Error(`${procedure} did not answer in 5 s`)), 5000))]);
    if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
      // A stream that starts is allowed; it is closed at once (its first event may never come).
      const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
      const first = await Promise.race([iterator.next(), new Promise((resolve) => setTimeout(() => resolve('waiting'), 30))]);
      void iterator.return?.();
      return { outcome: 'ok', result: first };
    }
    return { outcome: 'ok', result };
  } catch (error) {
    if (error instanceof TRPCError) return { outcome: CODES[error.code] ?? `${error.code}: ${error.message}` };
    return { outcome: `thrown: ${String(error)}` };
  }
}

// --- objects of an owner, made directly in the database ---

async function goal(owner: Person) {
  const row = await t.db
    .insertInto('goals')
    .values({ userId: owner.id, title: 'Matrix goal', description: 'Access', category: 'skills', priority: 'low', status: 'active', progress: 0, targetDate: '2027-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function aiSession(owner: Person, status: 'in_progress' | 'scheduled' = 'in_progress') {
  const start = status === 'scheduled' ? new Date(Date.now() + (30 + ++sequence) * 86_400_000) : new Date();
  const row = await t.db
    .insertInto('sessions')
    .values({
      type: 'ai',
      title: 'Matrix session',
      description: null,
      status,
      scheduledAt: start.toISOString(),
      duration: 30,
      endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
      coachId: null,
      aiCoachId: platformAiCoach,
      clientId: owner.id,
      bookedById: owner.id,
      timezone: null,
      startedAt: status === 'in_progress' ? start.toISOString() : null,
      completedAt: null,
      cancelledAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncSessionParticipants(t.db, [row.id]);
  return row.id;
}

/**
 * A human session of the owner's: a coach's own when the owner coaches, else the owner's as client
 * with a coach none of the actors is (so only the owner is a participant).
 */
async function humanSession(owner: Person, status: 'scheduled' | 'in_progress' = 'scheduled') {
  const ownProfile = owner.role === 'coach' ? await t.db.selectFrom('coaches').select('id').where('userId', '=', owner.id).executeTakeFirst() : undefined;
  const start = new Date(Date.now() + (status === 'scheduled' ? (60 + ++sequence) * 86_400_000 : -5 * 60_000));
  const row = await t.db
    .insertInto('sessions')
    .values({
      type: 'human',
      title: 'Matrix call',
      description: null,
      status,
      scheduledAt: start.toISOString(),
      duration: 30,
      endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
      coachId: ownProfile?.id ?? neutralCoachProfile,
      aiCoachId: null,
      clientId: ownProfile ? people.stranger!.id : owner.id,
      bookedById: owner.id,
      timezone: null,
      startedAt: status === 'in_progress' ? start.toISOString() : null,
      completedAt: null,
      cancelledAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncSessionParticipants(t.db, [row.id]);
  return row.id;
}

/** The owner in the call of their own session, as one browser tab. */
async function inCall(owner: Person) {
  const sessionId = await humanSession(owner, 'in_progress');
  const peerId = `matrixpeer${randomUUID().replace(/-/g, '')}`.slice(0, 40);
  const now = new Date().toISOString();
  await t.db.insertInto('callPeers').values({ peerId, sessionId, userId: owner.id, joinedAt: now, seenAt: now }).execute();
  return { sessionId, peerId };
}

/** A recording of a session of the owner's, made by that session's coach (only coaches record); 'processing' is one still being recorded. */
async function recording(owner: Person, status: 'ready' | 'processing' = 'ready') {
  const sessionId = await humanSession(owner, 'in_progress');
  const coach = await t.db.selectFrom('sessions').innerJoin('coaches', 'coaches.id', 'sessions.coachId').select('coaches.userId').where('sessions.id', '=', sessionId).executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('sessionRecordings')
    .values({ sessionId, recorderId: coach.userId, title: 'Matrix recording', status, createdAt: new Date().toISOString(), sizeBytes: 10, durationMs: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending team invitation into the owner's organisation; its single-use token. */
/** A completed AI session of the owner's, to rate. */
async function completedSession(owner: Person): Promise<number> {
  const id = await aiSession(owner);
  await t.db.updateTable('sessions').set({ status: 'completed', completedAt: new Date().toISOString() }).where('id', '=', id).execute();
  return id;
}

/** An open invoice on Acme's billing account, for the manual mark-paid call. */
async function openInvoice(): Promise<number> {
  const organizationId = people.organization_admin!.organizationId!;
  const accountId = `org:${organizationId}`;
  await t.db.insertInto('billingAccounts').values({ id: accountId, organizationId, planId: 'enterprise', trialEndsAt: null }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const number = 900_000 + ++sequence;
  const row = await t.db
    .insertInto('invoices')
    .values({ number, accountId, periodStart: `1900-01-${String(number).slice(-6)}`, periodEnd: '1900-02-01', description: 'Matrix invoice', amountCents: 100, issuedAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function teamInvitation(owner: Person, email = `${unique()}@team.example`) {
  const token = unique();
  const id = randomUUID();
  await t.db
    .insertInto('organizationInvitations')
    .values({
      id,
      organizationId: owner.organizationId ?? people.organization_admin!.organizationId!,
      email,
      fullName: 'Invited Person',
      role: 'client',
      department: null,
      tokenHash: hashToken(t.config.sessionSecret, token),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      invitedById: null,
      sentAt: new Date().toISOString(),
    })
    .execute();
  return { id, token };
}

/** An AI coach of the owner's organisation (a coach's own for a coach; the platform's for other people without one). */
async function aiCoach(owner: Person) {
  const coachUserId = owner.role === 'coach' ? owner.id : null;
  const row = await t.db
    .insertInto('aiCoaches')
    .values({ name: 'Matrix AI', description: 'Access', persona: 'Calm', specialties: '["Focus"]', systemPrompt: 'Coach well.', iconType: 'bot', iconColor: 'blue', isActive: true, organizationId: owner.organizationId, coachUserId, createdById: owner.id } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An AI assistant of the owner's (with one knowledge source, trained as version 1) and its test chat session. */
async function assistant(owner: Person) {
  const coachId = await aiCoach(owner);
  const row = await t.db
    .insertInto('aiAssistants')
    .values({ aiCoachId: coachId, authorId: owner.id, personality: 'calm', coachingStyle: 'directive', responseStyle: 'concise', enableProactiveCheck: false, enableGoalTracking: true, enableSessionSummaries: true, activeVersion: 1, latestVersion: 1, status: 'testing' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const source = await t.db.insertInto('aiKnowledgeSources').values({ assistantId: row.id, kind: 'text', title: 'Matrix notes', content: 'Plan the week on Monday.' }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, sourceId: source.id, aiCoachId: coachId };
}

/** An assistant's reply in the owner's own test chat. */
async function assistantReply(owner: Person) {
  const made = await assistant(owner);
  const { id: sessionId, messageId } = await aiReply(owner);
  await t.db.insertInto('aiAssistantReplies').values({ messageId, assistantId: made.id, sessionId, version: 1, replyMs: 10 }).execute();
  return { sessionId, messageId };
}

const TEAM_ROLE_OF: Record<string, { role: string; managerRole?: string }> = {
  client: { role: 'member' },
  coach: { role: 'coach' },
  organization_admin: { role: 'admin' },
  team_lead: { role: 'manager', managerRole: 'team_lead' },
  hr_manager: { role: 'manager', managerRole: 'hr_manager' },
};

async function aiReply(owner: Person) {
  const sessionId = await aiSession(owner);
  const parsed = { message: 'Try this', suggestions: [], actionItems: ['Write the plan'], followUpQuestions: [] };
  const row = await t.db
    .insertInto('sessionMessages')
    .values({ sessionId, senderId: null, isFromAi: true, message: JSON.stringify(parsed), parsedResponse: JSON.stringify(parsed) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: sessionId, messageId: row.id, actionItem: 'Write the plan' };
}

async function calendarEvent(owner: Person) {
  const row = await t.db
    .insertInto('calendarEvents')
    .values({ ownerId: owner.id, title: 'Matrix event', description: null, type: 'meeting', startTime: '2027-02-01T10:00:00.000Z', endTime: '2027-02-01T11:00:00.000Z', location: null, isVirtual: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function collection(owner: Person) {
  const row = await t.db.insertInto('resourceCollections').values({ ownerId: owner.id, name: 'Matrix', description: 'Private', isPublic: false }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A resource of the owner's organisation (the platform library for people without one), added by the owner. */
async function resource(owner: Person) {
  const row = await t.db
    .insertInto('resources')
    .values({ type: 'article', category: 'productivity', difficulty: 'beginner', title: 'Matrix resource', description: 'Access', author: 'Matrix', durationMinutes: 5, organizationId: owner.organizationId, createdBy: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function conversation(owner: Person) {
  const { id } = await ensureConversation(t.db, { uniqueKey: `matrix:${randomUUID()}`, type: 'group', title: 'Matrix', createdBy: owner.id, participants: [owner.id] });
  return id;
}

async function helpConversation(owner: Person) {
  const id = `session_${Date.now()}_${owner.id}_${++sequence}`;
  const at = new Date().toISOString();
  await createConversation(t.db, { id, userId: owner.id, firstPage: '/', at });
  const messageId = await insertHelpMessage(t.db, { conversationId: id, role: 'assistant', content: 'Hello', page: '/', at } as never);
  return { conversationId: id, messageId };
}

async function memoryItem(owner: Person) {
  const row = await t.db
    .insertInto('aiMemoryItems')
    .values({ userId: owner.id, kind: 'goal', text: `Matrix memory ${++sequence}`, dedupeKey: `matrix:${sequence}`, sessionId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function apiToken(owner: Person) {
  const row = await t.db
    .insertInto('apiTokens')
    .values({ userId: owner.id, name: 'Matrix token', tokenHash: `matrix-${++sequence}-${randomUUID()}`, tokenHint: 'cat_mtrx', scopes: 'read' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const unique = () => `matrix-${++sequence}-${randomUUID().slice(0, 8)}`;

const FIXTURES: Record<string, Fixture> = {
  'auth.login': { input: (o) => ({ email: o.email, password: DEMO_PASSWORD }) },
  'auth.logout': { input: () => undefined },
  'auth.user': { input: () => undefined },
  'auth.requestEmailLink': { input: (o) => ({ email: o.email }) },
  'auth.consumeEmailLink': {
    async input(o) {
      const token = unique();
      await insertEmailLink(t.db, { tokenHash: hashToken(t.config.sessionSecret, token), userId: o.id, redirect: '/dashboard', expiresAt: new Date(Date.now() + 600_000) });
      return { token };
    },
  },
  'auth.updateRole': { fresh: true, input: () => ({ role: 'organization_admin' }) },
  'auth.updateProfile': { fresh: true, input: () => ({ firstName: 'Renamed' }) },
  'auth.passwordStatus': { input: () => undefined },
  'auth.changePassword': { fresh: true, input: () => ({ currentPassword: DEMO_PASSWORD, newPassword: 'matrix-new-passphrase-2026' }) },
  'coaches.list': { input: () => ({}) },
  'coaches.count': { input: () => ({}) },
  'coaches.byId': { input: () => ({ id: demoCoachProfile }) },
  'coaches.clients': { input: () => ({}) },
  'aiCoaches.list': { input: () => ({}) },
  'sessions.list': { input: () => ({}) },
  'sessions.stats': { input: () => ({}) },
  'sessions.byId': { input: async (o) => ({ id: await aiSession(o) }) },
  'sessions.create': {
    input: (o, a) => ({
      type: 'ai',
      aiCoachId: platformAiCoach,
      title: 'Matrix booking',
      scheduledAt: new Date().toISOString(),
      duration: 30,
      status: 'in_progress',
      ...(a && o.id !== a.id ? { clientId: o.id } : {}),
    }),
  },
  'sessions.updateStatus': { input: async (o) => ({ sessionId: await aiSession(o), status: 'completed' }) },
  'sessions.reschedule': { input: async (o) => ({ sessionId: await aiSession(o, 'scheduled'), scheduledAt: future(200 + sequence), duration: 45 }) },
  'goals.list': { input: () => ({}) },
  'goals.stats': { input: () => undefined },
  'goals.get': { input: async (o) => ({ id: await goal(o) }) },
  'goals.create': { input: () => ({ title: 'Matrix', description: 'Access', category: 'skills', priority: 'low', targetDate: '2027-01-01' }) },
  'goals.update': { input: async (o) => ({ id: await goal(o), progress: 10 }) },
  'goals.delete': { input: async (o) => ({ id: await goal(o) }) },
  'activity.list': { input: () => ({}) },
  'dashboard.stats': { input: () => undefined },
  'clientSignup.create': { input: () => ({ email: `${unique()}@signup.example`, firstName: 'New', lastName: 'Person', goals: 'Grow as a manager' }) },
  'chatbot.ask': {
    async input(o, a) {
      if (!a && o.id === people.client!.id) return { message: 'How do I book a session?' };
      return { message: 'How do I book a session?', conversationId: (await helpConversation(o)).conversationId };
    },
  },
  'chatbot.feedback': { input: async (o) => ({ ...(await helpConversation(o)), wasHelpful: true, needsFollowUp: false }) },
  'resources.list': { input: () => ({}) },
  'resources.counts': { input: () => ({}) },
  'resources.featured': { input: () => undefined },
  'resources.collections.list': { input: () => ({}) },
  'resources.collections.create': { input: () => ({ name: 'Matrix', description: 'Access', isPublic: false }) },
  'resources.collections.get': { input: async (o) => ({ id: await collection(o) }) },
  'resources.collections.update': { input: async (o) => ({ id: await collection(o), name: 'Renamed' }) },
  'resources.collections.delete': { input: async (o) => ({ id: await collection(o) }) },
  'resources.collections.addItem': { input: async (o) => ({ id: await collection(o), resourceId: platformResource }) },
  'resources.collections.removeItem': { input: async (o) => ({ id: await collection(o), resourceId: platformResource }) },
  'resources.create': { input: () => ({ title: 'Matrix', type: 'article', category: 'productivity', difficulty: 'beginner', description: 'Access', duration: 5, content: 'Text' }) },
  'resources.get': { input: async (o) => ({ id: await resource(o) }) },
  'resources.view': { input: async (o) => ({ id: await resource(o) }) },
  'resources.bookmark': { input: async (o) => ({ id: await resource(o), bookmark: true }) },
  'resources.like': { input: async (o) => ({ id: await resource(o), like: true }) },
  'resources.rate': { input: async (o) => ({ id: await resource(o), rating: 4 }) },
  'resources.delete': { input: async (o) => ({ id: await resource(o) }) },
  'chat.list': { input: async (o) => ({ id: await aiSession(o) }) },
  'chat.send': { input: async (o) => ({ id: await aiSession(o), message: 'Hello coach' }) },
  'chat.addActionItem': { input: async (o) => aiReply(o) },
  'chat.flagged': { input: () => ({}) },
  'chat.escalate': { input: async (o) => ({ id: await aiSession(o) }) },
  'chat.bookHuman': { input: async (o) => ({ id: await aiSession(o) }) },
  'chat.handoffDraft': { input: async (o) => ({ id: await aiSession(o) }) },
  'chat.sendHandoff': { input: async (o) => ({ id: await aiSession(o), message: 'Here is what we talked about.' }) },
  'notifications.list': { input: () => ({}) },
  'notifications.unreadCount': { input: () => undefined },
  'notifications.markRead': { input: async (o) => ({ id: (await insertNotifications(t.db, [{ userId: o.id, kind: 'matrix', title: 'Matrix', body: 'Access', link: null }]))[0]!.id }) },
  'notifications.markAllRead': { input: () => undefined },
  'notifications.onNotification': { input: () => undefined },
  'chat.onSessionEvent': { input: async (o) => ({ sessionId: await aiSession(o) }) },
  'calendar.events': { input: () => ({}) },
  'calendar.get': { input: async (o) => ({ id: await calendarEvent(o) }) },
  'calendar.create': { input: () => ({ title: 'Matrix', type: 'meeting', startTime: future(300), endTime: future(300.05) }) },
  'calendar.update': { input: async (o) => ({ id: await calendarEvent(o), title: 'Renamed' }) },
  'calendar.delete': { input: async (o) => ({ id: await calendarEvent(o) }) },
  'calendar.feed': { input: () => undefined },
  'calendar.regenerateFeed': { input: () => undefined },
  'calendar.revokeFeed': { input: () => undefined },
  'organizations.create': { fresh: true, input: () => ({ name: `Matrix ${unique()}`, industry: ORGANIZATION_INDUSTRIES[0], size: ORGANIZATION_SIZES[0], coachingGoals: [COACHING_GOALS[0]] }) },
  'organizations.users': { input: (o) => ({ organizationId: o.organizationId ?? 'no-such-organization' }) },
  'coachOnboarding.mine': { input: () => undefined },
  'coachOnboarding.save': {
    fresh: true,
    input: () => ({
      title: 'Matrix Coach',
      bio: 'A coach who helps people lead with clarity, focus and care in their teams every day.',
      resume: 'Twenty years of leading teams, ten years of coaching leaders through change, certified by the International Coaching Federation.',
      hourlyRate: '150',
      experience: 10,
      timezone: COACH_TIMEZONE_VALUES[0],
      specialties: [COACH_SPECIALTIES[0]],
    }),
  },
  'clientOnboarding.complete': {
    fresh: true,
    input: () => ({
      goals: 'Lead my team with more confidence',
      experience: ONBOARDING_EXPERIENCE[0].value,
      availability: ONBOARDING_AVAILABILITY[0].value,
      communicationPreference: ONBOARDING_COMMUNICATION[0].value,
      agreedToTerms: true,
      agreedToSubscription: true,
    }),
  },
  'coachInvitations.link': { input: () => undefined },
  'coachInvitations.generateQr': { input: () => undefined },
  'coachInvitations.send': { input: () => ({ email: `${unique()}@invitee.example`, message: 'Join me' }) },
  'coachInvitations.list': { input: () => ({}) },
  'coachInvitations.trackClick': { input: () => ({ coachId: demoCoachProfile }) },
  'coachInvitations.accept': { fresh: true, input: () => ({ coachId: demoCoachProfile }) },
  'coachInvitations.decline': { input: () => ({ token: 'not-a-token-this-server-issued-0000000000' }) },
  'messages.conversations': { input: () => ({}) },
  'messages.conversation': { input: async (o) => ({ id: await conversation(o) }) },
  'messages.list': { input: async (o) => ({ conversationId: await conversation(o) }) },
  'messages.participants': { input: async (o) => ({ conversationId: await conversation(o) }) },
  'messages.send': { input: async (o) => ({ conversationId: await conversation(o), content: 'Hello' }) },
  'messages.markRead': { input: async (o) => ({ id: await conversation(o) }) },
  'messages.openDirect': { input: () => ({ coachId: demoCoachProfile }) },
  'messages.openSupport': { input: () => undefined },
  'messages.events': { input: () => undefined },
  'progressReports.metrics': { input: () => ({ period: 'week' }) },
  'progressReports.list': { input: () => ({}) },
  'progressReports.byId': { input: async (o) => ({ id: (await generateReport(t.db, o.id, 'week')).id }) },
  'progressReports.generate': { input: () => ({ period: 'week', type: 'comprehensive' }) },
  'aiMemory.list': { input: () => ({}) },
  'live.changes': { input: () => undefined },
  'aiCoaches.create': {
    input: () => ({ name: `Matrix coach ${unique()}`, description: 'A coach for access checks', persona: 'Calm and direct', specialties: ['Focus'], systemPrompt: 'Coach with questions.' }),
  },
  'aiCoaches.update': { input: async (o) => ({ id: await aiCoach(o), name: 'Renamed coach' }) },
  'aiCoaches.replace': { input: async (o) => ({ id: await aiCoach(o), ...BUILDER_FORM }) },
  'aiCoaches.deactivate': { input: async (o) => ({ id: await aiCoach(o) }) },
  'aiCoaches.mine': { input: () => ({}) },
  'aiAssistants.list': { input: () => ({}) },
  'aiAssistants.byId': { input: async (o) => ({ id: (await assistant(o)).id }) },
  'aiAssistants.create': { input: () => ({ name: `Matrix assistant ${unique()}`, description: 'For the access checks', personality: 'calm', specialties: ['Time Management'], coachingStyle: 'directive', responseStyle: 'concise' }) },
  'aiAssistants.trainingData': { input: async (o) => ({ assistantId: (await assistant(o)).id }) },
  'aiAssistants.addKnowledge': { input: async (o) => ({ assistantId: (await assistant(o)).id, kind: 'qa', question: 'When?', answer: 'Monday.' }) },
  'aiAssistants.deleteKnowledge': { input: async (o) => ({ id: (await assistant(o)).sourceId }) },
  'aiAssistants.train': { input: async (o) => ({ assistantId: (await assistant(o)).id }) },
  'aiAssistants.metrics': { input: async (o) => ({ assistantId: (await assistant(o)).id }) },
  'aiAssistants.testSession': { input: async (o) => ({ id: (await assistant(o)).id }) },
  'aiAssistants.citations': { input: async (o) => ({ sessionId: (await assistantReply(o)).sessionId }) },
  'aiAssistants.rate': { input: async (o) => ({ messageId: (await assistantReply(o)).messageId, rating: 1 }) },
  'aiAssistants.deploy': { input: async (o) => ({ id: (await assistant(o)).id }) },
  'aiAssistants.undeploy': { input: async (o) => ({ id: (await assistant(o)).id }) },
  'dashboard.programme': { input: (o) => ({ organizationId: o.organizationId ?? undefined }) },
  'dashboard.programmeSessions': { input: (o) => ({ organizationId: o.organizationId ?? undefined }) },
  'organizations.list': { input: () => ({}) },
  'organizations.byId': { input: (o) => ({ organizationId: o.organizationId ?? 'no-such-organization' }) },
  'organizations.features': { input: (o) => ({ organizationId: o.organizationId ?? 'no-such-organization' }) },
  'organizations.updateFeatures': { input: (o) => ({ organizationId: o.organizationId ?? 'no-such-organization', hiddenFeatures: [] }) },
  'organizations.sso': { input: (o) => ({ organizationId: o.organizationId ?? 'no-such-organization' }) },
  'organizations.updateSso': {
    // A domain per call: another organisation's admin saving the same one would be a 409, not the rule under test.
    input: (o) => ({ organizationId: o.organizationId ?? 'no-such-organization', issuerUrl: 'https://id.matrix.example', clientId: 'matrix', clientSecret: 'matrix-secret', allowedDomains: [`sso-${unique()}.matrix.example`], enabled: false }),
  },
  'analytics.metrics': { input: () => ({ period: '30d' }) },
  'analytics.clientProgress': { input: () => ({ period: '7d', limit: 5 }) },
  'analytics.sessions': { input: () => ({ period: '90d' }) },
  'analytics.outcomes': { input: () => ({ period: '1y' }) },
  'sessionRatings.rate': { input: async (o) => ({ id: await completedSession(o), rating: 4 }) },
  'billing.usageMetrics': { input: (o) => ({ organizationId: o.organizationId ?? undefined }) },
  'billing.details': { input: (o) => ({ organizationId: o.organizationId ?? undefined }) },
  'billing.history': { input: (o) => ({ organizationId: o.organizationId ?? undefined, limit: 5 }) },
  'billing.changePlan': { fresh: true, input: () => ({ plan: 'premium' }) },
  'billing.markPaid': { input: async () => ({ id: await openInvoice() }) },
  'billing.setCustomPrice': { input: () => ({ organizationId: people.organization_admin!.organizationId!, monthlyBase: 150_000 }) },
  'team.members': { input: (o) => ({ organizationId: o.organizationId ?? undefined }) },
  'team.stats': { input: (o) => ({ organizationId: o.organizationId ?? undefined }) },
  'team.member': { input: (o) => ({ id: o.id }) },
  'team.invite': { input: (o) => ({ organizationId: o.organizationId ?? undefined, email: `${unique()}@team.example`, fullName: 'Invited Person', role: 'member' }) },
  'team.resendInvitation': { input: async (o) => ({ id: o.organizationId ? (await teamInvitation(o)).id : randomUUID() }) },
  'team.update': {
    freshOwner: true,
    async input(o) {
      const user = await t.db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', o.id).executeTakeFirstOrThrow();
      return { id: o.id, name: `${user.firstName} ${user.lastName}`, email: o.email, ...(TEAM_ROLE_OF[o.role] ?? { role: 'member' }) };
    },
  },
  'team.updateStatus': { freshOwner: true, input: (o) => ({ memberId: o.id, status: 'inactive' }) },
  'team.remove': { freshOwner: true, input: (o) => ({ id: o.id }) },
  'team.invitation': { input: async (o) => ({ token: (await teamInvitation(o)).token }) },
  'team.acceptInvitation': { fresh: true, input: async (o, a) => ({ token: (await teamInvitation(o, a?.email)).token, firstName: 'Invited', lastName: 'Person' }) },
  'admin.stats': { input: () => undefined },
  'admin.users': { input: () => ({}) },
  'admin.user': { input: (o) => ({ id: o.id }) },
  'admin.updateUser': { freshOwner: true, input: (o) => ({ id: o.id, role: o.role, organizationId: o.organizationId }) },
  'admin.updateUserStatus': { freshOwner: true, input: (o) => ({ id: o.id, status: 'deactivated' }) },
  'admin.aiCoaches': { input: () => ({}) },
  'admin.settings': { input: () => undefined },
  'admin.updateSettings': { input: () => ({ allowAiCoaches: true }) },
  'admin.auditLog': { input: () => ({}) },
  'admin.deadJobs': { input: () => ({}) },
  'admin.retryDeadJob': { input: async () => ({ id: await deadMailJob(t.db, unique()) }) },
  'videoSessions.list': { input: () => ({}) },
  'videoSessions.byId': { input: async (o) => ({ id: await humanSession(o) }) },
  'videoSessions.start': { input: async (o) => ({ id: await humanSession(o) }) },
  'videoSessions.end': { input: async (o) => ({ sessionId: await humanSession(o, 'in_progress') }) },
  'videoSessions.setType': { input: async (o) => ({ id: await humanSession(o), sessionType: 'followup' }) },
  'videoSessions.settings': { input: () => undefined },
  'videoSessions.updateSettings': { input: () => ({ enableChat: false }) },
  'videoSessions.signal': {
    async input(o) {
      const { sessionId, peerId } = await inCall(o);
      return { sessionId, from: peerId, signal: { type: 'media', audio: true, video: true, screen: false } };
    },
  },
  'videoSessions.leave': { input: async (o) => inCall(o) },
  'videoSessions.messages': { input: async (o) => ({ id: await humanSession(o, 'in_progress') }) },
  'videoSessions.sendMessage': { input: async (o) => ({ id: await humanSession(o, 'in_progress'), content: 'Hello' }) },
  'videoSessions.onCallEvent': { input: async (o) => ({ sessionId: await humanSession(o, 'in_progress'), peerId: `matrixsub${randomUUID().replace(/-/g, '')}`.slice(0, 40) }) },
  'sessionRecordings.list': { input: () => ({}) },
  'sessionRecordings.byId': { input: async (o) => ({ id: await recording(o) }) },
  'sessionRecordings.start': { input: async (o) => ({ sessionId: await humanSession(o, 'in_progress') }) },
  'sessionRecordings.stop': { input: async (o) => ({ id: await recording(o, 'processing') }) },
  'sessionRecordings.requestStop': { input: async (o) => ({ id: await recording(o, 'processing') }) },
  'sessionRecordings.update': { input: async (o) => ({ id: await recording(o), title: 'Renamed' }) },
  'sessionRecordings.favorite': { input: async (o) => ({ id: await recording(o), isFavorite: true }) },
  'sessionRecordings.delete': { input: async (o) => ({ id: await recording(o) }) },
  'sessionRecordings.policy': { input: (o) => ({ organizationId: o.organizationId ?? 'no-such-organization' }) },
  'sessionRecordings.setPolicy': { input: (o) => ({ organizationId: o.organizationId ?? 'no-such-organization', adminsCanViewRecordings: false }) },
  'aiMemory.forget': { input: async (o) => ({ id: await memoryItem(o) }) },
  'apiTokens.list': { input: () => ({}) },
  'apiTokens.create': { input: () => ({ name: 'Matrix token', scopes: ['read', 'sessions:write'], expiresInDays: 30 }) },
  'apiTokens.revoke': { input: async (o) => ({ id: await apiToken(o) }) },
};

/** How a list's item is read alone. */
function readOneInput(list: string, item: { id: number | string; source?: string; sourceId?: number }): [string, unknown] {
  if (list === 'calendar.events') return item.source === 'session' ? ['sessions.byId', { id: item.sourceId }] : ['calendar.get', { id: item.sourceId }];
  if (list === 'organizations.list') return ['organizations.byId', { organizationId: item.id }];
  return [listRule(list)!.readOne!, { id: item.id }];
}

function listRule(procedure: string): AccessRule | undefined {
  return listRestOperations(appRouter).find((op) => op.procedure === procedure)?.meta?.access;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const [key, email] of Object.entries(DEMO)) people[key as Actor] = await person(email);
  people.anonymous = null;
  people.stranger = await cloneOf({ id: '', email: '', role: 'client', organizationId: null });
  platformAiCoach = (await t.db.selectFrom('aiCoaches').select('id').where('organizationId', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
  demoCoachProfile = (await t.db.selectFrom('coaches').select('id').where('userId', '=', people.coach!.id).executeTakeFirstOrThrow()).id;
  neutralCoachProfile = (await t.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select('coaches.id').where('users.email', '=', 'priya.patel@coaches.example').executeTakeFirstOrThrow()).id;
  platformResource = (await t.db.selectFrom('resources').select('id').where('organizationId', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('access matrix', () => {
  it('gives every procedure an access rule and a fixture', () => {
    const operations = listRestOperations(appRouter);
    expect(operations.filter((op) => !op.meta?.access).map((op) => op.procedure)).toEqual([]);
    expect(operations.filter((op) => !FIXTURES[op.procedure]).map((op) => op.procedure)).toEqual([]);
  });

  it('answers every procedure, as every actor, on objects of every owner, exactly as its rule says; lists never show what a single read hides', { timeout: 180_000 }, async () => {
    const operations = listRestOperations(appRouter).filter((op) => op.meta?.access && FIXTURES[op.procedure]);
    const counts = { calls: 0, leaks: 0, wrongCodes: 0, listedItemsChecked: 0 };
    const problems: string[] = [];
    for (const op of operations) {
      const rule = op.meta!.access!;
      const fixture = FIXTURES[op.procedure]!;
      for (const actorKey of ACTORS) {
        for (const owner of ['self', 'peer', 'otherOrg'] as const) {
          const expected = owner === 'self' ? rule.own[actorKey] : rule[owner]?.[actorKey];
          if (!expected) continue;
          const base = people[actorKey];
          const actor = fixture.fresh && base ? await cloneOf(base) : base;
          const user = actor ? await findUserById(t.db, actor.id) : undefined;
          const whose = ownerOf(actor, owner);
          const input = await fixture.input(fixture.freshOwner && owner !== 'self' ? await cloneOf(whose) : whose, actor);
          const { outcome } = await call(op.procedure, ctxFor(actor, user), input);
          counts.calls += 1;
          if (outcome === expected) continue;
          const line = `${op.procedure} as ${actorKey} on ${owner}'s: expected ${expected}, got ${outcome}`;
          problems.push(line);
          if (outcome === 'ok') counts.leaks += 1;
          else counts.wrongCodes += 1;
        }
      }
      if (rule.readOne) {
        for (const actorKey of ACTORS) {
          const actor = people[actorKey];
          if (!actor || rule.own[actorKey] !== 'ok') continue;
          const user = await findUserById(t.db, actor.id);
          const listed = await call(op.procedure, ctxFor(actor, user), await fixture.input(actor, actor));
          if (listed.outcome !== 'ok') continue; // the wrong outcome is already counted above
          const items = (listed.result as { items: { id: number | string }[] }).items;
          for (const item of items.slice(0, 25)) {
            const [single, input] = readOneInput(op.procedure, item);
            const { outcome } = await call(single, ctxFor(actor, user), input);
            counts.listedItemsChecked += 1;
            if (outcome !== 'ok') {
              counts.leaks += 1;
              problems.push(`${op.procedure} as ${actorKey} lists ${JSON.stringify(item.id)}, but ${single} answers ${outcome}`);
            }
          }
        }
      }
    }
    console.log(`access matrix: ${operations.length} procedures, ${counts.calls} calls, ${counts.listedItemsChecked} listed items read alone, ${counts.leaks} leaks, ${counts.wrongCodes} wrong codes`);
    expect(problems).toEqual([]);
    expect(counts.calls).toBeGreaterThan(operations.length * ACTORS.length);
  });
});

describe('access over HTTP and the websocket', () => {
  let client: HttpClient;
  let outsider: HttpClient;
  beforeAll(async () => {
    client = await t.signIn(DEMO.client);
    outsider = await t.signIn(DEMO.otherOrgMember);
  });

  it('answers REST calls as the rules say: 401 signed out, 403 for a role kept out, 404 for another person\'s object', async () => {
    const operations = listRestOperations(appRouter).filter((op) => op.path && op.meta?.access);
    let calls = 0;
    for (const op of operations) {
      if (op.meta!.access!.own.anonymous === 'unauthorized' && !op.path!.includes('{')) {
        const res = await t.anon.request(op.method, `/api${op.path}`, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
        calls += 1;
        expect(res.status, `${op.method} ${op.path} signed out`).toBe(401);
      }
      if (op.meta!.access!.own.otherOrgMember === 'forbidden' && op.method === 'GET' && !op.path!.includes('{')) {
        const res = await outsider.get(`/api${op.path}`);
        calls += 1;
        expect(res.status, `${op.method} ${op.path} as a client`).toBe(403);
      }
    }
    const goalId = await goal(people.client!);
    for (const path of [`/api/goals/${goalId}`, `/api/sessions/${await aiSession(people.client!)}`, `/api/calendar/events/${await calendarEvent(people.client!)}`]) {
      expect((await outsider.get(path)).status, path).toBe(404);
      expect((await client.get(path)).status, path).toBe(200);
      calls += 2;
    }
    console.log(`access over REST: ${calls} calls, 0 leaks`);
  });

  it('refuses another person\'s chat stream on the websocket and serves the owner\'s', async () => {
    const sessionId = await aiSession(people.client!);
    const mine = createTestTrpc(t.url, client.cookie);
    const theirs = createTestTrpc(t.url, outsider.cookie);
    try {
      const refused = await new Promise<string>((resolve) => {
        const sub = theirs.client.chat.onSessionEvent.subscribe({ sessionId }, { onError: (error) => resolve(error.data?.code ?? error.message), onData: () => resolve('data') });
        setTimeout(() => {
          sub.unsubscribe();
          resolve('silence');
        }, 3000);
      });
      expect(refused).toBe('NOT_FOUND');
      const started = await new Promise<string>((resolve) => {
        const sub = mine.client.chat.onSessionEvent.subscribe(
          { sessionId },
          {
            onStarted: () => {
              sub.unsubscribe();
              resolve('started');
            },
            onError: (error) => resolve(error.data?.code ?? error.message),
          },
        );
      });
      expect(started).toBe('started');
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
