import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
