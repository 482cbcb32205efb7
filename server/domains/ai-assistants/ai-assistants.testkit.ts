import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { HttpClient } from '../../testing/harness';

export const SETUP = {
  name: 'Method Mentor',
  description: "Answers questions about my coaching method, in my words.",
  personality: 'empathetic',
  specialties: ['Communication Skills', 'Team Building'],
  coachingStyle: 'solution-focused',
  responseStyle: 'concise',
};

const FIXTURES = path.join(import.meta.dirname, 'test-data');

/** Uploads a fixture file as its raw bytes, as the browser does. */
export async function upload(client: HttpClient, assistantId: number, file: string, name = file) {
  const res = await fetch(`${client.baseUrl}/api/ai-assistant/training-data/files?assistantId=${assistantId}&name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { cookie: client.cookie ?? '', 'content-type': 'application/octet-stream' },
    body: readFileSync(path.join(FIXTURES, file)),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

/** Polls the assistant until its latest training is over (at most ~10 s). */
export async function trained(client: HttpClient, assistantId: number) {
  for (let i = 0; i < 200; i++) {
    const res = await client.get(`/api/ai-assistants/${assistantId}`);
    expect(res.status).toBe(200);
    if (res.body.training && ['completed', 'failed'].includes(res.body.training.status)) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the training never finished');
}

/** Sends a message in a session's chat and waits for the AI reply to it. */
export async function ask(client: HttpClient, sessionId: number, message: string): Promise<{ id: number; message: string }> {
  const sent = await client.post(`/api/sessions/${sessionId}/chat`, { message });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  for (let i = 0; i < 200; i++) {
    const res = await client.get(`/api/sessions/${sessionId}/chat`);
    const reply = (res.body as { id: number; isFromAI: boolean; replyToId: number | null; message: string }[]).find((m) => m.isFromAI && m.replyToId === sent.body.id);
    if (reply) return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reply came');
}
