import { describe, expect, it } from 'vitest';
import { browserLocale } from './context';

describe('browser locale from Accept-Language', () => {
  it('takes the most preferred tag, preferring one that names a region', () => {
    expect(browserLocale('en-GB,en;q=0.9')).toBe('en-GB');
    expect(browserLocale('fr, fr-CA;q=0.9, en;q=0.5')).toBe('fr-CA');
    expect(browserLocale('de;q=0.5, pt-BR;q=0.8')).toBe('pt-BR');
    expect(browserLocale('es')).toBe('es');
  });

  it('gives null for a missing, empty or malformed header, and ignores q=0 and wildcards', () => {
    expect(browserLocale(undefined)).toBeNull();
    expect(browserLocale('')).toBeNull();
    expect(browserLocale('*')).toBeNull();
    expect(browserLocale('<script>, en-US;q=0')).toBeNull();
  });
});
