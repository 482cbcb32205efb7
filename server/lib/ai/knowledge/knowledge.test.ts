import { describe, expect, it } from 'vitest';
import { GENERAL_TOPIC, GROW_STAGES, SPECIALTY_LENSES, TOPICS, VOICES } from '.';
import { SEEDED_COACHES } from '../builtin/test-fixtures';
import { voiceFor } from '../builtin/voice';

describe('AI coach knowledge', () => {
  it('gives every topic enough material for a whole GROW conversation', () => {
    for (const topic of [...TOPICS, GENERAL_TOPIC]) {
      for (const stage of GROW_STAGES) expect(topic.grow[stage].length, `${topic.id} ${stage}`).toBeGreaterThanOrEqual(3);
      expect(topic.options.length, topic.id).toBeGreaterThanOrEqual(3);
      expect(topic.actionItems.length, topic.id).toBeGreaterThanOrEqual(3);
      expect(topic.suggestions.length, topic.id).toBeGreaterThanOrEqual(2);
      if (topic !== GENERAL_TOPIC) expect(topic.examples.length, topic.id).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(TOPICS.map((topic) => topic.id)).size).toBe(TOPICS.length);
  });

  it('keeps action items short enough to become goal titles, even with a long name filled in', () => {
    for (const topic of TOPICS) {
      for (const item of topic.actionItems) expect(item.replace('{person}', 'your senior engineering manager').length, item).toBeLessThanOrEqual(100);
    }
  });

  it('writes every question as a question', () => {
    for (const topic of [...TOPICS, GENERAL_TOPIC]) for (const question of Object.values(topic.grow).flat()) expect(question, topic.id).toMatch(/\?$/);
  });

  it('gives each seeded coach its own voice, and every voice every kind of line', () => {
    const voices = SEEDED_COACHES.map((coach) => voiceFor(coach).voice.id);
    expect(new Set(voices).size).toBe(SEEDED_COACHES.length);
    for (const voice of VOICES) {
      for (const [key, value] of Object.entries(voice)) {
        if (key === 'cues' || key === 'id') continue;
        const lines = Array.isArray(value) ? value : Object.values(value as Record<string, string[]>).flat();
        expect(lines.length, `${voice.id}.${key}`).toBeGreaterThanOrEqual(2);
      }
    }
    expect(SPECIALTY_LENSES.every((lens) => lens.lines.length >= 2)).toBe(true);
  });
});
