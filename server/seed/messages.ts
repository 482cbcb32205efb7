import { SUPPORT_CONVERSATION_TITLE } from '@shared/constants/messages';
import type { ConversationType } from '@shared/constants/messages';
import type { Database } from '../db';
import { directKey, ensureConversation, insertMessage, supportKey } from '../domains/messages/messages.queries';

const HOUR = 60 * 60 * 1000;

interface DemoConversation {
  key: (ids: Map<string, string>) => string;
  type: ConversationType;
  title: string;
  people: string[];
  /** [sender e-mail, text, hours ago]; the last `unread` messages stay unread for everyone but their sender. */
  messages: [string, string, number][];
  unread?: number;
}

const COACH = 'coach@example.com';
const CLIENT = 'client@example.com';

const CONVERSATIONS: DemoConversation[] = [
  {
    key: (ids) => directKey(ids.get(COACH) ?? '', ids.get(CLIENT) ?? ''),
    type: 'direct',
    title: 'Jordan Rivera & Casey Client',
    people: [COACH, CLIENT],
    messages: [
      [COACH, 'Great session on delegation today. Could you list three tasks you will hand off this week?', 75],
      [CLIENT, 'Weekly reporting, the vendor review and the onboarding plan for the new analyst.', 73],
      [COACH, 'Good choices. Who owns each one, and how will you check in without taking it back?', 72],
      [CLIENT, 'Priya takes reporting, Ben the vendor review. I will do a 15-minute check-in on Fridays.', 30],
      [COACH, 'Perfect. Bring one example of how the first check-in went to our next session.', 3],
      [COACH, 'Also: I shared an article on coaching conversations in Resources if you want a head start.', 2],
    ],
    unread: 2,
  },
  {
    key: (ids) => directKey(ids.get(COACH) ?? '', ids.get('member@acme.example') ?? ''),
    type: 'direct',
    title: 'Jordan Rivera & Marcus Bell',
    people: [COACH, 'member@acme.example'],
    messages: [
      ['member@acme.example', 'Hi Jordan, Acme enrolled me in the leadership programme. When could we start?', 50],
      [COACH, 'Welcome, Marcus! Book any open slot on my calendar and we will set your goals in the first session.', 49],
    ],
  },
  {
    key: () => 'group:demo-leadership-circle',
    type: 'group',
    title: 'Leadership Circle (group sessions)',
    people: [COACH, CLIENT, 'taylor.morgan@clients.example', 'sam.lee@clients.example'],
    messages: [
      [COACH, 'Welcome to the Leadership Circle. Our next group session is about giving feedback that lands.', 100],
      ['taylor.morgan@clients.example', 'Looking forward to it. Should we prepare a real example?', 98],
      [COACH, 'Yes, one situation each where feedback did not land the way you hoped.', 97],
      ['sam.lee@clients.example', 'Mine is ready. See you all Thursday.', 20],
    ],
    unread: 1,
  },
  {
    key: (ids) => supportKey(ids.get(CLIENT) ?? ''),
    type: 'support',
    title: SUPPORT_CONVERSATION_TITLE,
    people: [CLIENT, 'admin@example.com'],
    messages: [
      [CLIENT, 'How do I change the time zone used in my booking e-mails?', 200],
      ['admin@example.com', 'Your time zone follows the one you booked with; you can also set it in Settings under Profile.', 199],
    ],
  },
];

/** Demo conversations between the demo coach, clients and support; created only when missing. */
export async function seedMessages(db: Database, users: Map<string, string>, now = new Date()): Promise<void> {
  for (const demo of CONVERSATIONS) {
    const participants = demo.people.map((email) => users.get(email));
    if (participants.some((id) => !id)) continue;
    const ids = participants as string[];
    const { id, created } = await ensureConversation(db, { uniqueKey: demo.key(users), type: demo.type, title: demo.title, createdBy: ids[0] ?? null, participants: ids });
    if (!created) continue;

    let readUpTo = 0;
    const readCount = demo.messages.length - (demo.unread ?? 0);
    for (const [index, [email, text, hoursAgo]] of demo.messages.entries()) {
      const message = await insertMessage(db, id, users.get(email) ?? null, text, new Date(now.getTime() - hoursAgo * HOUR));
      if (index < readCount) readUpTo = message.id;
    }
    // Everyone has read the conversation up to the unread tail (their own messages are read anyway).
    await db.updateTable('conversationParticipants').set({ lastReadMessageId: readUpTo }).where('conversationId', '=', id).where('lastReadMessageId', '<', readUpTo).execute();
  }
}
