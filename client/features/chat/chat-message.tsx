import { Bot, Check, HelpCircle, Lightbulb, ListChecks, Loader2, Plus } from 'lucide-react';
import type { ChatMessage } from '@shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CrisisActions } from './human-help';

export interface ReplyActions {
  /** The session, for the crisis reply's actions that reach a person. */
  sessionId: number;
  /** Puts a suggestion or follow-up question in the input. */
  onUse(text: string): void;
  onAddGoal(message: ChatMessage, actionItem: string): void;
  /** Action items already added (key: `${messageId}:${item}`) and the one being added. */
  added: ReadonlySet<string>;
  adding: string | null;
}

export const actionKey = (messageId: number, item: string) => `${messageId}:${item}`;

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

function AiAvatar() {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
      <Bot className="size-4" />
    </span>
  );
}

export function ChatBubble({ message, actions }: { message: ChatMessage; actions: ReplyActions }) {
  if (!message.isFromAI) {
    return (
      <li className="flex justify-end" data-testid="chat-user-message">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-primary-foreground sm:max-w-[75%]">
          <p className="whitespace-pre-wrap break-words">{message.message}</p>
          <p className="mt-1 text-right text-[11px] opacity-75">{time(message.createdAt)}</p>
        </div>
      </li>
    );
  }
  const reply = message.parsedResponse;
  return (
    <li className="flex items-start gap-2" data-testid="chat-ai-message" data-reply-kind={message.replyKind ?? 'model'}>
      <AiAvatar />
      <div
        className={cn(
          'max-w-[85%] space-y-3 rounded-2xl rounded-tl-sm border bg-card px-4 py-3 sm:max-w-[75%]',
          message.replyKind === 'error' && 'border-amber-300 bg-amber-50',
          message.replyKind === 'safety' && 'border-red-300 bg-red-50',
          message.replyKind === 'check_in' && 'border-amber-300 bg-amber-50',
        )}
      >
        <p className="whitespace-pre-wrap break-words">{reply ? reply.message : message.message}</p>
        {message.replyKind === 'safety' && <CrisisActions sessionId={actions.sessionId} resources={reply?.suggestions ?? []} />}
        {reply && message.replyKind !== 'safety' && reply.suggestions.length > 0 && (
          <Section icon={Lightbulb} title="Suggestions">
            <div className="flex flex-wrap gap-2">
              {reply.suggestions.map((text) => (
                <Button key={text} size="sm" variant="outline" className="h-auto py-1.5 text-left whitespace-normal" onClick={() => actions.onUse(text)}>
                  {text}
                </Button>
              ))}
            </div>
          </Section>
        )}
        {reply && reply.actionItems.length > 0 && (
          <Section icon={ListChecks} title="Action items">
            <ul className="space-y-1.5">
              {reply.actionItems.map((item) => {
                const key = actionKey(message.id, item);
                const added = actions.added.has(key);
                return (
                  <li key={item} className="flex flex-col items-start justify-between gap-1.5 text-sm sm:flex-row sm:gap-2">
                    <span className="sm:pt-1">{item}</span>
                    <Button size="sm" variant={added ? 'secondary' : 'outline'} disabled={added || actions.adding === key} onClick={() => actions.onAddGoal(message, item)} aria-label={added ? `Added as a goal: ${item}` : `Add as goal: ${item}`}>
                      {actions.adding === key ? <Loader2 className="animate-spin" aria-hidden="true" /> : added ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                      {added ? 'Goal added' : 'Add as goal'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </Section>
        )}
        {reply && message.replyKind !== 'safety' && reply.followUpQuestions.length > 0 && (
          <Section icon={HelpCircle} title="Follow-up questions">
            <ul className="space-y-1">
              {reply.followUpQuestions.map((question) => (
                <li key={question}>
                  <button type="button" className="text-left text-sm text-primary underline-offset-4 hover:underline" onClick={() => actions.onUse(question)}>
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </Section>
        )}
        <p className="text-[11px] text-muted-foreground">{time(message.createdAt)}</p>
      </div>
    </li>
  );
}

function Section({ icon: Icon, title, children }: { icon: typeof Lightbulb; title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5 border-t pt-2">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon className="size-3.5" aria-hidden="true" /> {title}
      </p>
      {children}
    </div>
  );
}

/** The reply as it streams in; the typing dots while nothing has arrived yet. */
export function PendingReply({ text }: { text: string | null }) {
  return (
    <li className="flex items-start gap-2" aria-live="polite">
      <AiAvatar />
      <div className="max-w-[85%] rounded-2xl rounded-tl-sm border bg-card px-4 py-3 sm:max-w-[75%]">
        {text ? (
          <p className="whitespace-pre-wrap break-words" data-testid="chat-streaming">
            {text}
            <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary/60 align-middle" aria-hidden="true" />
          </p>
        ) : (
          <span className="flex items-center gap-1 py-1" data-testid="chat-typing" aria-label="The AI coach is typing">
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-2 animate-bounce rounded-full bg-muted-foreground/60" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </span>
        )}
      </div>
    </li>
  );
}
