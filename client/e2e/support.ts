import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { type TestApp, type TestAppOptions, startTestApp } from '../../server/testing/harness';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_PATH };

/** A camera and microphone that need no hardware and no permission prompt (Chromium's test devices). */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];
const SCREENSHOT_DIR = path.resolve('test-results');
/** Where the screenshots people look at go (test-results/ is not committed). */
export const SHOTS_DIR = path.join(SCREENSHOT_DIR, 'screenshots');

/** Saves a screenshot named after what it shows and the viewport, e.g. team-list-390x844.png: the whole page, or the screen (for a dialog over it). */
export async function saveShot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const size = page.viewportSize();
  // A page scrolled down draws its fixed header and sidebar mid-way down a full-page shot.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`), fullPage });
}

/** What sticks out sideways: the page scrolls, or an element is wider than the screen (outside a deliberate scroller). */
export async function overflowAt(page: Page, width: number): Promise<{ scrolls: boolean; scrollWidth: number; wide: string[] }> {
  return page.evaluate((width) => {
    const scrolls = document.documentElement.scrollWidth > width + 1;
    // Content cut off by a clipping parent is as lost as content off the screen; only a scroller (or a carousel's slides) is deliberate.
    const scrolledInside = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'auto' || overflowX === 'scroll' || parent.getAttribute('aria-roledescription') === 'carousel') return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.width > width + 1 || box.right > width + 1) && !scrolledInside(element);
      })
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}"> ${Math.round(box.left)}..${Math.round(box.right)} "${label}"`;
      });
    return { scrolls, scrollWidth: document.documentElement.scrollWidth, wide };
  }, width);
}

/**
 * What a person could press but cannot, because the help chat's round button sits on it: the page (and
 * every inner scroller) scrolled to its very end, where nothing can move out from under the button any more.
 */
export async function coveredByHelpButton(page: Page): Promise<string[]> {
  const launcher = page.getByRole('button', { name: 'Open help chat' });
  await launcher.waitFor();
  return page.evaluate(async () => {
    const scrollers = () => [document.scrollingElement!, ...[...document.querySelectorAll('*')].filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight)];
    // A list that loads its next page at the end grows as it is scrolled: scroll until the height holds.
    for (let round = 0, height = -1; round < 5 && height !== document.documentElement.scrollHeight; round += 1) {
      height = document.documentElement.scrollHeight;
      for (const scroller of scrollers()) scroller.scrollTop = scroller.scrollHeight;
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    const button = document.querySelector('button[aria-label="Open help chat"]')!;
    const corner = button.getBoundingClientRect();
    const pressable = 'a[href], button, input, select, textarea, [role="switch"], [role="tab"], [role="checkbox"], [role="combobox"]';
    return [...document.querySelectorAll(pressable)]
      .filter((element) => {
        if (element === button) return false;
        const box = element.getBoundingClientRect();
        if (!box.width || !box.height || getComputedStyle(element).visibility === 'hidden') return false;
        if (box.right <= corner.left || box.left >= corner.right || box.bottom <= corner.top || box.top >= corner.bottom) return false;
        // Under the button only if the button is what the finger would hit there (a dialog's overlay covers both).
        const x = (Math.max(box.left, corner.left) + Math.min(box.right, corner.right)) / 2;
        const y = (Math.max(box.top, corner.top) + Math.min(box.bottom, corner.bottom)) / 2;
        return button.contains(document.elementFromPoint(x, y));
      })
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** A console error, uncaught exception or failed request the test may expect: matched against its description. */
export type ErrorPattern = string | RegExp;

export interface PageOptions {
  /** Problems this test provokes on purpose (a refused sign-in, a 404 page): anything else fails the test. */
  allowErrors?: ErrorPattern[];
}

export interface ContextOptions {
  signInAs?: string;
  phone?: boolean;
  showWelcome?: boolean;
  locale?: string;
  /** An IANA zone for the browser (dates render in it), e.g. 'Europe/Berlin'. */
  timezoneId?: string;
}

export interface E2E {
  app: TestApp;
  browser: Browser;
  /** A new browser context (its own cookies and storage), optionally signed in through the real endpoint. */
  /** With signInAs, the one-time welcome dialog counts as seen unless showWelcome is set. */
  /** locale sets the browser's language (dates and numbers format by it). */
  context(options?: ContextOptions): Promise<BrowserContext>;
  /**
   * A page that fails the test on any console error, uncaught exception or failed request (HTTP 4xx/5xx or a
   * network failure) the test did not allow, and saves a screenshot when the test fails.
   */
  page(context?: BrowserContext, options?: PageOptions): Promise<Page>;
  close(): Promise<void>;
}

const problemsOf = new WeakMap<Page, { seen: string[]; allowed: ErrorPattern[] }>();

/** Allows more expected problems on a page, from the point in a test where they become expected. */
export function allowErrors(page: Page, ...patterns: ErrorPattern[]): void {
  problemsOf.get(page)?.allowed.push(...patterns);
}

const matches = (problem: string, pattern: ErrorPattern) => (typeof pattern === 'string' ? problem.includes(pattern) : pattern.test(problem));

/** Watches a page for what a person would never see working: errors in the console, exceptions, failed requests. */
/** Reading the current user answers 401 to a visitor: that is how the app learns nobody is signed in. */
const ALWAYS_ALLOWED: ErrorPattern[] = [/^response: 401 GET \S+\/trpc\/auth\.user\?/];

function watch(page: Page, allowed: ErrorPattern[]) {
  const state = { seen: [] as string[], allowed: [...ALWAYS_ALLOWED, ...allowed] };
  problemsOf.set(page, state);
  page.on('pageerror', (error) => state.seen.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // A failed HTTP request is also logged by Chromium without its address: the response listener names it.
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
    state.seen.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) state.seen.push(`response: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Navigating away or closing the page cancels requests in flight; the browser reports them as aborted.
    if (reason === 'net::ERR_ABORTED') return;
    state.seen.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  return state;
}

async function screenshot(page: Page, testName: string) {
  if (page.isClosed()) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}

/**
 * A context made inside a test closes when that test ends: its pages stop polling, rendering and holding
 * sockets open in the shared browser while later tests run. One made outside a test (in beforeAll) stays
 * open until close().
 */
function closeWhenTestEnds(ctx: BrowserContext) {
  try {
    onTestFinished(() => ctx.close().catch(() => undefined));
  } catch {
    // not inside a test
  }
}

/** A connection to the run's shared Chromium (launched once by browser-server.ts), or a browser of its own when a file needs flags. */
async function openBrowser(browserArgs: string[]): Promise<Browser> {
  if (browserArgs.length === 0) {
    let endpoint: string | undefined;
    try {
      endpoint = inject('chromiumWsEndpoint');
    } catch {
      endpoint = undefined;
    }
    if (endpoint) return chromium.connect(endpoint);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...browserArgs] });
}

/** The built client served by the real app over a fresh database, driven by Debian's Chromium. */
export async function startE2E(options: Pick<TestAppOptions, 'ai'> & { browserArgs?: string[] } = {}): Promise<E2E> {
  const { browserArgs = [], ...appOptions } = options;
  const [app, browser] = await Promise.all([startTestApp({ ...appOptions, clientDir: path.resolve('dist/client') }), openBrowser(browserArgs)]);
  const contexts: BrowserContext[] = [];

  async function context(options: ContextOptions = {}) {
    const ctx = await browser.newContext({
      ...(options.phone ? { baseURL: app.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { baseURL: app.url, viewport: { width: 1280, height: 800 } }),
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    });
    contexts.push(ctx);
    closeWhenTestEnds(ctx);
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

  async function page(ctx?: BrowserContext, pageOptions: PageOptions = {}) {
    const p = await (ctx ?? (await context())).newPage();
    const state = watch(p, pageOptions.allowErrors ?? []);
    // Runs before the page's context is closed (finish hooks run last registered first, and the context came first).
    onTestFinished(async ({ task }) => {
      const unexpected = state.seen.filter((problem) => !state.allowed.some((pattern) => matches(problem, pattern)));
      state.seen.length = 0;
      if (task.result?.state === 'fail' || unexpected.length) await screenshot(p, task.name);
      if (unexpected.length) throw new Error(`unexpected errors on the page (allow them with allowErrors if the test provokes them):\n${unexpected.join('\n')}`);
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
      // For the shared browser this only disconnects; it stays open for the other files.
      await browser.close();
      await app.close();
    },
  };
}
