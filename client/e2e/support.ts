import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { type TestApp, type TestAppOptions, startTestApp } from '../../server/testing/harness';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A camera and microphone that need no hardware and no permission prompt (Chromium's test devices). */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];
const SCREENSHOT_DIR = path.resolve('test-results');

export interface E2E {
  app: TestApp;
  browser: Browser;
  /** A new browser context (its own cookies and storage), optionally signed in through the real endpoint. */
  /** With signInAs, the one-time welcome dialog counts as seen unless showWelcome is set. */
  context(options?: { signInAs?: string; phone?: boolean; showWelcome?: boolean }): Promise<BrowserContext>;
  /** A page that fails the test on console errors and saves a screenshot when the test fails. */
  page(context?: BrowserContext): Promise<Page>;
  close(): Promise<void>;
}

/** The built client served by the real app over a fresh database, driven by Debian's Chromium. */
export async function startE2E(options: Pick<TestAppOptions, 'ai'> & { browserArgs?: string[] } = {}): Promise<E2E> {
  const { browserArgs = [], ...appOptions } = options;
  const app = await startTestApp({ ...appOptions, clientDir: path.resolve('dist/client') });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...browserArgs],
  });
  const contexts: BrowserContext[] = [];

  async function context(options: { signInAs?: string; phone?: boolean; showWelcome?: boolean } = {}) {
    const ctx = await browser.newContext(
      options.phone
        ? { baseURL: app.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { baseURL: app.url, viewport: { width: 1280, height: 800 } },
    );
    contexts.push(ctx);
    if (options.signInAs) {
      const res = await ctx.request.post('/api/auth/login', { data: { email: options.signInAs, password: 'catalyst-demo' } });
      if (!res.ok()) throw new Error(`sign-in as ${options.signInAs} failed: ${res.status()}`);
      if (!options.showWelcome) {
        const { id } = (await res.json()) as { id: string };
        await ctx.addInitScript((userId) => {
          try {
            window.localStorage.setItem(`hasSeenWelcome:${userId}`, 'true');
          } catch {
            // about:blank and other opaque origins have no storage
          }
        }, id);
      }
    }
    return ctx;
  }

  async function page(ctx?: BrowserContext) {
    const p = await (ctx ?? (await context())).newPage();
    const errors: string[] = [];
    p.on('pageerror', (error) => errors.push(error.message));
    onTestFailed(async ({ task }) => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = path.join(SCREENSHOT_DIR, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
      await p.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      if (errors.length) console.error(`page errors during "${task.name}":\n${errors.join('\n')}`);
    });
    return p;
  }

  return {
    app,
    browser,
    context,
    page,
    async close() {
      for (const ctx of contexts) await ctx.close().catch(() => undefined);
      await browser.close();
      await app.close();
    },
  };
}
