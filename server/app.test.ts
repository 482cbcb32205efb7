import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listRestOperations } from './trpc/rest';
import { appRouter } from './trpc/root';
import { type TestApp, mailTo, startTestApp, testDialect } from './testing/harness';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A request with exactly these headers and body (fetch() sets Host, content types and Sec-Fetch-Mode itself). */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = text;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const goalBody = (title: string, description = 'A goal for this test.') => ({ title, description, category: 'personal', targetDate: '2027-03-01' });
const json = (body: unknown) => ({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(JSON.stringify(body))) });
const linkIn = (text: string) => new URL(/https?:\/\/\S+\/auth\/email-link\?token=[\w-]+/.exec(text)![0]);

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

describe('bodies: depth, size and shape', () => {
  it('answers JSON nested deeper than 32 levels with 400 in the error shape, on REST and tRPC, instead of a 500', async () => {
    const client = await t.signIn('client@example.com');
    const deep = `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const path of ['/api/goals', '/trpc/goals.create']) {
      const res = await client.post(path, undefined, { raw: deep });
      expect(res.status, path).toBe(400);
      if (path.startsWith('/api')) expect(res.body).toEqual({ message: 'JSON nested deeper than 32 levels', code: 'BAD_REQUEST' });
    }
    const ok = await client.post('/api/goals', undefined, { raw: `{"title":"Nested but fine","description":"d","category":"personal","targetDate":"2027-03-01","x":${'['.repeat(20)}${']'.repeat(20)}}` });
    expect(ok.status).toBe(200);
  });

  it('answers a JSON body larger than any operation needs with 413', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/goals', goalBody('Big', 'x'.repeat(300 * 1024)));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each(['"hello"', '[]', 'null', '42', 'true'])('refuses the body %s where an operation takes an object, changing nothing', async (body) => {
    const client = await t.signIn('client@example.com');
    const goal = (await client.post('/api/goals', goalBody('Keep me'))).body;
    const res = await client.put(`/api/goals/${goal.id}`, undefined, { raw: body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body must be a JSON object', code: 'BAD_REQUEST' });
    expect((await client.get(`/api/goals`)).body.find((g: { id: number }) => g.id === goal.id).title).toBe('Keep me');
  });
});

describe('content type only where there is a body', () => {
  it('accepts DELETE without a body or content type, as curl -X DELETE sends it', async () => {
    const client = await t.signIn('client@example.com');
    const goal = (await client.post('/api/goals', goalBody('Delete me'))).body;
    const res = await raw(`${t.url}/api/goals/${goal.id}`, { method: 'DELETE', headers: { cookie: client.cookie! } });
    expect(res.status).toBe(200);
    expect((await client.get('/api/goals')).body.some((g: { id: number }) => g.id === goal.id)).toBe(false);
  });

  it('still refuses a body without JSON type, and a foreign Origin on a body-less DELETE', async () => {
    const client = await t.signIn('client@example.com');
    const goal = (await client.post('/api/goals', goalBody('Stay'))).body;
    const form = await raw(`${t.url}/api/goals/${goal.id}`, { method: 'DELETE', headers: { cookie: client.cookie!, 'content-type': 'text/plain', 'content-length': '2' }, body: '{}' });
    expect(form.status).toBe(415);
    const untyped = await raw(`${t.url}/api/goals/${goal.id}`, { method: 'PUT', headers: { cookie: client.cookie!, 'content-length': '17' }, body: '{"title":"Taken"}' });
    expect(untyped.status).toBe(415);
    const foreign = await raw(`${t.url}/api/goals/${goal.id}`, { method: 'DELETE', headers: { cookie: client.cookie!, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await client.get('/api/goals')).body.find((g: { id: number }) => g.id === goal.id).title).toBe('Stay');
  });
});

describe('links in e-mails come from a trusted origin only', () => {
  const port = () => new URL(t.url).port;

  it('refuses a request for another Host with 400 in the error shape and mails nothing', async () => {
    const before = (await mailTo(t.db, 'coach@example.com')).length;
    const res = await raw(`${t.url}/api/auth/email-link`, { method: 'POST', headers: { ...json({ email: 'coach@example.com' }), host: 'evil.example' }, body: JSON.stringify({ email: 'coach@example.com' }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringContaining('Unknown host "evil.example"'), code: 'BAD_REQUEST' });
    expect((await mailTo(t.db, 'coach@example.com')).length).toBe(before);
  });

  it('ignores X-Forwarded-Host from an untrusted peer: the link keeps our own host', async () => {
    const body = JSON.stringify({ email: 'coach@example.com' });
    const res = await raw(`${t.url}/api/auth/email-link`, { method: 'POST', headers: { ...json({ email: 'coach@example.com' }), 'x-forwarded-host': 'evil.example' }, body });
    expect(res.status).toBe(200);
    expect(linkIn((await mailTo(t.db, 'coach@example.com')).at(-1)!.text).host).toBe(`127.0.0.1:${port()}`);
  });

  it('refuses a forwarded host that is not allowed, even from a trusted proxy', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const body = JSON.stringify({ email: 'coach@example.com' });
      const res = await raw(`${proxied.url}/api/auth/email-link`, { method: 'POST', headers: { ...json({ email: 'coach@example.com' }), 'x-forwarded-host': 'evil.example' }, body });
      expect(res.status).toBe(400);
      expect(await mailTo(proxied.db, 'coach@example.com')).toEqual([]);
    } finally {
      await proxied.close();
    }
  });

  it('builds every link from PUBLIC_URL when set, whatever allowed host the request used', async () => {
    const app = await startTestApp({ env: { PUBLIC_URL: 'https://coach.example.com', ALLOWED_HOSTS: 'internal.example' } });
    try {
      const port = new URL(app.url).port;
      const body = JSON.stringify({ email: 'coach@example.com' });
      const res = await raw(`${app.url}/api/auth/email-link`, { method: 'POST', headers: { ...json({ email: 'coach@example.com' }), host: `internal.example:${port}` }, body });
      expect(res.status).toBe(200);
      expect(linkIn((await mailTo(app.db, 'coach@example.com')).at(-1)!.text).origin).toBe('https://coach.example.com');
      // Invitations (link and decline link) too.
      const coach = await app.signIn('coach@example.com');
      expect((await coach.post('/api/coach/send-invitation', { email: 'friend@example.com' })).status).toBe(200);
      const invitation = (await mailTo(app.db, 'friend@example.com')).at(-1)!.text;
      const links = invitation.match(/https?:\/\/[^\s)>"]+/g) ?? [];
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(new URL(link).origin).toBe('https://coach.example.com');
    } finally {
      await app.close();
    }
  });

  it('answers an ALLOWED_HOSTS name and links to it, and keeps /api/health open to probes by address', async () => {
    const app = await startTestApp({ env: { ALLOWED_HOSTS: 'coach.lan' } });
    try {
      const port = new URL(app.url).port;
      const body = JSON.stringify({ email: 'coach@example.com' });
      const res = await raw(`${app.url}/api/auth/email-link`, { method: 'POST', headers: { ...json({ email: 'coach@example.com' }), host: `coach.lan:${port}` }, body });
      expect(res.status).toBe(200);
      expect(linkIn((await mailTo(app.db, 'coach@example.com')).at(-1)!.text).origin).toBe(`http://coach.lan:${port}`);
      expect((await raw(`${app.url}/api/health`, { headers: { host: '10.1.2.3:5000' } })).status).toBe(200);
      expect((await raw(`${app.url}/`, { headers: { host: '10.1.2.3:5000' } })).status).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('error details', () => {
  const stackOf = async (app: TestApp, headers: Record<string, string> = {}) => {
    const res = await app.anon.get('/trpc/auth.user', { headers });
    expect(res.status).toBe(401);
    return res.body.error.json.data.stack as string | undefined;
  };

  it('never sends a stack by default (NODE_ENV unset or test)', async () => {
    expect(await stackOf(t)).toBeUndefined();
    const unset = await startTestApp({ env: { NODE_ENV: '' } });
    try {
      expect(unset.config.env).toBeUndefined();
      expect(await stackOf(unset)).toBeUndefined();
    } finally {
      await unset.close();
    }
  });

  it('sends one only with NODE_ENV=development and a loopback caller', async () => {
    const dev = await startTestApp({ env: { NODE_ENV: 'development', TRUST_PROXY: 'loopback' } });
    try {
      expect(await stackOf(dev)).toContain('TRPCError');
      expect(await stackOf(dev, { 'x-forwarded-for': '203.0.113.9' })).toBeUndefined();
    } finally {
      await dev.close();
    }
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
  // The full file comes from SQLite's own page limit; PostgreSQL has no per-database equivalent to set from a test.
  it.runIf(testDialect === 'sqlite')('reports a full database as degraded (503), answers writes 503 in the error shape, and recovers when space returns', async () => {
    const app = await startTestApp();
    try {
      const client = await app.signIn('client@example.com');
      expect((await app.anon.get('/api/health')).body.db).toBe('ok');
      // SQLite's own page limit makes the real file full: the same SQLITE_FULL a full disk gives.
      await sql`pragma max_page_count = 1`.execute(app.db);
      let failed: Awaited<ReturnType<typeof client.post>> | undefined;
      for (let i = 0; i < 500 && !failed; i++) {
        const res = await client.post('/api/goals', goalBody(`Filler ${i}`, 'x'.repeat(2000)));
        if (res.status !== 200) failed = res;
      }
      expect(failed?.status).toBe(503);
      expect(failed?.body).toEqual({ message: expect.stringContaining('the disk is full'), code: 'SERVICE_UNAVAILABLE' });
      const health = await app.anon.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'degraded', db: 'degraded', message: expect.stringContaining('the disk is full') });

      await sql`pragma max_page_count = 1073741823`.execute(app.db);
      expect((await client.post('/api/goals', goalBody('After space returned'))).status).toBe(200);
      const again = await app.anon.get('/api/health');
      expect(again.status).toBe(200);
      expect(again.body.db).toBe('ok');
    } finally {
      await app.close();
    }
  });

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
    expect(doc.paths['/auth/user'].get.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(doc.paths['/health'].get.security).toEqual([]);
  });

  it('serves a browsable API reference', async () => {
    const res = await t.anon.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });
});
