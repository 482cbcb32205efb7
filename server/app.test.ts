import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listRestOperations } from './trpc/rest';
import { appRouter } from './trpc/root';
import { type TestApp, startTestApp } from './testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const userCount = async () => Number((await t.db.selectFrom('authSessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('one error body for every /api failure', () => {
  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await t.anon.post('/api/auth/login', undefined, { raw: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body', code: 'BAD_REQUEST' });
  });

  it('answers an unknown path with 404 and the error shape', async () => {
    const res = await t.anon.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No such endpoint: GET /api/no-such-thing', code: 'NOT_FOUND' });
  });

  it('answers a wrong method with 405 naming the allowed one', async () => {
    const res = await t.anon.put('/api/auth/login', { email: 'a@b.c', password: 'x' });
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('METHOD_NOT_SUPPORTED');
    expect(res.body.message).toContain('POST');
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('answers a validation failure with 400, a message naming the field, and issues', async () => {
    const res = await t.anon.post('/api/auth/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid input: email: /);
    expect(res.body.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers a body over the size limit with 413, not a 500', async () => {
    const res = await t.anon.post('/api/auth/login', undefined, { raw: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('cross-site request forgery', () => {
  it.each([
    ['text/plain', '{"email":"client@example.com","password":"catalyst-demo"}'],
    ['application/x-www-form-urlencoded', 'email=client%40example.com&password=catalyst-demo'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nclient@example.com\r\n--x--'],
  ])('refuses a %s mutation with 415 and changes nothing', async (type, raw) => {
    const before = await userCount();
    const res = await t.anon.post('/api/auth/login', undefined, { raw, headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('refuses a mutation from a foreign Origin with 403 and changes nothing', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/auth/logout', undefined, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await client.get('/api/auth/user')).status).toBe(200); // still signed in
  });

  it('refuses a tRPC mutation without a JSON content type', async () => {
    const res = await t.anon.post('/trpc/auth.logout', undefined, { raw: '{}', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
  });

  it('accepts a same-origin mutation', async () => {
    const res = await t.anon.post('/api/auth/login', { email: 'client@example.com', password: 'catalyst-demo' }, { headers: { origin: t.url } });
    expect(res.status).toBe(200);
  });

  it('refuses a websocket upgrade from a foreign Origin and accepts our own', async () => {
    const wsUrl = `${t.url.replace('http', 'ws')}/trpc`;
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(wsUrl, { headers: { origin: 'https://evil.example' } });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
    });
    expect(status).toBe(403);
    const opened = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(wsUrl, { headers: { origin: t.url } });
      socket.on('open', () => {
        socket.close();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    expect(opened).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and a referrer policy on API and page responses', async () => {
    for (const path of ['/api/health', '/api/auth/user']) {
      const res = await t.anon.get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('GET /api/health', () => {
  it('answers ok with the database and version', async () => {
    const res = await t.anon.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('answers 503 when the database cannot answer', async () => {
    const broken = await startTestApp();
    await broken.db.destroy();
    const res = await broken.anon.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('error');
    await broken.app.close();
  });
});

describe('OpenAPI', () => {
  it('documents every REST procedure, the cookie scheme, and marks public paths public', async () => {
    const res = await t.anon.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.components.securitySchemes.sessionCookie).toEqual({ type: 'apiKey', in: 'cookie', name: 'catalyst_session' });

    const operations = listRestOperations(appRouter);
    expect(operations.length).toBeGreaterThan(0);
    for (const { procedure, type, method, path } of operations) {
      // Every procedure is reachable over REST (subscriptions excepted: they live on the websocket).
      if (!path) {
        expect(type, procedure).toBe('subscription');
        continue;
      }
      expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/auth/user'].get.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/health'].get.security).toEqual([]);
  });

  it('serves a browsable API reference', async () => {
    const res = await t.anon.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });
});
