/** Words per delta: small enough to look live, large enough to keep 50 concurrent streams cheap. */
const WORDS_PER_DELTA = 3;

export function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The reply was aborted', 'AbortError');
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Streams finished text in word chunks, yielding to the event loop between chunks so each delta is
 * a separate event and other sessions' replies interleave with this one.
 */
export async function streamText(text: string, onDelta: ((text: string) => void) | undefined, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) throw abortError(signal);
  if (!onDelta || text.length === 0) return;
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
    if (i > 0) await nextTick();
    if (signal?.aborted) throw abortError(signal);
    onDelta(words.slice(i, i + WORDS_PER_DELTA).join(''));
  }
}
