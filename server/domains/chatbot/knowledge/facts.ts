import {
  DEFAULT_DURATION,
  DURATION_OPTIONS,
  INSTANT_SESSION_MINUTES,
  MAX_DURATION,
  MIN_DURATION,
} from '@shared/constants/coaching';
import { CONTACT } from '@shared/constants/contact';
import { SUPPORT_FAQ } from '@shared/constants/support';
import type { PagePassage } from './page-index';
import pages from './pages.generated.json';
import { CLIENT_PLAN, COACH_PLANS, COACH_SESSION_FEE_RANGE_CENTS, formatUsd, ORGANIZATION_PLAN, REVENUE_SHARING_APPLIES_TO } from '@shared/constants/plans';

/** 'a, b and c' */
export function sentenceList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** 'Basic analytics' -> 'basic analytics', but 'AI assistance' and 'SSO integration' keep their capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function planFeatures(features: readonly string[]): string {
  // The client limit is stated separately in every answer.
  return sentenceList(features.filter((feature) => !feature.startsWith('Up to')).map(lowerFirst));
}

const basic = COACH_PLANS.find((plan) => plan.id === 'basic');
const premium = COACH_PLANS.find((plan) => plan.id === 'premium');
if (!basic || !premium) throw new Error('COACH_PLANS must define basic and premium');

/**
 * Every number and list the answers quote, taken from the shared constants so the chat never
 * disagrees with the pricing page. Answers refer to them as {name}.
 */
export const FACTS: Record<string, string> = {
  product: 'Catalyst',
  clientPrice: formatUsd(CLIENT_PLAN.priceCents),
  trialDays: String(CLIENT_PLAN.trialDays),
  sessionFeeRange: `${formatUsd(COACH_SESSION_FEE_RANGE_CENTS.min)}-${COACH_SESSION_FEE_RANGE_CENTS.max / 100}`,
  basicName: basic.name,
  basicPrice: formatUsd(basic.priceCents),
  basicClients: String(basic.clientLimit),
  basicFeatures: planFeatures(basic.features),
  premiumName: premium.name,
  premiumPrice: formatUsd(premium.priceCents),
  premiumClients: String(premium.clientLimit),
  premiumFeatures: planFeatures(premium.features),
  revenueSharingScope: REVENUE_SHARING_APPLIES_TO,
  orgPricing: lowerFirst(ORGANIZATION_PLAN.pricing),
  orgFeatures: sentenceList(ORGANIZATION_PLAN.features.map(lowerFirst)),
  durations: `${sentenceList(DURATION_OPTIONS.map(String), 'or')} minutes`,
  defaultDuration: String(DEFAULT_DURATION),
  minDuration: String(MIN_DURATION),
  maxDurationHours: String(MAX_DURATION / 60),
  instantMinutes: String(INSTANT_SESSION_MINUTES),
  supportEmail: CONTACT.supportEmail,
  privacyEmail: CONTACT.privacyEmail,
  responseTime: CONTACT.responseTime,
  supportHours: CONTACT.supportHours,
  // Static marketing copy of the landing page (part 1 section 1).
  certifiedCoaches: '500+',
  goalsWithin90Days: '85%',
};

/** The product pages' own sentences (npm run index:help writes them from client/routes). */
export const PAGE_PASSAGES: readonly PagePassage[] = pages;

/** Per-request values an answer may use besides the facts. */
export interface AnswerVariables {
  firstName: string | null;
}

const PLACEHOLDER = /\{(\w+)\}/g;
/** [[/privacy#Your rights]]: the passage of an indexed page; [[faq:Is there a mobile app?]]: a Support FAQ answer. */
const QUOTE = /\[\[([^\]]+)\]\]/g;

/** What a product page or the Support FAQ says, word for word; an unknown reference throws (a page changed). */
export function quote(reference: string): string {
  if (reference.startsWith('faq:')) {
    const entry = SUPPORT_FAQ.find((item) => item.q === reference.slice(4));
    if (!entry) throw new Error(`No Support FAQ entry "${reference.slice(4)}"`);
    return entry.a;
  }
  // '/page#Section' quotes the section; '/page#Section#2' its second passage only.
  const [page, section, nth] = reference.split('#');
  const passages = PAGE_PASSAGES.filter((passage) => passage.page === page && passage.section === section);
  const chosen = nth ? passages.slice(Number(nth) - 1, Number(nth)) : passages;
  if (chosen.length === 0) throw new Error(`No indexed passage for ${reference}: run npm run index:help`);
  return chosen.map((passage) => passage.text).join(' ');
}

export function quotesOf(template: string): string[] {
  return [...template.matchAll(QUOTE)].map((match) => match[1]!);
}

/** Fills {name} placeholders and [[page#section]] quotes; an unknown name is a bug in the knowledge base and throws. */
export function fillTemplate(template: string, variables: AnswerVariables): string {
  return template.replace(QUOTE, (_match, reference: string) => quote(reference)).replace(PLACEHOLDER, (_match, name: string) => {
    if (name === 'firstName') return variables.firstName?.trim() || 'there';
    const value = FACTS[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in a help chat answer`);
    return value;
  });
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}
