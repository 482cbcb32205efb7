import { describe, expect, it } from 'vitest';
import { formatResourceDuration } from './resource-duration';

describe('formatResourceDuration', () => {
  it('shows minutes under an hour', () => {
    expect(formatResourceDuration(1)).toBe('1 min');
    expect(formatResourceDuration(18)).toBe('18 min');
    expect(formatResourceDuration(59)).toBe('59 min');
  });

  it('shows hours and minutes at 60 or more', () => {
    expect(formatResourceDuration(60)).toBe('1h');
    expect(formatResourceDuration(61)).toBe('1h 1m');
    expect(formatResourceDuration(90)).toBe('1h 30m');
    expect(formatResourceDuration(600)).toBe('10h');
  });
});
