import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELP_CHAT_RATE_LIMIT } from '@shared/constants/chatbot';
import { type TestApp, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Every request comes from 127.0.0.1; the limit gets its own test below.
beforeEach(async () => {
  await t.db.deleteFrom('rateEvents').where('bucket', 'like', 'chatbot:%').execute();
});

const ask = (message: string, currentPage = '/', extra: Record<string, unknown> = {}) => ({
  message,
  context: { currentPage, role: 'anonymous' },
  ...extra,
});

describe('POST /api/chatbot/ask', () => {
  it('answers a visitor on the landing page with the trial pitch, a sign-up action and a pricing scroll, storing nothing', async () => {
    const before = await t.db.selectFrom('chatbotMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await t.anon.post('/api/chatbot/ask', ask('How much does Catalyst cost?'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ intent: 'pricing', conversationId: null, messageId: null });
    expect(res.body.message).toContain('$50/month');
    expect(res.body.message).toContain('7-day free trial');
    expect(res.body.message).toContain('no credit card needed');
    expect(res.body.message).toContain('$100-300/hour');
    expect(res.body.confidence).toBeGreaterThan(0.3);
    expect(res.body.confidence).toBeLessThanOrEqual(1);
    expect(res.body.suggestedActions).toEqual([
      { label: 'Start Free Trial', action: 'navigate', url: '/client-signup' },
      { label: 'See Pricing', action: 'scroll', url: '#pricing' },
    ]);
    const after = await t.db.selectFrom('chatbotMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('offers scroll actions only on the landing page, where the anchors are', async () => {
    const res = await t.anon.post('/api/chatbot/ask', ask('how much does it cost', '/client-signup'));
    expect(res.body.intent).toBe('pricing');
    expect(res.body.suggestedActions.every((a: { action: string }) => a.action === 'navigate')).toBe(true);
  });

  it('gives a signed-in coach their coach plan facts, whatever role the page claims', async () => {
    const coach = await t.signIn('coach@example.com');
    const res = await coach.post('/api/chatbot/ask', { message: 'what are the prices?', context: { currentPage: '/dashboard', role: 'client' } });
    expect(res.status).toBe(200);
    expect(res.body.intent).toBe('pricing');
    for (const fact of ['Basic is $250/month for up to 10 active clients', 'Premium is $500/month for up to 50 active clients', 'revenue sharing', 'AI-generated sessions']) {
      expect(res.body.message).toContain(fact);
    }
    expect(res.body.suggestedActions).toContainEqual({ label: 'Manage Subscription', action: 'navigate', url: '/subscription' });
  });

  it('varies the booking answer by page: on /coaches it points at the Book Session button', async () => {
    const client = await t.signIn('client@example.com');
    const onCoaches = await client.post('/api/chatbot/ask', ask('how do I book a session?', '/coaches'));
    const onDashboard = await client.post('/api/chatbot/ask', ask('how do I book a session?', '/dashboard'));
    expect(onCoaches.body.intent).toBe('booking');
    expect(onDashboard.body.intent).toBe('booking');
    expect(onCoaches.body.message).toContain("Press Book Session on the coach's card");
    expect(onDashboard.body.message).toContain('Book Session on your dashboard');
    for (const res of [onCoaches, onDashboard]) expect(res.body.message).toContain('30, 45, 60, 90 or 120 minutes');
  });

  it('states the organisation and coach plan facts from the shared constants', async () => {
    const org = await t.anon.post('/api/chatbot/ask', ask('do you have plans for companies?'));
    expect(org.body.intent).toBe('organizations');
    for (const fact of ['custom pricing via sales', 'unlimited team members', 'custom company AI coaches', 'SSO integration', 'dedicated account manager', 'priority support']) {
      expect(org.body.message).toContain(fact);
    }
    const plans = await t.anon.post('/api/chatbot/ask', ask('what plans are there for coaches?'));
    expect(plans.body.intent).toBe('coach_plans');
    expect(plans.body.message).toContain('basic analytics, standard support and AI assistance');
    expect(plans.body.message).toContain('advanced analytics, priority support, custom AI coach creation and revenue sharing');
    expect(plans.body.suggestedActions).toContainEqual({ label: 'Join as Coach', action: 'navigate', url: '/coach-onboarding' });
  });

  it('tolerates typos', async () => {
    const res = await t.anon.post('/api/chatbot/ask', ask('how do i reschedual my sesion'));
    expect(res.body.intent).toBe('reschedule');
    expect(res.body.message).toContain('Reschedule');
  });

  it('falls back to a helpful not-sure answer with a support suggestion when it does not know', async () => {
    const visitor = await t.anon.post('/api/chatbot/ask', ask('what is the capital of Australia?'));
    expect(visitor.body.intent).toBe('fallback');
    expect(visitor.body.confidence).toBeLessThan(0.3);
    expect(visitor.body.message).toMatch(/^I don't know the answer to that/);
    expect(visitor.body.suggestedActions).toContainEqual({ label: 'Contact Us', action: 'navigate', url: '/contact' });

    const member = await t.signIn('member@acme.example');
    const res = await member.post('/api/chatbot/ask', ask('qwerty asdf zxcv', '/dashboard'));
    expect(res.body.intent).toBe('fallback');
    expect(res.body.confidence).toBe(0);
    expect(res.body.suggestedActions).toContainEqual({ label: 'Contact Support', action: 'navigate', url: '/support' });
  });

  it('stores a signed-in conversation with both messages, intent and confidence, and continues it', async () => {
    const client = await t.signIn('client@example.com');
    const user = await client.get('/api/auth/user');
    const first = await client.post('/api/chatbot/ask', ask('is there a free trial?', '/dashboard'));
    expect(first.status).toBe(200);
    expect(first.body.conversationId).toMatch(new RegExp(`^session_\\d{13}_${user.body.id}_[0-9a-f]{8}$`));
    expect(first.body.messageId).toEqual(expect.any(Number));

    const second = await client.post('/api/chatbot/ask', ask('and how do I cancel?', '/dashboard', { conversationId: first.body.conversationId }));
    expect(second.status).toBe(200);
    expect(second.body.conversationId).toBe(first.body.conversationId);

    const conversation = await t.db.selectFrom('chatbotConversations').selectAll().where('id', '=', first.body.conversationId).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ userId: user.body.id, firstPage: '/dashboard' });
    const messages = await t.db.selectFrom('chatbotMessages').selectAll().where('conversationId', '=', first.body.conversationId).orderBy('id').execute();
    expect(messages.map((m) => [m.role, m.intent])).toEqual([
      ['user', null],
      ['assistant', 'free_trial'],
      ['user', null],
      ['assistant', 'billing'],
    ]);
    expect(messages[0]!.content).toBe('is there a free trial?');
    expect(messages[1]!.id).toBe(first.body.messageId);
    expect(messages[1]!.confidence).toBeCloseTo(first.body.confidence, 3);
    expect(JSON.parse(messages[1]!.suggestedActions!)).toEqual(first.body.suggestedActions);
  });

  it("refuses to continue someone else's conversation, a made-up one, or one sent without signing in", async () => {
    const owner = await t.signIn('client@example.com');
    const started = await owner.post('/api/chatbot/ask', ask('hello', '/dashboard'));
    const other = await t.signIn('member@globex.example');
    for (const [caller, conversationId] of [
      [other, started.body.conversationId],
      [other, 'session_1_nobody_00000000'],
      [t.anon, started.body.conversationId],
    ] as const) {
      const res = await caller.post('/api/chatbot/ask', ask('what does it cost?', '/', { conversationId }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Conversation not found. Start a new conversation.' });
    }
    const count = await t.db.selectFrom('chatbotMessages').select((eb) => eb.fn.countAll<number>().as('n')).where('conversationId', '=', started.body.conversationId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('refuses a blank, missing or too long message naming the field', async () => {
    const blank = await t.anon.post('/api/chatbot/ask', ask('   '));
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([{ path: ['message'], message: 'Message is required' }]);
    const missing = await t.anon.post('/api/chatbot/ask', { context: { currentPage: '/' } });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: ['message'], message: 'Message is required' }]);
    const long = await t.anon.post('/api/chatbot/ask', ask('a'.repeat(1001)));
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([{ path: ['message'], message: 'Message must be at most 1000 characters' }]);
    const badContext = await t.anon.post('/api/chatbot/ask', { message: 'hi', context: { currentPage: 42 } });
    expect(badContext.status).toBe(400);
    expect(badContext.body.issues[0].path).toEqual(['context', 'currentPage']);
  });

  it('answers without a context, as for the home page', async () => {
    const res = await t.anon.post('/api/chatbot/ask', { message: 'how do I sign up?' });
    expect(res.status).toBe(200);
    expect(res.body.intent).toBe('account');
  });

  it('serves the same answer over tRPC', async () => {
    const client = await t.signIn('client@example.com');
    const trpc = createTestTrpc(t.url, client.cookie);
    try {
      const answer = await trpc.client.chatbot.ask.mutate({ message: 'where can I see my goals?', context: { currentPage: '/goals', role: 'client' } });
      expect(answer.intent).toBe('goals');
      expect(answer.message).toContain('leadership, skills, personal or career');
      expect(answer.conversationId).toEqual(expect.any(String));
    } finally {
      trpc.close();
    }
  });

  it(`limits each address to ${HELP_CHAT_RATE_LIMIT.limit} questions a minute`, async () => {
    for (let i = 0; i < HELP_CHAT_RATE_LIMIT.limit; i += 1) {
      const res = await t.anon.post('/api/chatbot/ask', ask('hi'));
      expect(res.status).toBe(200);
    }
    const limited = await t.anon.post('/api/chatbot/ask', ask('hi'));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('is documented in the OpenAPI document as a public path, feedback as a protected one', async () => {
    const doc = (await t.anon.get('/api/openapi.json')).body;
    expect(doc.paths['/chatbot/ask'].post.security).toEqual([]);
    expect(doc.paths['/chatbot/feedback'].post.security).not.toEqual([]);
  });
});

describe('POST /api/chatbot/feedback', () => {
  async function startConversation(email: string) {
    const client = await t.signIn(email);
    const res = await client.post('/api/chatbot/ask', ask('how do I find a coach?', '/dashboard'));
    return { client, conversationId: res.body.conversationId as string, messageId: res.body.messageId as number };
  }

  it('stores feedback on an answer in your own conversation, and a second click replaces it', async () => {
    const { client, conversationId, messageId } = await startConversation('client@example.com');
    const down = await client.post('/api/chatbot/feedback', { conversationId, messageId, wasHelpful: false, needsFollowUp: true });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ conversationId, messageId, wasHelpful: false, needsFollowUp: true });
    const up = await client.post('/api/chatbot/feedback', { conversationId, messageId, wasHelpful: true, needsFollowUp: false });
    expect(up.status).toBe(200);
    const rows = await t.db.selectFrom('chatbotFeedback').selectAll().where('messageId', '=', messageId).execute();
    expect(rows).toHaveLength(1);
    expect(Boolean(rows[0]!.wasHelpful)).toBe(true);
    expect(Boolean(rows[0]!.needsFollowUp)).toBe(false);
  });

  it("answers 404 for feedback on someone else's conversation, the same as for one that does not exist, and stores nothing", async () => {
    const { conversationId, messageId } = await startConversation('member@acme.example');
    const intruder = await t.signIn('member@globex.example');
    const res = await intruder.post('/api/chatbot/feedback', { conversationId, messageId, wasHelpful: false, needsFollowUp: true });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Conversation not found. Start a new conversation.' });
    const rows = await t.db.selectFrom('chatbotFeedback').selectAll().where('messageId', '=', messageId).execute();
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for a conversation id that does not exist', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/chatbot/feedback', { conversationId: 'session_0_nobody_00000000', messageId: 1, wasHelpful: true, needsFollowUp: false });
    expect(res.status).toBe(404);
  });

  it("answers 404 for the user's own question or a message of another conversation", async () => {
    const first = await startConversation('client@example.com');
    const second = await startConversation('client@example.com');
    const ownQuestion = await first.client.post('/api/chatbot/feedback', {
      conversationId: first.conversationId,
      messageId: first.messageId - 1,
      wasHelpful: true,
      needsFollowUp: false,
    });
    expect(ownQuestion.status).toBe(404);
    const elsewhere = await first.client.post('/api/chatbot/feedback', {
      conversationId: first.conversationId,
      messageId: second.messageId,
      wasHelpful: true,
      needsFollowUp: false,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(`Message ${second.messageId} is not an assistant answer in this conversation`);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.anon.post('/api/chatbot/feedback', { conversationId: 'x', messageId: 1, wasHelpful: true, needsFollowUp: false });
    expect(res.status).toBe(401);
  });

  it('refuses missing fields naming each one', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/chatbot/feedback', { messageId: 'abc' });
    expect(res.status).toBe(400);
    const paths = res.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort();
    expect(paths).toEqual(['conversationId', 'messageId', 'needsFollowUp', 'wasHelpful']);
  });
});

describe('help chat safety', () => {
  it('answers a visitor in crisis with the crisis reply and resources for their browser locale, before any classifier', async () => {
    const res = await t.anon.post('/api/chatbot/ask', ask('i want to unalive myself tonight', '/coaches', { context: { currentPage: '/coaches', locale: 'en-GB' } }));
    expect(res.status).toBe(200);
    expect(res.body.intent).toBe('crisis_self_harm');
    expect(res.body.message).toContain('not a crisis service');
    expect(res.body.message).toContain('116 123');
    expect(res.body.suggestedActions).toEqual([{ label: 'Contact Us', action: 'navigate', url: '/contact' }]);
    // No country known: 988 stays the default.
    expect((await t.anon.post('/api/chatbot/ask', ask('I want to kill myself'))).body.message).toContain('988');
  });

  it('gives harm to others and abuse their own resources', async () => {
    const abuse = await t.anon.post('/api/chatbot/ask', ask('my husband beats me and I am afraid to go home'));
    expect(abuse.body.intent).toBe('crisis_abuse');
    expect(abuse.body.message).toContain('1-800-799-7233');
    expect(abuse.body.message).not.toContain('988');
  });

  it('checks in on an ambiguous message, then answers with the crisis reply when a member confirms, in the stored conversation', async () => {
    const member = await t.signIn('member@acme.example');
    const first = await member.post('/api/chatbot/ask', ask('everyone would honestly be better off without me', '/dashboard'));
    expect(first.body.intent).toBe('safety_check_in');
    expect(first.body.message).toMatch(/thoughts of ending your life/);
    const second = await member.post('/api/chatbot/ask', ask('yes', '/dashboard', { conversationId: first.body.conversationId }));
    expect(second.body.intent).toBe('crisis_self_harm');
    expect(second.body.suggestedActions.map((a: { label: string }) => a.label)).toEqual(['Contact Support', 'Messages']);
    // A visitor's widget sends the intent of its last answer instead.
    const visitor = await t.anon.post('/api/chatbot/ask', ask('kind of', '/', { context: { currentPage: '/', previousIntent: 'safety_check_in' } }));
    expect(visitor.body.intent).toBe('crisis_self_harm');
    const denied = await t.anon.post('/api/chatbot/ask', ask('no, just tired of my commute', '/', { context: { currentPage: '/', previousIntent: 'safety_check_in' } }));
    expect(denied.body.intent).not.toMatch(/^crisis_/);
  });

  it('leaves figures of speech and product questions alone', async () => {
    for (const message of ['this pricing page is killing me, how much is it?', 'how do I close my account for good', 'I am dying to try the AI coach']) {
      const res = await t.anon.post('/api/chatbot/ask', ask(message));
      expect(res.body.intent, message).not.toMatch(/^(?:crisis_|safety_)/);
    }
  });
});
