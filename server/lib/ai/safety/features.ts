import { conceptsOf } from './concepts';
import { screenText } from './screen';

/**
 * The classifier's features of one message: words, word pairs and character 3-5-grams of the
 * screened text (figures of speech already blanked), so misspellings and unseen inflections still
 * share most of their features with the training messages; and the message's concepts (concepts.ts),
 * alone and in pairs, so "Tabletten gesammelt" and "saved up my pills" share PILLS, HOARDED and
 * PILLS+HOARDED whatever the language. Each feature counts once.
 */
export function messageFeatures(message: string): string[] {
  const text = screenText(message);
  const features = new Set<string>();
  const words = text.split(' ').filter(Boolean);
  words.forEach((word, i) => {
    features.add(`w:${word}`);
    const next = words[i + 1];
    if (next) features.add(`b:${word}_${next}`);
  });
  const padded = ` ${text} `;
  for (let n = 3; n <= 5; n += 1) {
    for (let i = 0; i + n <= padded.length; i += 1) features.add(`c:${padded.slice(i, i + n)}`);
  }
  const concepts = [...conceptsOf(text).keys()].sort();
  concepts.forEach((concept, i) => {
    features.add(`k:${concept}`);
    for (const other of concepts.slice(i + 1)) features.add(`k:${concept}+${other}`);
  });
  return [...features];
}
