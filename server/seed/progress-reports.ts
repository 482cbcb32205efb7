import type { Database } from '../db';
import { generateReport } from '../domains/progress-reports/progress-reports.queries';

/** One generated monthly report for the demo client (a real snapshot of their seeded data), when they have none. */
export async function seedProgressReports(db: Database, users: Map<string, string>): Promise<void> {
  const clientId = users.get('client@example.com');
  if (!clientId) return;
  const existing = await db.selectFrom('progressReports').select('id').where('userId', '=', clientId).executeTakeFirst();
  if (!existing) await generateReport(db, clientId, 'month');
}
