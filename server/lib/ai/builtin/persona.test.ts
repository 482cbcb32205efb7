import { describe, expect, it } from 'vitest';
import { VOICES } from '../knowledge';
import type { CoachPersona } from '../types';
import { composeReply } from './compose';
import { CLIENT } from './test-fixtures';
import personas from './test-data/personas-heldout.json';
import { voiceFor } from './voice';

/** Two coaches as the builder makes them: only their persona and system prompt differ. */
const base = { description: 'A coach built with the AI coach builder for my clients.', specialties: ['Time Management'] };
const challenger: CoachPersona = {
  ...base,
  id: 901,
  name: 'Challenger',
  persona: 'Direct, candid and precise: a former CEO who challenges assumptions and asks for numbers and results.',
  systemPrompt: 'Push the client to name a measurable result and a date. Be blunt about what is at stake. Keep replies short and outcome-first, like a board member would.',
};
const companion: CoachPersona = {
  ...base,
  id: 902,
  name: 'Companion',
  persona: 'Gentle, grounded and mindful: attends to energy, stress and boundaries before any plan, and keeps things realistic.',
  systemPrompt: 'Start from how the client is doing and their energy. Help them find a realistic, kind pace and protect their recovery and well-being; never push.',
};

const message = 'I have too much on my plate this month and I keep saying yes to every request.';

describe('a built coach answers in its persona (builtin engine)', () => {
  it('gives two coaches built from different personas different voices, focus and questions for the same message', () => {
    expect(voiceFor(challenger).voice.id).toBe('direct');
    expect(voiceFor(companion).voice.id).toBe('gentle');
    const direct = VOICES.find((voice) => voice.id === 'direct')!;
    const gentle = VOICES.find((voice) => voice.id === 'gentle')!;
    const ownLines = (voice: typeof direct) => [...Object.values(voice.method.questions).flat(), ...voice.method.focusLines, ...voice.method.tools.map((tool) => tool.name), ...voice.method.optionIntros];
    const uses = (text: string, lines: string[]) => lines.filter((line) => !line.includes('{') && text.includes(line.replace(/[.?!:]$/, ''))).length;

    for (const conversationId of ['a', 'b', 'c']) {
      const a = composeReply({ coach: challenger, client: CLIENT, history: [], message, conversationId });
      const b = composeReply({ coach: companion, client: CLIENT, history: [], message, conversationId });
      expect(a.message).not.toBe(b.message);
      const textA = [a.message, ...a.followUpQuestions, ...a.suggestions].join('\n');
      const textB = [b.message, ...b.followUpQuestions, ...b.suggestions].join('\n');
      // Each speaks with its own method's questions, focus and tools, never with the other's.
      expect(uses(textA, ownLines(direct)), textA).toBeGreaterThan(0);
      expect(uses(textB, ownLines(gentle)), textB).toBeGreaterThan(0);
      expect(uses(textA, ownLines(gentle)), textA).toBe(0);
      expect(uses(textB, ownLines(direct)), textB).toBe(0);
    }
  });
});

describe('held-out: the voice a built coach gets from its persona', () => {
  it('picks the voice a reader expects for at least 9 of the 12 held-out personas, and never the same voice for all', () => {
    const picked = personas.personas.map((entry, i) => ({
      expected: entry.voice,
      got: voiceFor({ id: 950 + i, name: 'Built coach', description: 'A coach built with the AI coach builder.', persona: entry.persona, specialties: [], systemPrompt: entry.systemPrompt }).voice.id,
      persona: entry.persona,
    }));
    const right = picked.filter((entry) => entry.got === entry.expected);
    console.log(
      [
        `Persona voice on the held-out personas: ${right.length}/${picked.length}`,
        ...picked.filter((entry) => entry.got !== entry.expected).map((entry) => `  expected ${entry.expected}, got ${entry.got}: ${entry.persona}`),
      ].join('\n'),
    );
    expect(right.length).toBeGreaterThanOrEqual(9);
    expect(new Set(picked.map((entry) => entry.got)).size).toBeGreaterThan(3);
  });
});
