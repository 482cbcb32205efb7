import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMetricValue } from '@shared/schemas/progress-reports';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('progress reports', () => {
  it('generates a report for the chosen period, shows it in the list and details, and downloads it as a PDF', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/reports');
    await page.getByTestId('metric-card').first().waitFor();
    expect(await page.getByTestId('metric-card').count()).toBe(5);

    await page.getByLabel('Period').click();
    await page.getByRole('option', { name: 'Past Quarter' }).click();
    await page.getByText('No reports found').waitFor();

    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByText('Report Generated', { exact: true }).waitFor();
    const card = page.getByTestId('report-card').filter({ hasText: 'Quarterly Comprehensive Progress Report' });
    await card.waitFor();

    await page.getByLabel('Report type').click();
    await page.getByRole('option', { name: 'Team' }).click();
    await page.getByText('No reports found').waitFor();
    await page.getByLabel('Report type').click();
    await page.getByRole('option', { name: 'Individual' }).click();
    await card.waitFor();

    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Quarterly Comprehensive Progress Report' }).waitFor();
    await dialog.getByRole('cell', { name: 'Sessions Completed' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^progress-report-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    // The browser is shared (connected over a socket), so the file is copied here rather than read where it landed.
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'report-')), download.suggestedFilename());
    await download.saveAs(file);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await page.getByText('Download Started', { exact: true }).waitFor();
  });

  it("generates a team report for an HR manager from Acme's data, which Acme's team lead reads and its members never see", async () => {
    const hr = await e2e.page(await e2e.context({ signInAs: 'hr@acme.example' }));
    await hr.goto('/reports');
    // The header settles once the organisation's name and the metrics are in.
    await hr.getByText('the programme reports of Acme Corp').waitFor({ timeout: 60_000 });
    await hr.getByTestId('metric-card').first().waitFor({ timeout: 60_000 });
    await hr.getByLabel('Report to generate').click();
    await hr.getByRole('option', { name: 'Team report: Acme Corp' }).click();
    await hr.getByRole('button', { name: 'Generate Report' }).click();
    await hr.getByText('Report Generated', { exact: true }).waitFor();
    const card = hr.getByTestId('report-card').filter({ hasText: 'Monthly Team Report: Acme Corp' });
    await card.waitFor();
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = hr.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Monthly Team Report: Acme Corp' }).waitFor();
    await dialog.getByRole('cell', { name: 'Members Coached' }).waitFor();
    // The figure is the organisation's: as many completed sessions as Acme's members had in the last 30 days.
    const api = await e2e.app.signIn('hr@acme.example');
    const reports = (await api.get('/api/progress-reports?type=team')).body as { title: string; metricCards: { id: string; value: number }[] }[];
    const team = reports.find((report) => report.title === 'Monthly Team Report: Acme Corp')!;
    const members = (await e2e.app.db.selectFrom('users').innerJoin('organizations', 'organizations.id', 'users.organizationId').select('users.id').where('organizations.name', '=', 'Acme Corp').execute()).map((row) => row.id);
    const since = Date.now() - 30 * 86_400_000;
    const completed = (await e2e.app.db.selectFrom('sessions').select(['completedAt', 'scheduledAt']).where('clientId', 'in', members).where('status', '=', 'completed').execute()).filter(
      (row) => Date.parse(row.completedAt ?? row.scheduledAt) >= since,
    );
    expect(completed.length).toBeGreaterThan(0);
    expect(team.metricCards.find((metric) => metric.id === 'sessions-completed')?.value).toBe(completed.length);
    await dialog.getByRole('row').filter({ hasText: 'Sessions Completed' }).getByRole('cell', { name: formatMetricValue(completed.length, 'sessions'), exact: true }).first().waitFor();

    const lead = await e2e.page(await e2e.context({ signInAs: 'lead@acme.example' }));
    await lead.goto('/reports');
    await lead.getByTestId('report-card').filter({ hasText: 'Monthly Team Report: Acme Corp' }).waitFor();

    const member = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await member.goto('/reports');
    await member.getByTestId('metric-card').first().waitFor();
    expect(await member.getByLabel('Report to generate').count()).toBe(0);
    expect(await member.getByTestId('report-card').filter({ hasText: 'Team Report' }).count()).toBe(0);
  }, 180_000);
});
