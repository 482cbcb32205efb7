import { Send } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '@shared/constants/messages';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface Props {
  /** Resolves true once sent; false when it failed (the text comes back for another try). */
  onSend: (content: string) => Promise<boolean>;
  disabled?: boolean;
}

/** Enter sends, Shift+Enter adds a newline; only non-empty trimmed text is sent. */
export function MessageComposer({ onSend, disabled }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const content = text.trim();
    if (!content || sending || disabled) return;
    setSending(true);
    // Cleared at once, as a chat does; a failed send gives the text back unless something new was typed.
    setText('');
    try {
      if (!(await onSend(content))) setText((current) => current || content);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Textarea
        aria-label="Message"
        placeholder="Type a message... (Enter to send, Shift+Enter for a new line)"
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        className="max-h-40 min-h-[44px] resize-none"
        disabled={disabled}
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={disabled || sending || text.trim() === ''}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
