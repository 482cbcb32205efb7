import type { InfiniteData } from '@tanstack/react-query';
import type { Message } from '@shared/schemas/messages';
import type { Page } from '@shared/schemas/paging';

/** A thread's pages run newest first: a new message goes to the front of the first page, once. */
export function prependMessage(current: InfiniteData<Page<Message>, string | null> | undefined, message: Message) {
  if (!current) return current;
  if (current.pages.some((page) => page.items.some((m) => m.id === message.id))) return current;
  const [first, ...rest] = current.pages;
  if (!first) return current;
  return { ...current, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/** The loaded messages of a thread, oldest first, as the screen shows them. */
export function threadMessages(data: InfiniteData<Page<Message>, unknown> | undefined): Message[] | undefined {
  return data?.pages.flatMap((page) => page.items).reverse();
}
