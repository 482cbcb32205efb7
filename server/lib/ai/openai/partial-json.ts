/**
 * Reading a JSON reply while it is still arriving: the top-level "message" string is decoded as far
 * as it has come, so only its text is streamed to the client, never raw JSON.
 */

interface StringToken {
  value: string;
  /** Index just after the closing quote (or the end of input when incomplete). */
  end: number;
  complete: boolean;
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Decodes the string starting at the quote at `start`; an unfinished escape at the end is held back. */
function readString(source: string, start: number): StringToken {
  let value = '';
  let i = start + 1;
  while (i < source.length) {
    const char = source[i];
    if (char === '"') return { value, end: i + 1, complete: true };
    if (char !== '\\') {
      value += char;
      i += 1;
      continue;
    }
    const code = source[i + 1];
    if (code === undefined) break;
    if (code === 'u') {
      const hex = source.slice(i + 2, i + 6);
      if (hex.length < 4) break;
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) return { value, end: i, complete: false };
      value += String.fromCharCode(parseInt(hex, 16));
      i += 6;
      continue;
    }
    value += ESCAPES[code] ?? code;
    i += 2;
  }
  // Half of a surrogate pair would change once its partner arrives; hold it back too.
  const last = value.charCodeAt(value.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) value = value.slice(0, -1);
  return { value, end: source.length, complete: false };
}

/** The top-level "message" field's text so far, or null while it has not started. */
export function partialMessage(source: string, field = 'message'): { text: string; complete: boolean } | null {
  let i = source.indexOf('{');
  if (i < 0) return null;
  let depth = 0;
  let expectKey = false;
  let key: string | null = null;
  while (i < source.length) {
    const char = source[i];
    if (char === '"') {
      const token = readString(source, i);
      if (depth === 1 && expectKey) {
        if (!token.complete) return null;
        key = token.value;
        expectKey = false;
      } else if (depth === 1 && key === field) {
        return { text: token.value, complete: token.complete };
      } else if (!token.complete) {
        return null;
      }
      i = token.end;
      continue;
    }
    if (char === '{' || char === '[') {
      depth += 1;
      if (depth === 1) expectKey = true;
    } else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth <= 0) return null;
    } else if (char === ',' && depth === 1) {
      expectKey = true;
      key = null;
    }
    i += 1;
  }
  return null;
}

/** Feeds chunks in, hands out only the new message text of each. */
export class MessageStreamer {
  private buffer = '';
  private emitted = '';
  private done = false;

  push(chunk: string): string {
    this.buffer += chunk;
    if (this.done) return '';
    const found = partialMessage(this.buffer);
    if (!found || !found.text.startsWith(this.emitted)) return '';
    const delta = found.text.slice(this.emitted.length);
    this.emitted = found.text;
    this.done = found.complete;
    return delta;
  }

  /** The message field has begun arriving. */
  get started(): boolean {
    return partialMessage(this.buffer) !== null;
  }

  /** The message field's closing quote has arrived. */
  get finished(): boolean {
    return this.done || partialMessage(this.buffer)?.complete === true;
  }

  get raw(): string {
    return this.buffer;
  }

  get streamed(): string {
    return this.emitted;
  }
}
