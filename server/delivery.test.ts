import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './testing/harness';

/**
 * Delivery: JSON over 1 KB compressed when asked (brotli preferred), built assets sent as the
 * build's own .br/.gz files with immutable caching, and the page revalidated by ETag (304).
 */

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let t: TestApp;
let clientDir: string;
const script = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};\n`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'catalyst-delivery-'));
  mkdirSync(path.join(clientDir, 'assets'));
  const page = `<!doctype html><html lang="en"><head><title>Catalyst</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  for (const [name, text] of [
    ['index.html', page],
    ['assets/index-abc123.js', script],
  ] as const) {
    const file = path.join(clientDir, name);
    writeFileSync(file, text);
    // As the build's precompress step writes them: marked, so the test sees which file was sent.
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(`${text}/*br*/`)));
    writeFileSync(`${file}.gz`, gzipSync(Buffer.from(`${text}/*gz*/`)));
  }
  t = await startTestApp({ clientDir });
});
afterAll(() => t.close());

describe('compressed JSON', () => {
  it('sends a list over 1 KB in brotli, or gzip, when asked, and plain otherwise', async () => {
    const plain = await get(`${t.url}/api/coaches`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get(`${t.url}/api/coaches`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gz = await get(`${t.url}/api/coaches`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const small = await get(`${t.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('built assets', () => {
  it("sends the build's brotli or gzip file with immutable caching", async () => {
    const url = `${t.url}/assets/index-abc123.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body).toEqual(readFileSync(path.join(clientDir, 'assets/index-abc123.js.br')));
    expect(brotliDecompressSync(br.body).toString()).toBe(`${script}/*br*/`);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${script}/*gz*/`);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers 404 for a bundle file that is not there (an old chunk after a deploy), not the page as a script', async () => {
    const missing = await get(`${t.url}/assets/index-gone000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/text\/html/);
    // Client routes still get the page.
    expect((await get(`${t.url}/some/client/route`)).headers['content-type']).toMatch(/text\/html/);
  });

  it('revalidates the page: an ETag, then 304 without a body while it is unchanged', async () => {
    for (const route of ['/', '/dashboard']) {
      const first = await get(`${t.url}${route}`, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      const again = await get(`${t.url}${route}`, { 'accept-encoding': 'br', 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });
});

describe('GET /api/auth/status', () => {
  it('answers 200 for a visitor and a member alike, saying which', async () => {
    const visitor = await t.anon.get('/api/auth/status');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ signedIn: false });
    const member = await (await t.signIn('client@example.com')).get('/api/auth/status');
    expect(member.status).toBe(200);
    expect(member.body).toEqual({ signedIn: true });
    expect(member.headers.get('cache-control')).toBe('no-store');
  });
});
