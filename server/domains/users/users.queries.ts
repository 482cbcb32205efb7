import type { CurrentUser } from '@shared/schemas/auth';
import type { Database, Tx } from '../../db';
import type { User } from '../../db/schema';

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    organizationId: user.organizationId,
  };
}

export function findUserByEmail(db: Database | Tx, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Database | Tx, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
