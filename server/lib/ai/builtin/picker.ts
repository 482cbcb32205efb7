import { canonical, hash } from '../text';

/**
 * Chooses among phrasing variants: deterministic for the same inputs, different for different
 * messages (the seed includes the message), and never a line the coach already used in this
 * conversation or this reply while an unused one remains.
 */
export class Picker {
  private readonly spoken: string;
  private readonly used = new Set<string>();

  constructor(
    private readonly seed: string,
    earlierCoachText: readonly string[],
  ) {
    this.spoken = earlierCoachText.map((text) => canonical(text)).join(' | ');
  }

  private fresh(text: string): boolean {
    const key = canonical(text);
    return !this.used.has(key) && !(key.length > 0 && this.spoken.includes(key));
  }

  /** One fresh variant, or null when all were used (optional lines are better left out than repeated). */
  pick(list: readonly string[], salt: string, fill: (template: string) => string): string | null {
    return this.pickMany(list, 1, salt, fill, false)[0] ?? null;
  }

  /** Up to `count` variants; with `repeat`, used ones make up the number when fresh ones run out. */
  pickMany(list: readonly string[], count: number, salt: string, fill: (template: string) => string, repeat = true): string[] {
    if (list.length === 0 || count <= 0) return [];
    const start = hash(`${this.seed}\u0000${salt}`) % list.length;
    const candidates = list.map((_, offset) => fill(list[(start + offset) % list.length] ?? ''));
    const chosen = candidates.filter((text) => this.fresh(text)).slice(0, count);
    // Only when every variant was used already does one repeat, rather than saying nothing.
    for (const text of repeat ? candidates : []) {
      if (chosen.length >= count) break;
      if (!chosen.includes(text) && !this.used.has(canonical(text))) chosen.push(text);
    }
    for (const text of chosen) this.used.add(canonical(text));
    return chosen;
  }
}
