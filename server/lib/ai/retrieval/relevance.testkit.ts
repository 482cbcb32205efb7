import { expect } from 'vitest';
import type { TestApp } from '../../../testing/harness';
import { candidatesFor, relevant } from '.';

export interface RelevanceSet {
  documents: { title: string; text: string }[];
  messages: { message: string; source: string | null }[];
}

export interface RelevanceFigures {
  /** Answerable messages whose best passage comes from the document that answers them. */
  answered: number;
  answerable: number;
  /** Answerable messages whose best passage comes from another document. */
  wrong: number;
  /** Messages no document answers that still got a passage. */
  falseCites: number;
  offTopic: number;
  misses: string[];
}

/** Teaches a Premium coach's new assistant the set's documents as pasted text (over HTTP), trains it and waits for the training. */
export async function trainSet(t: TestApp, set: RelevanceSet, name: string): Promise<{ assistantId: number; version: number }> {
  const coach = await t.signIn('coach@example.com');
  const assistant = await coach.post('/api/ai-assistants', {
    name,
    description: 'Answers from my own material.',
    personality: 'calm',
    specialties: ['Communication Skills'],
    coachingStyle: 'non-directive',
    responseStyle: 'concise',
  });
  expect(assistant.status, JSON.stringify(assistant.body)).toBe(200);
  for (const document of set.documents) {
    const added = await coach.post('/api/ai-assistant/training-data', { assistantId: assistant.body.id, kind: 'text', title: document.title, text: document.text });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  expect((await coach.post('/api/ai-assistant/train', { assistantId: assistant.body.id })).status).toBe(200);
  await expect.poll(async () => (await coach.get(`/api/ai-assistants/${assistant.body.id}`)).body.activeVersion, { timeout: 20_000 }).toBe(1);
  return { assistantId: assistant.body.id, version: 1 };
}

/** Asks every message of the set and counts what the relevance gate (at minCoverage) lets through. */
export async function measure(t: TestApp, scope: { assistantId: number; version: number }, set: RelevanceSet, minCoverage: number): Promise<RelevanceFigures> {
  const titles = new Map((await t.db.selectFrom('aiKnowledgePassages').select(['id', 'title']).where('assistantId', '=', scope.assistantId).execute()).map((row) => [row.id, row.title]));
  const figures: RelevanceFigures = { answered: 0, answerable: 0, wrong: 0, falseCites: 0, offTopic: 0, misses: [] };
  for (const { message, source } of set.messages) {
    const best = (await candidatesFor(t.db, t.config.ai, scope, message)).find((candidate) => relevant(candidate, minCoverage));
    const cited = best ? titles.get(best.passageId) : undefined;
    if (source) {
      figures.answerable += 1;
      if (cited === source) figures.answered += 1;
      else {
        if (cited) figures.wrong += 1;
        figures.misses.push(`${message} -> ${cited ?? 'nothing'} (expected ${source})`);
      }
    } else {
      figures.offTopic += 1;
      if (cited) {
        figures.falseCites += 1;
        figures.misses.push(`${message} -> ${cited} (expected nothing)`);
      }
    }
  }
  return figures;
}
