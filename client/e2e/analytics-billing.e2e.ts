import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXT } from '@shared/constants/billing';
import { ensureAccount } from '../../server/domains/billing/billing-account';
import { periodOf } from '../../server/domains/billing/billing-periods';
import { closeAccountPeriod } from '../../server/domains/billing/billing.service';
import { paymentProviderFor } from '../../server/domains/billing/payments';
import { syncSessionParticipants } from '../../server/domains/sessions/session-participants';
import { type E2E, startE2E } from './support';

/** Where the looked-at screenshots go (outside the repository); SHOTS_DIR overrides. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/catalyst-shots';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  mkdirSync(SHOTS, { recursive: true });
  // An Acme member's session 200 days ago: inside a year, outside 30 days.
  const member = await e2e.app.db.selectFrom('users').select('id').where('email', '=', 'member@acme.example').executeTakeFirstOrThrow();
  const at = new Date(Date.now() - 200 * 86_400_000);
  await e2e.app.db
    .insertInto('sessions')
    .values({ type: 'human', title: 'Old session', status: 'completed', scheduledAt: at.toISOString(), duration: 60, endsAt: new Date(at.getTime() + 3_600_000).toISOString(), clientId: member.id, bookedById: member.id, completedAt: at.toISOString() })
    .execute();
});
afterAll(() => e2e.close());

describe('analytics dashboard', () => {
  it('switches the period (the charts redraw with other numbers), moves between tabs and downloads the visible tab as CSV', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'hr@acme.example' }));
    await page.goto('/analytics-dashboard');
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    const chart = page.getByTestId('sessions-chart');
    await page.getByTestId('metric-total-sessions-value').waitFor();
    await expect.poll(() => chart.getAttribute('data-buckets')).not.toBe('');
    const month = { buckets: await chart.getAttribute('data-buckets'), total: Number(await chart.getAttribute('data-total')) };
    await page.screenshot({ path: `${SHOTS}/analytics-desktop.png` });

    await page.getByLabel('Period').click();
    await page.getByRole('option', { name: 'Last year' }).click();
    await expect.poll(() => chart.getAttribute('data-buckets')).toBe('13');
    await expect.poll(async () => Number(await chart.getAttribute('data-total'))).toBeGreaterThan(month.total);
    expect(month.buckets).toBe('31');
    expect(Number(await page.getByTestId('metric-total-sessions-value').textContent())).toBeGreaterThan(month.total - 1);

    for (const tab of ['Performance', 'Client Progress', 'Outcomes']) await page.getByRole('tab', { name: tab }).click();
    await page.getByTestId('outcome-row').first().waitFor();
    expect(await page.getByTestId('outcome-row').count()).toBe(4);
    await page.screenshot({ path: `${SHOTS}/analytics-outcomes-desktop.png` });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('analytics-outcomes-1y.csv');
    // The shared browser runs in another process: the download is copied here before reading.
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'analytics-')), download.suggestedFilename());
    await download.saveAs(file);
    const rows = parse(await readFile(file, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.category)).toEqual(['leadership', 'skills', 'personal', 'career']);

    await page.getByRole('tab', { name: 'Client Progress' }).click();
    await page.getByTestId('client-progress-row').first().waitFor();
  });

  it('fits a phone and keeps clients out', async () => {
    const phone = await e2e.page(await e2e.context({ signInAs: 'coach@example.com', phone: true }));
    await phone.goto('/analytics-dashboard');
    await phone.getByTestId('metric-total-sessions-value').waitFor();
    await phone.screenshot({ path: `${SHOTS}/analytics-phone.png` });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    const client = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await client.goto('/analytics-dashboard');
    await client.getByText('Analytics are for coaches, organization admins, team leads, HR managers and platform admins.').waitFor();
    expect(await client.getByRole('link', { name: 'Analytics' }).count()).toBe(0);
  });
});

describe('session ratings', () => {
  it("lets a client rate a past session, and the rating is stored for analytics", async () => {
    const client = await e2e.app.db.selectFrom('users').select('id').where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
    const at = new Date(Date.now() - 3 * 86_400_000);
    const aiCoach = (await e2e.app.db.selectFrom('aiCoaches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const { id } = await e2e.app.db
      .insertInto('sessions')
      .values({ type: 'ai', title: 'Session to rate', status: 'completed', scheduledAt: at.toISOString(), duration: 30, endsAt: new Date(at.getTime() + 1_800_000).toISOString(), aiCoachId: aiCoach, clientId: client.id, bookedById: client.id, completedAt: at.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncSessionParticipants(e2e.app.db, [id]);
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    await page.getByRole('tab', { name: /Past Sessions/ }).click();
    const card = page.getByTestId('session-card').filter({ hasText: 'Session to rate' });
    await card.getByRole('button', { name: 'Rate 4 out of 5' }).click();
    await page.getByText('Rating Saved', { exact: true }).waitFor();
    await card.getByText('Your rating: 4/5').waitFor();
    expect((await e2e.app.db.selectFrom('sessionRatings').select('rating').where('sessionId', '=', id).executeTakeFirstOrThrow()).rating).toBe(4);
  });
});

describe('billing', () => {
  beforeAll(async () => {
    // The demo coach starts this flow on Basic (its billing account is made on first use from this plan).
    const coach = await e2e.app.db.selectFrom('users').select('id').where('email', '=', 'coach@example.com').executeTakeFirstOrThrow();
    await e2e.app.db.updateTable('coaches').set({ plan: 'basic' }).where('userId', '=', coach.id).execute();
  });

  it('shows a coach the usage, the details with no usage charges and no invoices, then a plan change as prorated charges', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/advanced-billing');
    await page.getByText('Sessions this month').waitFor();
    await page.getByText('/ 100 sessions').waitFor();
    await page.getByText('/ 1,000 minutes').waitFor();
    expect(await page.getByTestId('plan-badge').getAttribute('data-tier')).toBe('basic');
    await page.screenshot({ path: `${SHOTS}/billing-desktop.png` });

    await page.getByRole('tab', { name: 'Billing Details' }).click();
    await page.getByText(BILLING_TEXT.noUsageCharges).waitFor();
    expect(await page.getByTestId('monthly-base').textContent()).toBe('$250.00');
    await page.getByRole('tab', { name: 'Invoice History' }).click();
    await page.getByText(BILLING_TEXT.noInvoices).waitFor();

    await page.getByRole('tab', { name: 'Billing Details' }).click();
    await page.getByRole('button', { name: /Switch to Premium/ }).click();
    await page.getByText('Plan Changed', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Usage charges' }).waitFor();
    await page.getByText(/Unused Basic plan/).waitFor();
    expect(await page.getByTestId('plan-badge').first().getAttribute('data-tier')).toBe('premium');
    await page.screenshot({ path: `${SHOTS}/billing-details-desktop.png` });
  });

  it('styles the enterprise badge apart for an organisation admin, fits a phone, and keeps team leads out', async () => {
    const phone = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example', phone: true }));
    await phone.goto('/advanced-billing');
    const badge = phone.getByTestId('plan-badge');
    await badge.waitFor();
    expect(await badge.getAttribute('data-tier')).toBe('enterprise');
    expect(await badge.getAttribute('class')).toContain('bg-gradient-to-r');
    await phone.screenshot({ path: `${SHOTS}/billing-phone.png` });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    const lead = await e2e.page(await e2e.context({ signInAs: 'lead@acme.example' }));
    await lead.goto('/advanced-billing');
    await lead.getByText("Billing is for the paying account: your organization's administrators manage its billing.").waitFor();
  });

  it("shows the usage period from its first to its last day, in the viewer's locale", async () => {
    const now = new Date();
    const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    const german = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example', locale: 'de-DE' }));
    await german.goto('/advanced-billing');
    const mm = String(month + 1).padStart(2, '0');
    await expect.poll(() => german.getByTestId('billing-period').textContent()).toBe(`Period 01.${mm}.${year} to ${lastDay}.${mm}.${year}`);
    const american = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example', locale: 'en-US' }));
    await american.goto('/advanced-billing');
    const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month];
    await expect.poll(() => american.getByTestId('billing-period').textContent()).toBe(`Period ${name} 1, ${year} to ${name} ${lastDay}, ${year}`);
  });

  it("lets a platform admin agree Globex's price, then shows its invoice dated in the viewer's locale and time zone, as a PDF, paid by the admin", async () => {
    const admin = await e2e.page(await e2e.context({ signInAs: 'admin@example.com' }));
    await admin.goto('/advanced-billing');
    await admin.getByText('Choose an organization to look at').waitFor();
    await admin.locator('aside[aria-label="Sidebar"]').getByTestId('organization-menu').click();
    await admin.getByRole('menuitem', { name: 'Globex' }).click();
    await admin.getByRole('tab', { name: 'Billing Details' }).click();
    await admin.getByText('Custom pricing via sales').waitFor();
    await admin.getByLabel('Agreed monthly price (USD)').fill('12.345');
    await admin.getByRole('button', { name: 'Save price' }).click();
    await admin.getByText('Enter an amount in dollars, such as 1500 or 1499.99').waitFor();
    await admin.getByLabel('Agreed monthly price (USD)').fill('1500');
    await admin.getByRole('button', { name: 'Save price' }).click();
    await admin.getByText('Price Saved', { exact: true }).waitFor();
    await expect.poll(() => admin.getByTestId('monthly-base').textContent()).toBe('$1,500.00');

    // The month closes (what the scheduled job does at its end), issued at 00:30 UTC on the next month's first day.
    const globex = await e2e.app.db.selectFrom('organizations').select('id').where('name', '=', 'Globex').executeTakeFirstOrThrow();
    const account = await ensureAccount(e2e.app.db, { kind: 'organization', organizationId: globex.id });
    const month = periodOf(new Date());
    const issuedAt = new Date(Date.parse(month.endIso) + 30 * 60_000);
    const closed = await closeAccountPeriod({ db: e2e.app.db, storage: e2e.app.app.services.storage, payments: paymentProviderFor(e2e.app.config.billing) }, account.id, month, issuedAt);
    expect(closed?.created).toBe(true);

    const endDay = new Date(Date.parse(month.endIso) - 86_400_000);
    const [y, m, last] = [endDay.getUTCFullYear(), endDay.getUTCMonth(), endDay.getUTCDate()];
    const mm = String(m + 1).padStart(2, '0');
    const next = new Date(month.endIso);
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    // In Berlin 00:30 UTC is already the next month's first day; in Los Angeles it is still the month's last evening.
    const berlin = await e2e.page(await e2e.context({ signInAs: 'orgadmin@globex.example', locale: 'de-DE', timezoneId: 'Europe/Berlin' }));
    await berlin.goto('/advanced-billing');
    await berlin.getByRole('tab', { name: 'Invoice History' }).click({ timeout: 60_000 });
    const berlinRow = berlin.getByTestId('invoice-row').filter({ hasText: `Enterprise plan, ${month.label}` });
    await expect
      .poll(() => berlinRow.getByTestId('invoice-dates').textContent())
      .toBe(`Issued 01.${String(next.getUTCMonth() + 1).padStart(2, '0')}.${next.getUTCFullYear()} · Period 01.${mm}.${y} to ${last}.${mm}.${y}`);
    await berlinRow.getByText('$1,500.00').waitFor();
    const la = await e2e.page(await e2e.context({ signInAs: 'orgadmin@globex.example', locale: 'en-US', timezoneId: 'America/Los_Angeles' }));
    await la.goto('/advanced-billing');
    await la.getByRole('tab', { name: 'Invoice History' }).click({ timeout: 60_000 });
    const laRow = la.getByTestId('invoice-row').filter({ hasText: `Enterprise plan, ${month.label}` });
    await expect.poll(() => laRow.getByTestId('invoice-dates').textContent()).toBe(`Issued ${names[m]} ${last}, ${y} · Period ${names[m]} 1, ${y} to ${names[m]} ${last}, ${y}`);
    await laRow.getByText('open', { exact: true }).waitFor();
    expect(await laRow.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
    const [download] = await Promise.all([la.waitForEvent('download'), laRow.getByRole('link', { name: /^Download INV-\d{6} as PDF$/ }).click()]);
    // The browser is shared (connected over a socket): the file is copied here rather than read where it landed.
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'invoice-')), download.suggestedFilename());
    await download.saveAs(file);
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    // Manual payments: the platform admin (opening billing again, as the invoice was issued after their page loaded) marks it paid; the organisation sees it paid at once.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Invoice History' }).click({ timeout: 60_000 });
    const adminRow = admin.getByTestId('invoice-row').filter({ hasText: `Enterprise plan, ${month.label}` });
    await adminRow.getByRole('button', { name: 'Mark paid' }).click();
    await admin.getByText('Invoice Paid', { exact: true }).waitFor();
    await adminRow.getByText('paid', { exact: true }).waitFor();
    // The organisation's open page shows it paid without a reload (the live subscription).
    await laRow.getByText('paid', { exact: true }).waitFor({ timeout: 5000 });
    await admin.screenshot({ path: `${SHOTS}/billing-invoices-admin-desktop.png` });
  }, 240_000);
});
