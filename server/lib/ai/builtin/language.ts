import { detectAll } from 'tinyld';
import { LANGUAGE_PACKS, type OtherLanguage } from '../knowledge';
import { memo, normalize } from '../text';

export type Language = OtherLanguage | 'en';

const CANDIDATES: Language[] = ['en', 'es', 'fr', 'de', 'pt', 'it'];
/** Function words only English uses: a message made of them is English whatever its loanwords ("déjà vu", "ciao"). */
const ENGLISH_WORDS = new Set(
  'the and my is i to of for with we you it that this have has was what how about not do does am are our they he she his her me im i\'m don\'t can\'t will just really keeps keep been from at'.split(' '),
);

function words(text: string): string[] {
  return normalize(text)
    .split(/[^a-z']+/)
    .filter(Boolean);
}

function greetingLanguage(text: string): OtherLanguage | null {
  const plain = normalize(text).replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();
  for (const [language, pack] of Object.entries(LANGUAGE_PACKS) as [OtherLanguage, (typeof LANGUAGE_PACKS)[OtherLanguage]][]) {
    if (pack.greetings.some((greeting) => plain === greeting || plain.startsWith(`${greeting} `))) {
      // "Ciao for now, thanks" and "Bonjour to the new week" are English with a foreign greeting.
      const rest = words(plain.slice(plain.indexOf(' ') + 1));
      if (plain.includes(' ') && rest.some((word) => ENGLISH_WORDS.has(word))) return null;
      return language;
    }
  }
  return null;
}

function computeLanguage(text: string): Language {
  const greeting = greetingLanguage(text);
  if (greeting) return greeting;
  const all = words(text);
  if (all.length < 3) return 'en';
  const english = all.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (english >= 2 && english / all.length >= 0.15) return 'en';
  const ranked = detectAll(text, { only: CANDIDATES });
  const best = ranked[0];
  if (!best || best.lang === 'en' || !CANDIDATES.includes(best.lang as Language)) return 'en';
  const englishScore = ranked.find((entry) => entry.lang === 'en')?.accuracy ?? 0;
  // A near tie with English is English: answering an English speaker in Portuguese is the worse mistake.
  return best.accuracy >= englishScore * 2 ? (best.lang as Language) : 'en';
}

/** The language of a client message: English unless another supported language is clearly more likely. */
export const detectLanguage: (text: string) => Language = memo(2000, computeLanguage);
