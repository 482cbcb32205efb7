import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_LIMIT, type ApiToken } from '@shared/schemas/api-tokens';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { bearerClient, createToken, SAMPLE_GOAL } from './api-tokens.testkit';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
});
afterAll(() => t.close());

describe('creating and listing tokens: POST and GET /api/api-tokens', () => {
  it('shows the secret once, stores only its SHA-256, and lists the token without it', async () => {
    const created = await createToken(client, { name: 'Planning sync', scopes: ['read', 'goals:write'], expiresInDays: 30 });
    expect(created.token).toMatch(/^cat_[A-Za-z0-9_-]{43}$/);
    expect(created.tokenHint).toBe(created.token.slice(0, 8));
    expect(created.scopes).toEqual(['read', 'goals:write']);
    expect(Date.parse(created.expiresAt!) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const row = await t.db.selectFrom('apiTokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await client.get('/api/api-tokens');
    expect(list.status).toBe(200);
    const mine = (list.body as ApiToken[]).find((token) => token.id === created.id);
    expect(mine).toMatchObject({ name: 'Planning sync', scopes: ['read', 'goals:write'], lastUsedAt: null });
    expect(list.text).not.toContain(created.token);

    // Audited, without the secret.
    const audit = await t.db.selectFrom('auditLog').select(['action', 'details']).where('action', '=', 'api_token.created').execute();
    const entry = audit.find((row) => row.details?.includes(`"tokenId":${created.id}`));
    expect(entry?.details).toContain('Planning sync');
    expect(entry?.details).not.toContain(created.token);
  });

  it('refuses a missing name and an unknown scope with messages naming them', async () => {
    const noName = await client.post('/api/api-tokens', { name: '  ', scopes: ['read'] });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('Name is required');
    const badScope = await client.post('/api/api-tokens', { name: 'x', scopes: ['admin'] });
    expect(badScope.status).toBe(400);
    expect(badScope.body.issues[0].path).toEqual(['scopes', 0]);
    expect(badScope.body.message).toContain('Scopes must be among: read, write');
    const badExpiry = await client.post('/api/api-tokens', { name: 'x', scopes: ['read'], expiresInDays: 400 });
    expect(badExpiry.status).toBe(400);
    expect(badExpiry.body.message).toContain('Expiry must be between 1 and 365 days');
  });

  it.each(['\u202e\u200b', '\u200b\u2060\ufeff', '\u0007\u0000', '\u2066\u2069 \u200e'])('refuses a name made only of control, zero-width or bidi characters (%j)', async (name) => {
    const lead = await t.signIn('lead@acme.example');
    const res = await lead.post('/api/api-tokens', { name, scopes: ['read'] });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['name'], message: 'Name is required' }]);
  });

  it('strips control, zero-width and bidi characters from a token name', async () => {
    const lead = await t.signIn('lead@acme.example');
    const res = await lead.post('/api/api-tokens', { name: '\u202eCI\u200b deploy\u0007', scopes: ['read'] });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('CI deploy');
    await lead.delete(`/api/api-tokens/${res.body.id}`);
  });

  it('answers 401 signed out', async () => {
    expect((await t.anon.get('/api/api-tokens')).status).toBe(401);
    expect((await t.anon.post('/api/api-tokens', { name: 'x', scopes: ['read'] })).status).toBe(401);
  });

  it(`keeps at most ${API_TOKEN_LIMIT} active tokens per person`, async () => {
    const hr = await t.signIn('hr@acme.example');
    for (let i = 0; i < API_TOKEN_LIMIT; i++) await createToken(hr, { name: `Token ${i}`, scopes: ['read'] });
    const over = await hr.post('/api/api-tokens', { name: 'One too many', scopes: ['read'] });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('Revoke one to create another');
    // A revoked token no longer counts.
    const first = ((await hr.get('/api/api-tokens?limit=1')).body as ApiToken[])[0]!;
    expect((await hr.delete(`/api/api-tokens/${first.id}`)).status).toBe(200);
    await createToken(hr, { name: 'After revoking', scopes: ['read'] });
  });

  it(`lets exactly ${API_TOKEN_LIMIT} of 25 simultaneous creations through`, async () => {
    const lead = await t.signIn('lead@acme.example');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => lead.post('/api/api-tokens', { name: `Parallel ${i}`, scopes: ['read'] })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(API_TOKEN_LIMIT);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(25 - API_TOKEN_LIMIT);
  });
});

describe('calling the API with Authorization: Bearer', () => {
  it('acts as the owner on GET and POST routes (REST and tRPC) and records when it was last used', async () => {
    const { token, id } = await createToken(client, { name: 'Full access', scopes: ['read', 'write'] });
    const api = bearerClient(t.url, token);
    const me = await api.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('client@example.com');

    const goal = await api.post('/api/goals', SAMPLE_GOAL);
    expect(goal.status, JSON.stringify(goal.body)).toBe(200);
    const goals = await client.get('/api/goals');
    expect((goals.body as { id: number }[]).map((g) => g.id)).toContain(goal.body.id);

    const trpc = await api.get('/trpc/auth.user');
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.json.email).toBe('client@example.com');

    const used = await t.db.selectFrom('apiTokens').select('lastUsedAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(used.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('refuses a read-only token on a change with 403 and a clear message, and reads with it', async () => {
    const { token } = await createToken(client, { name: 'Dashboard', scopes: ['read'] });
    const api = bearerClient(t.url, token);
    expect((await api.get('/api/goals')).status).toBe(200);
    const refused = await api.post('/api/goals', SAMPLE_GOAL);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('read-only for goals') });
    // Plain routes follow the same rule: removing the profile picture is a change.
    const avatar = await api.delete('/api/auth/avatar');
    expect(avatar.status).toBe(403);
    expect(avatar.body.message).toContain('read-only for auth');
    // ... and act as the owner with a token that may write.
    const writer = bearerClient(t.url, (await createToken(client, { name: 'Profile sync', scopes: ['read', 'write'] })).token);
    const removed = await writer.delete('/api/auth/avatar');
    expect([removed.status, removed.body.email, removed.body.profileImageUrl]).toEqual([200, 'client@example.com', null]);
  });

  it('keeps an area token to its area', async () => {
    const { token } = await createToken(client, { name: 'Goals only', scopes: ['goals:write'] });
    const api = bearerClient(t.url, token);
    expect((await api.get('/api/goals')).status).toBe(200);
    expect((await api.post('/api/goals', SAMPLE_GOAL)).status).toBe(200);
    const sessions = await api.get('/api/sessions');
    expect(sessions.status).toBe(403);
    expect(sessions.body.message).toContain("needs 'read' or 'sessions:read'");
  });

  it('answers 401 JSON for an unknown, a revoked and an expired token, even beside a valid cookie', async () => {
    const unknown = await bearerClient(t.url, `cat_${'x'.repeat(43)}`).get('/api/auth/user');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringContaining('Unknown API token') });
    expect(unknown.headers.get('www-authenticate')).toContain('Bearer');

    const revoked = await createToken(client, { name: 'Soon revoked', scopes: ['read'] });
    expect((await client.delete(`/api/api-tokens/${revoked.id}`)).status).toBe(200);
    const afterRevoke = await client.get('/api/auth/user', { headers: { authorization: `Bearer ${revoked.token}` } });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.message).toBe('This API token has been revoked');
    const audited = await t.db.selectFrom('auditLog').select('details').where('action', '=', 'api_token.revoked').execute();
    expect(audited.some((row) => row.details?.includes(`"tokenId":${revoked.id}`))).toBe(true);
    expect(((await client.get('/api/api-tokens')).body as ApiToken[]).map((token) => token.id)).not.toContain(revoked.id);

    const expired = await createToken(client, { name: 'Expired', scopes: ['read'], expiresInDays: 1 });
    await t.db.updateTable('apiTokens').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expired.id).execute();
    const afterExpiry = await bearerClient(t.url, expired.token).get('/api/goals');
    expect(afterExpiry.status).toBe(401);
    expect(afterExpiry.body.message).toContain('expired');
  });

  it("cannot revoke or list another person's token (404 as if it did not exist)", async () => {
    const theirs = await createToken(coach, { name: 'Coach token', scopes: ['read'] });
    const attempt = await client.delete(`/api/api-tokens/${theirs.id}`);
    expect(attempt.status).toBe(404);
    expect(attempt.body.message).toBe('API token not found');
    expect(((await client.get('/api/api-tokens')).body as ApiToken[]).map((token) => token.id)).not.toContain(theirs.id);
    expect((await bearerClient(t.url, theirs.token).get('/api/auth/user')).body.email).toBe('coach@example.com');
  });

  it('cannot create tokens with a token', async () => {
    const { token } = await createToken(client, { name: 'Writer', scopes: ['write'] });
    const minted = await bearerClient(t.url, token).post('/api/api-tokens', { name: 'Minted', scopes: ['write'] });
    expect(minted.status).toBe(403);
    expect(minted.body.message).toContain('cannot create API tokens');
  });
});

describe('CSRF rules: cookie calls keep them, bearer calls are exempt', () => {
  const foreign = { origin: 'https://evil.example' };

  it('refuses a cookie call from a foreign origin and accepts the same call with a bearer token', async () => {
    const cookieCall = await client.post('/api/goals', SAMPLE_GOAL, { headers: foreign });
    expect(cookieCall.status).toBe(403);
    expect(cookieCall.body.message).toContain('Cross-origin request refused');

    const { token } = await createToken(client, { name: 'Server to server', scopes: ['write'] });
    const bearerCall = await bearerClient(t.url, token).post('/api/goals', SAMPLE_GOAL, { headers: foreign });
    expect(bearerCall.status).toBe(200);
  });

  it('still asks cookie calls for a JSON content type, and not bearer calls', async () => {
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: 'title=x' };
    const cookieCall = await client.post('/api/goals', undefined, form);
    expect(cookieCall.status).toBe(415);
    const { token } = await createToken(client, { name: 'Form poster', scopes: ['write'] });
    const bearerCall = await bearerClient(t.url, token).post('/api/goals', undefined, form);
    // Past the CSRF guard: the body parser, not the guard, answers (no JSON to read).
    expect(bearerCall.status).toBe(415);
    expect(bearerCall.body.message).toContain('Unsupported content type');
  });
});

describe('the OpenAPI document', () => {
  it('declares the cookie and bearer schemes, and protected operations accept either', async () => {
    const doc = (await t.anon.get('/api/openapi.json')).body;
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    for (const operation of [doc.paths['/goals'].get, doc.paths['/api-tokens'].post, doc.paths['/auth/avatar'].delete]) {
      expect(operation.security).toEqual(expect.arrayContaining([{ sessionCookie: [] }, { bearerToken: [] }]));
    }
    expect(doc.paths['/auth/login'].post.security).toEqual([]);
  });
});

describe('rate limit per token', () => {
  it('answers 429 with Retry-After after API_TOKEN_RATE_LIMIT requests in a minute, for that token only', async () => {
    const limited = await startTestApp({ env: { API_TOKEN_RATE_LIMIT: '5' } });
    try {
      const owner = await limited.signIn('client@example.com');
      const first = await createToken(owner, { name: 'Busy', scopes: ['read'] });
      const second = await createToken(owner, { name: 'Quiet', scopes: ['read'] });
      const busy = bearerClient(limited.url, first.token);
      for (let i = 0; i < 5; i++) expect((await busy.get('/api/goals')).status).toBe(200);
      const over = await busy.get('/api/goals');
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('at most 5 a minute') });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await bearerClient(limited.url, second.token).get('/api/goals')).status).toBe(200);
      // The cookie session is not counted against the token.
      expect((await owner.get('/api/goals')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
