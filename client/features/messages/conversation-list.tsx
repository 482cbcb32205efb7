import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES_EMPTY } from '@shared/constants/messages';
import type { Conversation } from '@shared/schemas/messages';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { messageTime } from './message-time';

interface Props {
  conversations: Conversation[] | undefined;
  /** The control that loads the next page of conversations. */
  more: ReactNode;
  isLoading: boolean;
  search: string;
  onSearch: (value: string) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The sidebar: search by title, then each conversation with its type, unread count, last message and time. */
export function ConversationList({ conversations, more, isLoading, search, onSearch, selectedId, onSelect }: Props) {
  const query = search.trim().toLowerCase();
  const shown = conversations?.filter((c) => c.title.toLowerCase().includes(query));

  return (
    <div className="flex min-h-0 flex-col">
      <div className="relative border-b p-3">
        <Search className="absolute top-5.5 left-6 size-4 text-muted-foreground" aria-hidden="true" />
        <Input aria-label="Search conversations" placeholder="Search conversations..." value={search} onChange={(e) => onSearch(e.target.value)} className="pl-9" />
      </div>
      {isLoading ? (
        <div className="space-y-3 p-3" aria-label="Loading conversations">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : !shown || shown.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">{MESSAGES_EMPTY.noConversations}</p>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ul aria-label="Conversations">
            {shown.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation.id)}
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  className={cn(
                    'flex w-full flex-col gap-1 border-b px-4 py-3 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                    conversation.id === selectedId && 'bg-accent',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <span className={cn('min-w-0 flex-1 truncate', conversation.unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{conversation.title}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{messageTime(conversation.lastMessage?.timestamp ?? conversation.lastActivity)}</span>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">{conversation.lastMessage?.content ?? 'No messages yet'}</span>
                    <Badge variant="outline" className="capitalize">
                      {conversation.type}
                    </Badge>
                    {conversation.unreadCount > 0 && (
                      <Badge aria-label={`${conversation.unreadCount} unread`} data-testid="unread-badge">
                        {conversation.unreadCount}
                      </Badge>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="p-3">{more}</div>
        </div>
      )}
    </div>
  );
}
