// npm run bench:web — Lighthouse (mobile, default simulated throttling) on the built app (`npm run
// build` first): /, /browse-coaches and, signed in as client@example.com, /dashboard. Starts the
// built server on a temporary demo database and Chromium headless (CHROME_PATH, default
// /usr/bin/chromium), prints the four category scores with LCP, TBT, CLS and FCP per page, and the
// issue-13 targets for / as MET or MISSED. Scores depend on the machine's load: it is printed too.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SESSION_COOKIE } from '../shared/constants/auth';
import { loadConfig } from '../server/config';
import { createDb } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { startSession } from '../server/domains/auth/sessions';
import { seedDemoData } from '../server/seed';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
/** --save DIR writes each page's full Lighthouse report (JSON) there; --only PATH runs one page. */
const saveDir = option('--save');
const only = option('--only');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startApp(dir: string, file: string, secret: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: file, DATA_DIR: dir, SESSION_SECRET: secret, LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).status < 500) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer within 60 s');
}

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  failed: string[];
}

async function main() {
  if (!existsSync(path.join(root, 'dist/server/index.js')) || !existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('bench:web measures the built app: run `npm run build` first');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'catalyst-bench-web-'));
  const file = path.join(dir, 'catalyst.db');
  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({ DATABASE_URL: file, DATA_DIR: dir, SESSION_SECRET: secret });
  const handle = createDb(config);
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  const member = await handle.db.selectFrom('users').select('id').where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
  const { token } = await startSession(handle.db, config, member.id, { ip: '127.0.0.1', userAgent: 'bench-web' });
  await handle.close();

  const app = await startApp(dir, file, secret);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results: PageResult[] = [];
  try {
    for (const [page, cookie] of [
      ['/', undefined],
      ['/browse-coaches', undefined],
      ['/dashboard', `${SESSION_COOKIE}=${token}`],
    ] as const) {
      if (only && only !== page) continue;
      console.error(`lighthouse ${page}${cookie ? ' (signed in)' : ''} (load ${loadavg()[0]!.toFixed(2)}) ...`);
      const run = await lighthouse(`${app.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!run) throw new Error(`lighthouse gave no result for ${page}`);
      const { lhr } = run;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, '_') || 'root'}${cookie ? '-signed-in' : ''}.json`), JSON.stringify(lhr, null, 1));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings'))
        .map((a) => a.id);
      results.push({
        page: cookie ? `${page} (signed in)` : page,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as PageResult['scores'],
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
        failed,
      });
    }
  } finally {
    chrome.kill();
    app.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }

  const lines = [
    '',
    `bench:web: Lighthouse ${'12.8'} mobile, default throttling; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
    '',
    `${'page'.padEnd(24)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'seo'.padStart(6)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}`,
    ...results.map(
      (r) =>
        `${r.page.padEnd(24)}${r.scores.performance.toFixed(2).padStart(6)}${r.scores.accessibility.toFixed(2).padStart(6)}${r.scores['best-practices'].toFixed(2).padStart(6)}${r.scores.seo.toFixed(2).padStart(6)}${(r.fcp / 1000).toFixed(1).padStart(8)}${(r.lcp / 1000).toFixed(1).padStart(8)}${Math.round(r.tbt).toString().padStart(8)}${r.cls.toFixed(3).padStart(7)}`,
    ),
    '',
    ...results.filter((r) => r.failed.length > 0).map((r) => `${r.page}: audits below full marks: ${r.failed.join(', ')}`),
    '',
    'targets (issue 13) on /',
  ];
  const landing = results[0]!;
  for (const [category, target] of Object.entries(TARGETS) as [keyof typeof TARGETS, number][]) {
    const score = landing.scores[category];
    lines.push(`  ${score >= target ? 'MET   ' : 'MISSED'}  ${category} >= ${target}: ${score.toFixed(2)}`);
  }
  console.log(lines.join('\n'));
}

await main();
