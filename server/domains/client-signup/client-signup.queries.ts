import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import type { User } from '../../db/schema';

export interface NewClient {
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  goals: string;
}

/** The client account and its profile (company, goals), together or not at all. */
export async function createClientAccount(db: Database, client: NewClient): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const user = await trx
      .insertInto('users')
      .values({ id, email: client.email, firstName: client.firstName, lastName: client.lastName, role: 'client' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('clientProfiles').values({ userId: id, company: client.company, goals: client.goals }).execute();
    return user;
  });
}

export function findClientProfile(db: Database, userId: string) {
  return db.selectFrom('clientProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}
