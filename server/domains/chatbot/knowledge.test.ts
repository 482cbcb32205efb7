import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@shared/constants/roles';
import { createBuiltinAnswerer } from './builtin-answerer';
import { editDistance, normalise, stem, tokenize } from './classifier/text';
import { ACTIONS } from './knowledge/actions';
import { FACTS, fillTemplate, placeholdersOf } from './knowledge/facts';
import { KNOWLEDGE_BASE } from './knowledge';
import { selectVariant } from './render';

const answerer = createBuiltinAnswerer();
const ask = (message: string, page = '/', role: (typeof ROLES)[number] | 'visitor' = 'visitor') =>
  answerer.answer({ message, page, role, firstName: 'Casey', history: [], extras: {} });

describe('knowledge base', () => {
  it('gives every intent an unconditional answer, so every page and role gets one', () => {
    for (const intent of [...KNOWLEDGE_BASE.intents, { id: 'fallback', answers: KNOWLEDGE_BASE.fallback }]) {
      expect(intent.answers.some((variant) => !variant.when), intent.id).toBe(true);
      for (const role of [...ROLES, 'visitor' as const]) {
        const audience = role === 'visitor' ? 'visitor' : 'member';
        expect(() => selectVariant(intent.answers, { audience, role, page: '/' })).not.toThrow();
      }
    }
  });

  it('links only to screens the route table has (or the login and logout endpoints): no help-chat link is a dead end', () => {
    const source = readFileSync(path.resolve('client/app/router.tsx'), 'utf8');
    const routes = new Set([...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!).filter((route) => route !== '*'));
    const endpoints = new Set(['/api/login', '/api/logout']);
    const navigate = Object.values(ACTIONS).filter((action) => action.action === 'navigate');
    expect(navigate.length).toBeGreaterThan(10);
    for (const action of navigate) expect(routes.has(action.url) || endpoints.has(action.url), `${action.label}: ${action.url}`).toBe(true);
  });

  it('uses only known placeholders and distinct intent ids', () => {
    const ids = KNOWLEDGE_BASE.intents.map((intent) => intent.id);
    expect(new Set(ids).size).toBe(ids.length);
    const variants = [...KNOWLEDGE_BASE.intents.flatMap((intent) => intent.answers), ...KNOWLEDGE_BASE.fallback];
    for (const variant of variants) {
      for (const name of placeholdersOf(variant.text)) expect(name === 'firstName' || name in FACTS, `{${name}}`).toBe(true);
      expect(() => fillTemplate(variant.text, { firstName: null })).not.toThrow();
      for (const action of variant.actions) {
        expect(action.action === 'scroll' ? action.url.startsWith('#') : action.url.startsWith('/')).toBe(true);
      }
    }
  });

  it('takes its numbers from the shared plan and booking constants', () => {
    expect(FACTS).toMatchObject({
      clientPrice: '$50',
      trialDays: '7',
      sessionFeeRange: '$100-300',
      basicPrice: '$250',
      basicClients: '10',
      premiumPrice: '$500',
      premiumClients: '50',
      durations: '30, 45, 60, 90 or 120 minutes',
      orgPricing: 'custom pricing via sales',
    });
    expect(FACTS.basicFeatures).toBe('basic analytics, standard support and AI assistance');
    expect(FACTS.orgFeatures).toBe('unlimited team members, custom company AI coaches, SSO integration, dedicated account manager and priority support');
  });

  it('classifies each of its own examples as its intent (training accuracy at least 95%)', () => {
    let right = 0;
    let total = 0;
    for (const intent of KNOWLEDGE_BASE.intents) {
      for (const example of intent.examples) {
        total += 1;
        if (answerer.classifier.classify(example, { page: '/x', role: 'client' }).best.intent === intent.id) right += 1;
      }
    }
    expect(right / total).toBeGreaterThanOrEqual(0.95);
  });
});

describe('text preparation', () => {
  it('normalises case, accents, contractions and punctuation', () => {
    // 's is dropped: possessive or 'is', it carries no topic either way.
    expect(normalise("What's the PRICE?! Café's")).toBe('what the price cafe');
    expect(normalise('I can’t log-in')).toBe('i cannot log in');
  });

  it('stems plurals and verb forms onto one form', () => {
    expect(stem('sessions')).toBe(stem('session'));
    expect(stem('scheduling')).toBe(stem('schedule'));
    expect(stem('scheduled')).toBe(stem('schedule'));
    expect(stem('coaches')).toBe(stem('coach'));
  });

  it('measures edits with transpositions as one edit', () => {
    expect(editDistance('vidoe', 'video', 2)).toBe(1);
    expect(editDistance('pricng', 'pricing', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('corrects typos to known words but leaves everyday words alone', () => {
    const tokens = (text: string) => answerer.classifier.tokenize(text);
    expect(tokens('premuim subscripton')).toEqual(tokens('premium subscription'));
    expect(tokens('single sign on')).toEqual(['sso']);
    expect(tokens('I would like a cat')).toEqual(['cat']);
    expect(tokenize('how much', KNOWLEDGE_BASE)).toEqual(['pric']);
  });
});

describe('built-in answerer', () => {
  it('keeps confidence within [0, 1] and says it is unsure below the threshold', async () => {
    for (const message of ['hi', 'pricing', '???', 'tell me a joke about penguins', 'how do I book a 60 minute session with a coach on friday']) {
      const answer = await ask(message);
      expect(answer.confidence).toBeGreaterThanOrEqual(0);
      expect(answer.confidence).toBeLessThanOrEqual(1);
    }
    const unsure = await ask('???');
    expect(unsure).toMatchObject({ intent: 'fallback', confidence: 0 });
  });

  it('greets members by name with the spec navigation suggestions', async () => {
    const answer = await ask('hello', '/dashboard', 'client');
    expect(answer.message).toMatch(/^Hi Casey!/);
    expect(answer.suggestedActions.map((a) => a.label)).toEqual(['Find a Coach', 'AI Coaching', 'My Dashboard']);
  });

  it('lets a short follow-up lean on the previous answer', async () => {
    const followUp = { message: 'and premium?', page: '/dashboard', role: 'coach' as const, firstName: null, extras: {} };
    const withHistory = await answerer.answer({ ...followUp, history: [{ role: 'assistant', content: '...', intent: 'coach_plans' }] });
    expect(withHistory.intent).toBe('coach_plans');
  });
});

describe('grounding in the product pages', () => {
  it('keeps the page index in step with the pages (npm run index:help)', async () => {
    const { extractPages, HELP_PAGE_SOURCES } = await import('./knowledge/page-index');
    const committed = (await import('./knowledge/pages.generated.json')).default;
    expect(await extractPages(process.cwd(), HELP_PAGE_SOURCES)).toEqual(committed);
  });

  it('quotes what the pages say: no sale of data, e-mailed sign-in links, the calendar feed, coaching is not therapy', async () => {
    const answerer = createBuiltinAnswerer();
    const ask = async (message: string, role: 'visitor' | 'client' = 'visitor') =>
      answerer.answer({ message, page: '/', role, firstName: null, history: [], extras: {} });
    expect((await ask('do you sell my data to anyone')).message).toContain('We do not sell your data');
    expect((await ask('can I sign in with a link instead of a password')).message).toMatch(/E-mail me a sign-in link/);
    const forgot = await ask('I forgot my password');
    expect(forgot.message).toMatch(/E-mail me a sign-in link/);
    expect(forgot.suggestedActions.map((action) => action.label)).toContain('Sign In');
    expect((await ask('can I subscribe to my sessions from outlook', 'client')).message).toContain('Google Calendar, Outlook or Apple Calendar');
    expect((await ask('is the ai coach a kind of therapy')).message).toContain('is not medical, psychological');
    expect((await ask('how do I delete my account')).message).toContain('privacy@catalyst.example');
  });
});
