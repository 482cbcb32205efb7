import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coveredByHelpButton, type E2E, overflowAt, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const PHONE_WIDTH = 390;
/** Routes checked at the same time, each in its own tab: most of a route's time is the wait for its network to settle. */
const LANES = 3;

/** Runs check on every item, LANES at a time, each lane on its own tabs (made once by openTabs); results keep the items' order. */
async function inLanes<T, Tabs>(items: T[], openTabs: () => Promise<Tabs>, check: (item: T, tabs: Tabs) => Promise<string | undefined>): Promise<string[]> {
  const lanes = await Promise.all(Array.from({ length: LANES }, openTabs));
  const problems: (string | undefined)[] = [];
  let next = 0;
  await Promise.all(
    lanes.map(async (tabs) => {
      for (let index = next++; index < items.length; index = next++) problems[index] = await check(items[index]!, tabs);
    }),
  );
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** Every path in the route table (client/app/router.tsx), so a new page is checked the day it lands. */
function routePaths(): { path: string; signedIn: boolean }[] {
  const source = readFileSync(path.resolve('client/app/router.tsx'), 'utf8');
  const signedInFrom = source.indexOf('// Signed in');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => ({ path: match[1]!, signedIn: signedInFrom >= 0 && (match.index ?? 0) > signedInFrom && match[1] !== '*' })).filter((route) => route.path !== '*');
}

const overflow = (page: Page) => overflowAt(page, PHONE_WIDTH);

async function firstCoachId(): Promise<number> {
  const client = await e2e.app.signIn('client@example.com');
  const coaches = (await client.get('/api/coaches?limit=1')).body as { id: number }[];
  return coaches[0]!.id;
}

describe('every route at 390 px', () => {
  it('has no horizontal scroll and no element wider than the screen', async () => {
    const coachId = await firstCoachId();
    const visitorContext = await e2e.context({ phone: true });
    const memberContext = await e2e.context({ signInAs: 'client@example.com', phone: true });
    const routes = routePaths().filter((route) => !route.path.includes(':') || route.path.startsWith('/invite/')); // a page of one object (a recording): reached from its list
    const problems = await inLanes(
      routes,
      async () => ({ visitor: await e2e.page(visitorContext), member: await e2e.page(memberContext) }),
      async (route, tabs) => {
        const url = route.path.replace(':coachId', String(coachId));
        const page = route.signedIn ? tabs.member : tabs.visitor;
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        const found = await overflow(page);
        return found.scrolls || found.wide.length ? `${url}: page ${found.scrollWidth}px wide\n  ${found.wide.join('\n  ')}` : undefined;
      },
    );
    expect(problems).toEqual([]);

    // The check itself can fail: an element wider than the screen is found.
    const member = await e2e.page(memberContext);
    await member.goto('/dashboard');
    await member.getByRole('heading', { level: 1 }).first().waitFor();
    await member.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '420px';
      wide.textContent = 'too wide';
      document.body.append(wide);
    });
    expect((await overflow(member)).wide.join()).toContain('too wide');
  }, 240_000);

  it('leaves nothing a person can press under the help chat button, at the end of every page', async () => {
    const coachId = await firstCoachId();
    const client = await e2e.app.signIn('client@example.com');
    const chat = ((await client.get('/api/sessions?view=in_progress&type=ai')).body as { id: number }[])[0]!.id;
    const contexts = {
      visitor: await e2e.context({ phone: true }),
      // The organisation admin sees the most pages (team, billing, analytics); a client has the AI chat, a platform admin /admin.
      orgAdmin: await e2e.context({ signInAs: 'orgadmin@acme.example', phone: true }),
      member: await e2e.context({ signInAs: 'client@example.com', phone: true }),
      admin: await e2e.context({ signInAs: 'admin@example.com', phone: true }),
    };
    type Who = keyof typeof contexts;
    const visits: [Who, string][] = [
      ...routePaths()
        .filter((route) => !route.path.includes(':') || route.path.startsWith('/invite/'))
        .map((route): [Who, string] => [route.signedIn ? 'orgAdmin' : 'visitor', route.path.replace(':coachId', String(coachId))]),
      ['member', '/sessions'],
      ['member', '/goals'],
      ['member', `/ai-coaches?session=${chat}`],
      ['admin', '/admin'],
      ['admin', '/admin?tab=ai-coaches'],
    ];
    // Tabs are opened as a lane first needs them (a lane may never visit as the platform admin).
    const problems = await inLanes(
      visits,
      async () => new Map<Who, Page>(),
      async ([who, url], tabs) => {
        const page = tabs.get(who) ?? (await e2e.page(contexts[who]));
        tabs.set(who, page);
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        const covered = await coveredByHelpButton(page);
        return covered.length ? `${url}: ${covered.join(', ')}` : undefined;
      },
    );
    expect(problems).toEqual([]);

    // The check can fail: without the room the page keeps free at its end, the last button of Settings sits under it.
    const member = await e2e.page(contexts.member);
    await member.goto('/settings');
    await member.getByRole('button', { name: 'Reset All Settings' }).waitFor();
    await member.evaluate(() => document.getElementById('main')!.style.setProperty('padding-bottom', '1rem'));
    expect((await coveredByHelpButton(member)).join()).toContain('Reset All Settings');
  }, 300_000);

  it('keeps the AI chat header within a fifth of the screen and each coach card\'s actions on one row', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com', phone: true }));
    const client = await e2e.app.signIn('client@example.com');
    const open = (await client.get('/api/sessions?view=in_progress&type=ai')).body as { id: number }[];
    await page.goto(`/ai-coaches?session=${open[0]!.id}`);
    const header = page.getByTestId('chat-screen').locator('header').first();
    await header.waitFor();
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(844 / 5);

    await page.goto('/coaches');
    const card = page.getByTestId('coach-card').first();
    await card.waitFor();
    const actions = card.getByRole('button', { name: /^View Profile of/ }).locator('xpath=..').locator('button');
    const tops = await actions.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tops).size).toBe(1);
    expect((await overflow(page)).wide).toEqual([]);
  });
});
