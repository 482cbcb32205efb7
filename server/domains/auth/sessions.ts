import { type CompiledQuery, createQueryId } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db';
import type { User } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface SessionClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/** Starts a new session (a fresh id at every sign-in); returns the cookie value, never stored. */
export async function startSession(db: Database, config: Config, userId: string, client: SessionClientInfo): Promise<StartedSession> {
  const token = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.session.idleMs);
  await db
    .insertInto('authSessions')
    .values({
      idHash: hashToken(config.sessionSecret, token),
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  await db.updateTable('users').set({ lastActiveAt: now.toISOString() }).where('id', '=', userId).execute();
  return { token, expiresAt: absoluteExpiry(config, now) };
}

function sessionQuery(db: Database, idHash: string) {
  return (
    db
      .selectFrom('authSessions as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .selectAll('u')
      .select(['s.createdAt as sessionCreatedAt', 's.lastSeenAt', 's.expiresAt'])
      .where('s.idHash', '=', idHash)
      // A deactivated account, or a member their organisation set inactive, has no session (their sessions are also deleted then).
      .where('u.deactivatedAt', 'is', null)
      .where('u.organizationStatus', '=', 'active')
  );
}

/** Stands for the id hash in the compiled lookup (no real hash, a hex string, can equal it). */
const ID_HASH_SLOT = '\u0000id-hash';
const compiledLookups = new WeakMap<Database, CompiledQuery<SessionRow>>();
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirstOrThrow']>>;

/**
 * Every authenticated request runs this read: its SQL is built and compiled once per database (a
 * visible share of a small read's CPU), and each call only puts its id hash in the parameters.
 */
function sessionLookup(db: Database, idHash: string): CompiledQuery<SessionRow> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = sessionQuery(db, ID_HASH_SLOT).compile();
    compiledLookups.set(db, compiled);
  }
  return { ...compiled, queryId: createQueryId(), parameters: compiled.parameters.map((value) => (value === ID_HASH_SLOT ? idHash : value)) };
}

export interface ResolvedSession {
  idHash: string;
  user: User;
}

/** The user behind a session cookie, or null when missing, unknown, idle too long or too old. */
export async function resolveSession(db: Database, config: Config, token: string | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 128) return null;
  const idHash = hashToken(config.sessionSecret, token);
  const row = (await db.executeQuery(sessionLookup(db, idHash))).rows[0];
  if (!row) return null;

  const now = Date.now();
  const created = Date.parse(row.sessionCreatedAt);
  if (now >= Date.parse(row.expiresAt) || now >= created + config.session.maxAgeMs) {
    await endSession(db, idHash);
    return null;
  }
  if (now - Date.parse(row.lastSeenAt) > TOUCH_INTERVAL_MS) {
    const idleExpiry = Math.min(now + config.session.idleMs, created + config.session.maxAgeMs);
    await db
      .updateTable('authSessions')
      .set({ lastSeenAt: new Date(now).toISOString(), expiresAt: new Date(idleExpiry).toISOString() })
      .where('idHash', '=', idHash)
      .execute();
    await db.updateTable('users').set({ lastActiveAt: new Date(now).toISOString() }).where('id', '=', row.id).execute();
  }
  const { sessionCreatedAt: _created, lastSeenAt: _seen, expiresAt: _expires, ...user } = row;
  return { idHash, user };
}

/** Of these sessions, the ones that are still valid now (exist, not idle too long, not too old, account active). */
export async function liveSessionHashes(db: Database, config: Config, idHashes: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const now = Date.now();
  for (let i = 0; i < idHashes.length; i += 500) {
    const rows = await db
      .selectFrom('authSessions as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.idHash', 's.createdAt', 's.expiresAt'])
      .where('s.idHash', 'in', idHashes.slice(i, i + 500))
      .where('u.deactivatedAt', 'is', null)
      .where('u.organizationStatus', '=', 'active')
      .execute();
    for (const row of rows) if (now < Date.parse(row.expiresAt) && now < Date.parse(row.createdAt) + config.session.maxAgeMs) live.add(row.idHash);
  }
  return live;
}

/** Ends one session; returns whose it was (undefined when there was none). */
export async function endSession(db: Database, idHash: string): Promise<string | undefined> {
  const row = await db.deleteFrom('authSessions').where('idHash', '=', idHash).returning('userId').executeTakeFirst();
  return row?.userId;
}

export async function endAllSessionsOf(db: Database, userId: string, exceptIdHash?: string): Promise<void> {
  let query = db.deleteFrom('authSessions').where('userId', '=', userId);
  if (exceptIdHash) query = query.where('idHash', '!=', exceptIdHash);
  await query.execute();
}

export async function pruneExpiredSessions(db: Database): Promise<void> {
  await db.deleteFrom('authSessions').where('expiresAt', '<', new Date().toISOString()).execute();
}

function absoluteExpiry(config: Config, start: Date): Date {
  return new Date(start.getTime() + config.session.maxAgeMs);
}
