import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type E2E, overflowAt, saveShot, startE2E } from './support';

const FIXTURES = path.resolve('server/domains/ai-assistants/test-data');

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const SETUP = { description: 'Answers questions about the feedback method.', personality: 'empathetic', specialties: ['Communication Skills'], coachingStyle: 'solution-focused', responseStyle: 'concise' };
const METHOD =
  'The Feedback Ladder has four rungs, always climbed in order. Rung one, clarify: ask questions until you understand what the person was trying to do. Rung two, value: name what works. Rung three, concerns: ask about what worries you. Rung four, suggest: offer one idea the person may take or leave.';

async function tabStates(page: Page): Promise<Record<string, boolean>> {
  const states: Record<string, boolean> = {};
  for (const name of ['Setup', 'Training', 'Testing', 'Deployment']) states[name] = await page.getByRole('tab', { name, exact: true }).isEnabled();
  return states;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('AI authoring in the browser', () => {
  it('builds an AI coach with the live preview showing two specialties then +N more', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/ai-coach-builder');
    await page.getByRole('button', { name: 'Create AI Coach' }).click();
    await page.getByText('AI coach name is required').waitFor();
    await page.getByText('Persona must be at least 50 characters').waitFor();
    await page.getByLabel('AI coach name').fill('Focus Friend');
    const preview = page.getByTestId('builder-preview');
    await preview.getByText('Focus Friend').waitFor();
    for (const specialty of ['Time Management', 'Stress Management', 'Strategic Planning', 'Team Building']) await page.getByRole('checkbox', { name: specialty }).click();
    await preview.getByText('+2 more').waitFor();
    expect(await preview.getByRole('listitem').count()).toBe(3);
    await page.getByLabel('Description', { exact: true }).fill('Helps my clients protect their focus every week.');
    await page.getByLabel('Persona', { exact: true }).fill('Calm, precise and a little playful; a former product lead who believes in fewer, better priorities.');
    await page.getByLabel('System prompt', { exact: true }).fill('Help people plan a week with two deep-work blocks a day. Ask what matters most first, then what to drop or defer, and end with one commitment.');
    await page.getByRole('radio', { name: 'green' }).click();
    await saveShot(page, 'builder-form');
    await page.getByRole('button', { name: 'Create AI Coach' }).click();
    await page.getByText('AI Coach Created').first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Focus Friend' }).getByText('Active').waitFor();
    await saveShot(page, 'builder-created');
  });

  it('walks the generator stepper with its tab rules, trains on real text, tests with a cited reply, deploys; a client of the coach sees it in /ai-coaches and chats', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/ai-assistant-generator');
    await page.getByRole('tab', { name: 'Setup' }).waitFor();
    expect(await tabStates(page)).toEqual({ Setup: true, Training: false, Testing: false, Deployment: false });
    await saveShot(page, 'generator-setup');

    await page.getByRole('button', { name: 'Create Assistant' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Personality type is required').waitFor();
    await page.getByText('Response style is required').waitFor();
    await saveShot(page, 'generator-setup-errors');
    await page.getByLabel('Name', { exact: true }).fill('Ladder Guide');
    await page.getByLabel('Description', { exact: true }).fill('Answers questions about my feedback method.');
    await choose(page, 'Personality', 'Empathetic');
    await choose(page, 'Coaching style', 'Solution-focused');
    await choose(page, 'Response style', 'Concise');
    await page.getByRole('checkbox', { name: 'Communication Skills' }).click();
    expect(await page.getByLabel('Proactive check-ins').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Goal tracking').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Create Assistant' }).click();
    await page.getByText('AI Assistant Created').first().waitFor();
    await page.getByText('Your AI coaching assistant has been created and training has begun.').first().waitFor();
    expect(await tabStates(page)).toEqual({ Setup: true, Training: true, Testing: false, Deployment: false });

    await page.getByRole('tab', { name: 'Text' }).click();
    await page.locator('#knowledge-title').fill('Feedback Ladder');
    await page.locator('#knowledge-text').fill(METHOD);
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByRole('list', { name: 'Knowledge sources' }).getByText('Feedback Ladder').waitFor();
    await page.getByRole('button', { name: 'Start Training' }).click();
    await page.getByText('Training Started').first().waitFor();
    await page.getByTestId('training-progress').getByText('100%').waitFor();
    await page.getByRole('button', { name: 'Test Assistant' }).waitFor();
    await saveShot(page, 'generator-training');
    expect(await tabStates(page)).toEqual({ Setup: true, Training: true, Testing: true, Deployment: false });

    await page.getByRole('button', { name: 'Test Assistant' }).click();
    await page.locator('#chat-input').fill('What are the four rungs of the feedback ladder?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('chat-ai-message').getByText(/From: Feedback Ladder/).waitFor();
    await page.getByRole('list', { name: 'Passages used by each reply' }).getByText('From: Feedback Ladder').waitFor();
    await page.getByRole('button', { name: 'Thumbs up' }).click();
    await page.getByLabel('Assistant metrics').getByText('Thumbs up').waitFor();
    await saveShot(page, 'generator-testing');

    await page.getByRole('button', { name: 'Deploy Assistant' }).click();
    await page.getByText('Assistant Deployed').first().waitFor();
    expect(await tabStates(page)).toEqual({ Setup: true, Training: true, Testing: true, Deployment: true });
    await page.getByRole('button', { name: 'Undeploy' }).waitFor();
    await saveShot(page, 'generator-deployment');

    const client = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await client.goto('/ai-coaches');
    const card = client.getByTestId('ai-coach-card').filter({ hasText: 'Ladder Guide' });
    await card.waitFor();
    await card.getByRole('button', { name: /Chat Interface/ }).click();
    await client.waitForURL((url) => url.searchParams.has('session'));
    await client.locator('#chat-input').fill('What are the four rungs of the feedback ladder?');
    await client.getByRole('button', { name: 'Send message' }).click();
    await client.getByTestId('chat-ai-message').getByText(/From: Feedback Ladder/).waitFor();

    // Another organisation's member never sees it.
    const outsider = await e2e.page(await e2e.context({ signInAs: 'member@globex.example' }));
    await outsider.goto('/ai-coaches');
    await outsider.getByTestId('ai-coach-card').first().waitFor();
    expect(await outsider.getByTestId('ai-coach-card').filter({ hasText: 'Ladder Guide' }).count()).toBe(0);
  }, 120_000);

  it('edits and deactivates one of the coach\'s own AI coaches from the builder list', async () => {
    const api = await e2e.app.signIn('coach@example.com');
    const built = await api.post('/api/ai-coaches', {
      name: 'Editable Coach',
      description: 'Helps my clients protect their focus every week.',
      persona: 'Calm, precise and a little playful; a former product lead who believes in fewer, better priorities.',
      specialties: ['Time Management'],
      systemPrompt: 'Help people plan a week with two deep-work blocks a day. Ask what matters most first, then what to drop or defer, and end with one commitment.',
      iconColor: '#10B981',
    });
    expect(built.status, built.text).toBe(200);
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/ai-coach-builder');
    const row = page.getByRole('listitem').filter({ hasText: 'Editable Coach' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Editable Coach' }).waitFor();
    expect(await page.getByLabel('AI coach name').inputValue()).toBe('Editable Coach');
    await page.getByLabel('AI coach name').fill('Edited Coach');
    await page.getByRole('checkbox', { name: 'Stress Management' }).click();
    await page.getByRole('button', { name: 'Save AI Coach' }).click();
    await page.getByText('AI Coach Updated').first().waitFor();
    const edited = page.getByRole('listitem').filter({ hasText: 'Edited Coach' });
    await edited.getByText('Active', { exact: true }).waitFor();
    expect((await api.get(`/api/ai-coaches/mine`)).body.find((c: { id: number }) => c.id === built.body.id)).toMatchObject({ name: 'Edited Coach', specialties: ['Time Management', 'Stress Management'] });
    await edited.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('AI Coach Deactivated').first().waitFor();
    await edited.getByText('Inactive', { exact: true }).waitFor();
    expect(await edited.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    // Its clients no longer find it.
    const names = ((await (await e2e.app.signIn('client@example.com')).get('/api/ai-coaches')).body as { name: string }[]).map((c) => c.name);
    expect(names).not.toContain('Edited Coach');
  });

  it("shows a Basic coach the spec's failure toasts with the server's reason: 'Error' naming the Premium plan in the builder, 'Failed to create AI assistant' in the generator", async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'sarah.chen@coaches.example' }), { allowErrors: [/^response: 403 POST \S+\/trpc\/aiCoaches\.create/, /^response: 403 POST \S+\/trpc\/aiAssistants\.create/] });
    await page.goto('/ai-coach-builder');
    await page.getByLabel('AI coach name').fill('Basic Plan Coach');
    await page.getByLabel('Description', { exact: true }).fill('Helps my clients protect their focus every week.');
    await page.getByLabel('Persona', { exact: true }).fill('Calm, precise and a little playful; a former product lead who believes in fewer, better priorities.');
    await page.getByRole('checkbox', { name: 'Time Management' }).click();
    await page.getByLabel('System prompt', { exact: true }).fill('Help people plan a week with two deep-work blocks a day. Ask what matters most first, then what to drop or defer, and end with one commitment.');
    await page.getByRole('button', { name: 'Create AI Coach' }).click();
    const toast = page.locator('li[data-variant="destructive"]').filter({ hasText: 'Premium coach plan' });
    await toast.getByText('Error', { exact: true }).waitFor();
    await toast.getByText(/Your Basic plan does not include it/).waitFor();
    await saveShot(page, 'builder-basic-plan-error');

    await page.goto('/ai-assistant-generator');
    await page.getByLabel('Name', { exact: true }).fill('Basic Plan Assistant');
    await page.getByLabel('Description', { exact: true }).fill('Answers questions about my feedback method.');
    await choose(page, 'Personality', 'Calm');
    await choose(page, 'Coaching style', 'Directive');
    await choose(page, 'Response style', 'Detailed');
    await page.getByRole('checkbox', { name: 'Conflict Resolution' }).click();
    await page.getByRole('button', { name: 'Create Assistant' }).click();
    const failed = page.locator('li[data-variant="destructive"]').filter({ hasText: 'Failed to create AI assistant. Please try again.' });
    await failed.getByText('Error', { exact: true }).waitFor();
    // Still in Setup: nothing was created.
    expect(await tabStates(page)).toEqual({ Setup: true, Training: false, Testing: false, Deployment: false });
  });

  it('tells a client on both authoring pages that creating AI coaches is part of the Premium coach plan', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }), { allowErrors: [/^response: 403 GET \S+\/trpc\/\S*(?:aiCoaches\.mine|aiAssistants\.list)/] });
    for (const route of ['/ai-coach-builder', '/ai-assistant-generator']) {
      await page.goto(route);
      await page.getByText(/Custom AI coach creation is part of the Premium coach plan \(\$500\/month\)/).waitFor();
      expect(await page.getByRole('button', { name: /Create AI Coach|Create Assistant/ }).count(), route).toBe(0);
    }
    await saveShot(page, 'generator-client-refused');
  });

  it('uploads a PDF, a DOCX and a Markdown file in the Training step, trains on them and answers from the DOCX, citing it; an off-topic question cites nothing', async () => {
    const api = await e2e.app.signIn('coach@example.com');
    const created = (await api.post('/api/ai-assistants', { ...SETUP, name: 'File Trained Guide' })).body as { id: number };
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/ai-assistant-generator');
    await page.getByRole('list', { name: 'Existing assistants' }).getByRole('button', { name: /File Trained Guide/ }).click();
    await page.getByRole('heading', { name: 'File Trained Guide' }).waitFor();
    await page.getByLabel('Upload knowledge files').setInputFiles([
      path.join(FIXTURES, 'feedback-ladder-handbook.pdf'),
      path.join(FIXTURES, 'meeting-reset-playbook.docx'),
      path.join(FIXTURES, 'delegation-canvas.md'),
    ]);
    const sources = page.getByRole('list', { name: 'Knowledge sources' });
    for (const title of ['feedback-ladder-handbook', 'meeting-reset-playbook', 'delegation-canvas']) await sources.getByText(title, { exact: true }).waitFor();
    expect(await sources.getByText('pending').count()).toBe(3);
    await page.getByRole('button', { name: 'Start Training' }).click();
    await page.getByTestId('training-progress').getByText('100%').waitFor();
    await page.getByText(/Version 1: (\d+) of \1 passages indexed/).waitFor();
    expect(await sources.getByText('pending').count()).toBe(0);
    await saveShot(page, 'generator-training-files');
    await page.getByRole('button', { name: 'Test Assistant' }).click();
    await page.locator('#chat-input').fill('How often should a recurring meeting get a reset?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('chat-ai-message').getByText(/From: meeting-reset-playbook/).waitFor();
    const used = page.getByRole('list', { name: 'Passages used by each reply' });
    await used.getByText('From: meeting-reset-playbook').first().waitFor();
    await page.locator('#chat-input').fill('I feel exhausted and cannot sleep before big presentations');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('No passage matched this message.').waitFor();
    expect(await page.getByTestId('chat-ai-message').count()).toBe(2);
    expect(await page.getByTestId('chat-ai-message').nth(1).textContent()).not.toContain('From:');
    await saveShot(page, 'generator-testing-files');
    expect((await api.get(`/api/ai-assistant/metrics?assistantId=${created.id}`)).body).toMatchObject({ interactions: 2 });
  }, 120_000);

  it('saves the builder and each generator step on a phone', async () => {
    const api = await e2e.app.signIn('coach@example.com');
    expect((await api.post('/api/ai-assistants', { ...SETUP, name: 'Phone Training Step' })).status).toBe(200);
    const trained = (await api.post('/api/ai-assistants', { ...SETUP, name: 'Phone Testing Step' })).body as { id: number };
    await api.post('/api/ai-assistant/training-data', { assistantId: trained.id, kind: 'text', title: 'Feedback Ladder', text: METHOD });
    await api.post('/api/ai-assistant/train', { assistantId: trained.id });
    await expect.poll(async () => (await api.get(`/api/ai-assistants/${trained.id}`)).body.activeVersion).toBe(1);
    const deployed = (await api.post('/api/ai-assistants', { ...SETUP, name: 'Phone Deployment Step' })).body as { id: number };
    await api.post('/api/ai-assistant/training-data', { assistantId: deployed.id, kind: 'text', title: 'Feedback Ladder', text: METHOD });
    await api.post('/api/ai-assistant/train', { assistantId: deployed.id });
    await expect.poll(async () => (await api.get(`/api/ai-assistants/${deployed.id}`)).body.activeVersion).toBe(1);
    expect((await api.post(`/api/ai-assistants/${deployed.id}/deploy`, {})).status).toBe(200);

    // A coach in the list with a description longer than a phone is wide.
    const built = await api.post('/api/ai-coaches', {
      name: 'Phone Preview Coach',
      description: 'Helps my clients protect their focus every single week, whatever the calendar throws at them.',
      persona: 'Calm, precise and a little playful; a former product lead who believes in fewer, better priorities.',
      specialties: ['Time Management'],
      systemPrompt: 'Help people plan a week with two deep-work blocks a day. Ask what matters most first, then what to drop or defer, and end with one commitment.',
      iconColor: '#10B981',
    });
    expect(built.status, built.text).toBe(200);
    const phone = await e2e.page(await e2e.context({ signInAs: 'coach@example.com', phone: true }));
    const fits = async (what: string) => expect((await overflowAt(phone, 390)).wide, what).toEqual([]);
    await phone.goto('/ai-coach-builder');
    await phone.getByText('Live preview').waitFor();
    await phone.getByRole('heading', { name: 'Your AI coaches' }).waitFor();
    await phone.getByText('Phone Preview Coach').first().waitFor();
    await saveShot(phone, 'builder-form');
    await fits('builder');
    await phone.getByRole('button', { name: 'Create AI Coach' }).click();
    await phone.getByText('AI coach name is required').waitFor();
    await saveShot(phone, 'builder-errors');

    await phone.goto('/ai-assistant-generator');
    await phone.getByRole('tab', { name: 'Setup' }).waitFor();
    await phone.getByRole('list', { name: 'Existing assistants' }).waitFor();
    await saveShot(phone, 'generator-setup');
    await fits('generator setup');
    const list = phone.getByRole('list', { name: 'Existing assistants' });
    await list.getByRole('button', { name: /Phone Training Step/ }).click();
    await phone.getByRole('heading', { name: 'Phone Training Step' }).waitFor();
    await phone.getByRole('button', { name: 'Start Training' }).waitFor();
    await saveShot(phone, 'generator-training');
    await fits('generator training');
    await list.getByRole('button', { name: /Phone Testing Step/ }).click();
    await phone.getByRole('heading', { name: 'Phone Testing Step' }).waitFor();
    await phone.locator('#chat-input').fill('What are the four rungs of the feedback ladder?');
    await phone.getByRole('button', { name: 'Send message' }).click();
    await phone.getByTestId('chat-ai-message').getByText(/From: Feedback Ladder/).waitFor();
    await phone.getByRole('list', { name: 'Passages used by each reply' }).getByText('From: Feedback Ladder').waitFor();
    await saveShot(phone, 'generator-testing');
    await fits('generator testing');
    await list.getByRole('button', { name: /Phone Deployment Step/ }).click();
    await phone.getByRole('heading', { name: 'Phone Deployment Step' }).waitFor();
    await phone.getByRole('button', { name: 'Undeploy' }).waitFor();
    await saveShot(phone, 'generator-deployment');
    await fits('generator deployment');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }, 120_000);

  it("lists 3 existing assistants with 'View all', which shows the rest, each of which opens", async () => {
    const api = await e2e.app.signIn('orgadmin@acme.example');
    for (const n of [1, 2, 3, 4, 5]) expect((await api.post('/api/ai-assistants', { ...SETUP, name: `Acme Guide ${n}` })).status).toBe(200);
    const all = ((await api.get('/api/ai-assistants')).body as { name: string }[]).map((a) => a.name);
    expect(all.length).toBeGreaterThan(3);

    const page = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example' }));
    await page.goto('/ai-assistant-generator');
    const list = page.getByRole('list', { name: 'Existing assistants' });
    await list.waitFor();
    const shown = () => list.getByRole('listitem').allTextContents();
    expect((await shown()).length).toBe(3);
    expect((await shown()).map((text) => all.find((name) => text.includes(name)))).toEqual(all.slice(0, 3));
    await page.getByRole('button', { name: 'View all' }).click();
    await expect.poll(async () => (await shown()).length).toBe(all.length);
    expect(await page.getByRole('button', { name: 'View all' }).count()).toBe(0);
    const hidden = all.at(-1)!;
    await list.getByRole('button', { name: new RegExp(hidden) }).click();
    await page.getByRole('heading', { name: hidden }).waitFor();
    expect(await tabStates(page)).toEqual({ Setup: true, Training: true, Testing: false, Deployment: false });
    await page.getByRole('button', { name: 'Start Training' }).waitFor();
  });

  it("puts an organization admin's deployed assistant in its members' AI Coaches, and undeploy takes it away", async () => {
    const api = await e2e.app.signIn('orgadmin@acme.example');
    const assistant = (await api.post('/api/ai-assistants', { ...SETUP, name: 'Acme Ladder Guide' })).body as { id: number };
    await api.post('/api/ai-assistant/training-data', { assistantId: assistant.id, kind: 'text', title: 'Feedback Ladder', text: METHOD });
    await api.post('/api/ai-assistant/train', { assistantId: assistant.id });
    await expect.poll(async () => (await api.get(`/api/ai-assistants/${assistant.id}`)).body.activeVersion).toBe(1);
    expect((await api.post(`/api/ai-assistants/${assistant.id}/deploy`, {})).status).toBe(200);

    const member = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await member.goto('/ai-coaches');
    const card = member.getByTestId('ai-coach-card').filter({ hasText: 'Acme Ladder Guide' });
    await card.waitFor();
    const outsider = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await outsider.goto('/ai-coaches');
    await outsider.getByTestId('ai-coach-card').first().waitFor();
    expect(await outsider.getByTestId('ai-coach-card').filter({ hasText: 'Acme Ladder Guide' }).count()).toBe(0);

    expect((await api.post(`/api/ai-assistants/${assistant.id}/undeploy`, {})).status).toBe(200);
    await member.reload();
    await member.getByTestId('ai-coach-card').first().waitFor();
    expect(await card.count()).toBe(0);
  });
});
