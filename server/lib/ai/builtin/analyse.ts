import { GENERAL_TOPIC, GROW_STAGES, type GrowStage, INTENTS, type IntentId, TOPICS, type TopicKnowledge } from '../knowledge';
import { canonical, memo } from '../text';

/** A keyword or phrase compiled to a regular expression over canonical text; '*' allows any word ending. */
export function compileTerm(term: string): RegExp {
  const words = term
    .trim()
    .split(/\s+/)
    .map((word) => {
      const open = word.endsWith('*');
      const core = canonical(open ? word.slice(0, -1) : word).replace(/[.?+^$(){}|[\]\\]/g, '\\$&');
      return open ? `${core}[a-z'-]*` : core;
    });
  return new RegExp(`\\b${words.join('\\s+')}\\b`, 'g');
}

interface CompiledTopic {
  topic: TopicKnowledge;
  terms: { regex: RegExp; weight: number }[];
}

const compiledTopics: CompiledTopic[] = TOPICS.map((topic) => ({
  topic,
  terms: [
    ...topic.keywords.map((keyword) => ({ regex: compileTerm(keyword), weight: 1 })),
    ...topic.phrases.map((phrase) => ({ regex: compileTerm(phrase), weight: 2 })),
  ],
}));

const compiledIntents = INTENTS.map((intent) => ({ intent, regexes: intent.patterns.map((pattern) => new RegExp(pattern)) }));

export interface TopicMatch {
  topic: TopicKnowledge;
  score: number;
  /** The words and phrases that matched, as they appear in the canonical text. */
  hits: string[];
}

function scoreCompiled({ terms }: CompiledTopic, source: string): { score: number; hits: string[] } {
  let score = 0;
  const hits: string[] = [];
  for (const { regex, weight } of terms) {
    regex.lastIndex = 0;
    const found = source.match(regex);
    if (!found) continue;
    score += weight;
    hits.push(found[0]);
  }
  return { score, hits };
}

/** Topics ranked by weighted keyword and phrase hits; empty when nothing matched. */
export function rankTopics(text: string): readonly TopicMatch[] {
  return rankCanonical(canonical(text));
}

const rankCanonical = memo(2000, (source: string): readonly TopicMatch[] => {
  const matches: TopicMatch[] = [];
  for (const compiled of compiledTopics) {
    const { score, hits } = scoreCompiled(compiled, source);
    if (score > 0) matches.push({ topic: compiled.topic, score, hits });
  }
  return matches.sort((a, b) => b.score - a.score || TOPICS.indexOf(a.topic) - TOPICS.indexOf(b.topic));
});

/** One topic's score on a text, for comparing goals and earlier turns with the current topic. */
export function scoreTopic(topic: TopicKnowledge, text: string): { score: number; hits: string[] } {
  return rankTopics(text).find((match) => match.topic.id === topic.id) ?? { score: 0, hits: [] };
}

export function topicById(id: string): TopicKnowledge {
  return TOPICS.find((topic) => topic.id === id) ?? GENERAL_TOPIC;
}

/** The first intent whose pattern matches, in the knowledge's order; 'statement' otherwise. */
export function detectIntent(text: string): IntentId {
  const source = canonical(text);
  for (const { intent, regexes } of compiledIntents) if (regexes.some((regex) => regex.test(source))) return intent.id;
  return 'statement';
}

export function minStageOf(intent: IntentId): GrowStage {
  return INTENTS.find((candidate) => candidate.id === intent)?.minStage ?? 'goal';
}

export function stageIndex(stage: GrowStage): number {
  return GROW_STAGES.indexOf(stage);
}

const PERSON_WORDS =
  'co-founder|cofounder|founder|manager|boss|ceo|cto|cfo|coo|vp|director|board|team|team member|direct report|report|colleague|coworker|co-worker|peer|' +
  'head of \\w+|client|customer|investor|investors|stakeholder|stakeholders|partner|business partner|employee|engineer|designer|lead|team lead|mentor|sponsor|' +
  'leadership team|executive team|senior engineer|recruiter|hire|new hire';
const PERSON_REGEX = new RegExp(`\\b(my|our|one of my) ((?:new |senior |junior |sales |product |engineering |marketing )?(?:${PERSON_WORDS}))\\b`);

/** The person the client named ("my co-founder" -> "your co-founder"), or null. */
export function detectPerson(text: string): string | null {
  const found = canonical(text).match(PERSON_REGEX);
  if (!found?.[2]) return null;
  return `your ${found[2]}`;
}
