import { ArrowRight, ChevronsDown, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { HelpChatSuggestedAction } from '@shared/constants/chatbot';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { HelpChatMessage } from './use-help-chat';

interface Props {
  message: HelpChatMessage;
  /** Thumbs are for signed-in users' stored answers, never for the welcome message. */
  canRate: boolean;
  onAction: (action: HelpChatSuggestedAction) => void;
  onRate: (wasHelpful: boolean) => void;
}

export function HelpChatMessageBubble({ message, canRate, onAction, onRate }: Props) {
  const fromUser = message.role === 'user';
  const actions = message.suggestedActions ?? [];
  return (
    <li className={cn('flex flex-col gap-1.5', fromUser ? 'items-end' : 'items-start')} data-role={message.role}>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-line rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          fromUser ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{fromUser ? 'You: ' : 'Assistant: '}</span>
        {message.content}
      </p>
      {actions.length > 0 && (
        <div className="flex max-w-[90%] flex-wrap gap-1.5">
          {actions.map((action) => (
            <Button key={`${action.action}:${action.url}:${action.label}`} variant="outline" size="sm" className="h-7 rounded-full" onClick={() => onAction(action)}>
              {action.label}
              {action.action === 'scroll' ? <ChevronsDown aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
            </Button>
          ))}
        </div>
      )}
      {canRate && (
        <div className="flex items-center gap-1 text-muted-foreground">
          <span className="text-xs">Was this helpful?</span>
          <Button
            variant="ghost"
            size="icon"
            className={cn('size-7', message.feedback === 'helpful' && 'bg-accent text-success hover:text-success [&_svg]:fill-current')}
            aria-label="Helpful"
            aria-pressed={message.feedback === 'helpful'}
            onClick={() => onRate(true)}
          >
            <ThumbsUp />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={cn('size-7', message.feedback === 'not-helpful' && 'bg-accent text-destructive hover:text-destructive [&_svg]:fill-current')}
            aria-label="Not helpful"
            aria-pressed={message.feedback === 'not-helpful'}
            onClick={() => onRate(false)}
          >
            <ThumbsDown />
          </Button>
        </div>
      )}
    </li>
  );
}

export function TypingIndicator() {
  return (
    <li className="flex items-start" role="status" aria-label="Assistant is typing">
      <span className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
    </li>
  );
}
