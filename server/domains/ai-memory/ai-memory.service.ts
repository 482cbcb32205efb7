import type { Session } from '@shared/schemas/sessions';
import { extractMemory, memoryKey } from '../../lib/ai';
import type { Context } from '../../trpc/context';
import { markFollowedUp, rememberItems } from './ai-memory.queries';

/**
 * After an AI reply: remembers the goals, people and commitments the client's message stated, and on
 * the first reply of a session marks earlier commitments as asked about. Memory is a help, never a
 * reason for the chat to fail, so errors are logged and swallowed.
 */
export async function rememberFromChat(deps: Pick<Context, 'db' | 'log'>, session: Session, message: string, firstReply: boolean): Promise<void> {
  try {
    const items = extractMemory(message).map((item) => ({ ...item, key: memoryKey(item.kind, item.text) }));
    await deps.db.transaction().execute(async (trx) => {
      await rememberItems(trx, session.clientId, session.id, items);
    });
    if (firstReply) await markFollowedUp(deps.db, session.clientId, session.id);
  } catch (error) {
    deps.log.error({ err: error, sessionId: session.id }, 'AI memory could not be updated');
  }
}
