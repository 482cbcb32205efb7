import { randomUUID } from 'node:crypto';
import type { Role } from '@shared/constants/roles';
import type { Database } from '../../db';
import type { User } from '../../db/schema';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string | null;
  /** A client's profile (company, goals); coaches and organisation admins get theirs in onboarding. */
  clientProfile: { company: string | null; goals: string } | null;
}

/** The account and, for a client, its profile, together or not at all. */
export async function createAccount(db: Database, account: NewAccount): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const user = await trx
      .insertInto('users')
      .values({ id, email: account.email, firstName: account.firstName, lastName: account.lastName, role: account.role, passwordHash: account.passwordHash })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (account.clientProfile) await trx.insertInto('clientProfiles').values({ userId: id, ...account.clientProfile }).execute();
    return user;
  });
}

export function findClientProfile(db: Database, userId: string) {
  return db.selectFrom('clientProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}
