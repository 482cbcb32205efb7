import { DEMO_PASSWORD } from '@shared/constants/auth';
import type { Database } from '../db';
import { hashPassword } from '../domains/auth/passwords';
import { seedAiCoaches } from './ai-coaches';
import { seedCalendar } from './calendar';
import { seedCoaches } from './coaches';
import { seedGoals } from './goals';
import { seedSessions } from './sessions';
import { seedResources } from './resources';
import { seedOnboarding } from './onboarding';
import { seedMessages } from './messages';
import { seedProgressReports } from './progress-reports';
import { seedOrganizations, seedUsers } from './users';
import { seedTeam } from './team';
import { seedSessionRatings } from './ratings';

export interface SeedContext {
  db: Database;
  /** One argon2 hash of the demo password, shared by every demo account (hashing is deliberately slow). */
  passwordHash: string;
  organizations: Map<string, string>;
  users: Map<string, string>;
}

/** Idempotent: every step creates only what is missing, so it can run again on a live database. */
export async function seedDemoData(db: Database): Promise<SeedContext> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const organizations = await seedOrganizations(db);
  const users = await seedUsers(db, passwordHash, organizations);
  await seedCoaches(db, passwordHash, users);
  const aiCoaches = await seedAiCoaches(db, organizations);
  await seedSessions(db, users, aiCoaches);
  await seedGoals(db, users);
  await seedResources(db, users);
  await seedCalendar(db, users);
  await seedOnboarding(db, organizations, users);
  await seedMessages(db, users);
  await seedProgressReports(db, users);
  await seedTeam(db, organizations, users);
  await seedSessionRatings(db);
  return { db, passwordHash, organizations, users };
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}
