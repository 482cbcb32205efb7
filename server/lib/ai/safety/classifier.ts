import type { CrisisCategory } from './lexicon';
import { messageFeatures } from './features';
import type { SafetyLevel } from './screen';

/** Labels of the tuning data. */
export const SAFETY_CLASSES = ['safe', 'concern', 'self_harm', 'harm_to_others', 'abuse', 'medical_emergency'] as const;
export type SafetyClass = (typeof SAFETY_CLASSES)[number];
/** The level head decides how worried to be; the category head, for clear risk, which kind. */
export const LEVEL_CLASSES = ['safe', 'concern', 'crisis'] as const;
export const CATEGORY_CLASSES = ['self_harm', 'harm_to_others', 'abuse', 'medical_emergency'] as const;

/** One softmax over features: weights per class, scaled by `scale` and rounded to integers. */
export interface SafetyModelHead {
  classes: string[];
  features: string[];
  weights: number[][];
  bias: number[];
  scale: number;
}

/** The trained model as committed in safety-model.json (written by `npm run train:safety`). */
export interface SafetyModelFile {
  version: 1;
  about: string;
  /** sha256 of the training messages and labels, so a stale model is noticed. */
  dataHash: string;
  seed: number;
  level: SafetyModelHead;
  category: SafetyModelHead;
  /** Chosen by cross-validation on the tuning data: see server/lib/ai/safety/train.ts. */
  thresholds: { crisis: number; concern: number };
}

export interface ClassifierVerdict {
  level: SafetyLevel;
  category: CrisisCategory | null;
  /** Probability of clear risk, and of risk of any kind (clear or ambiguous). */
  crisisScore: number;
  riskScore: number;
}

export interface SafetyClassifier {
  classify(message: string): ClassifierVerdict;
}

function loadHead(head: SafetyModelHead): (features: readonly string[]) => number[] {
  const index = new Map(head.features.map((feature, i) => [feature, i]));
  const weights = head.weights.map((row) => Float64Array.from(row, (value) => value / head.scale));
  const bias = head.bias.map((value) => value / head.scale);
  return (features) => {
    const active: number[] = [];
    for (const feature of features) {
      const i = index.get(feature);
      if (i !== undefined) active.push(i);
    }
    // Scaled to unit length, as in training.
    const value = active.length > 0 ? 1 / Math.sqrt(active.length) : 0;
    return softmax(weights.map((row, c) => active.reduce((sum, i) => sum + row[i]! * value, bias[c]!)));
  };
}

export function loadClassifier(model: SafetyModelFile): SafetyClassifier {
  const level = loadHead(model.level);
  const category = loadHead(model.category);
  const concernAt = model.level.classes.indexOf('concern');
  const crisisAt = model.level.classes.indexOf('crisis');
  return {
    classify(message) {
      const features = messageFeatures(message);
      const p = level(features);
      const crisisScore = p[crisisAt]!;
      const riskScore = crisisScore + p[concernAt]!;
      if (crisisScore >= model.thresholds.crisis) {
        const q = category(features);
        const best = q.indexOf(Math.max(...q));
        return { level: 'crisis', category: model.category.classes[best] as CrisisCategory, crisisScore, riskScore };
      }
      if (riskScore >= model.thresholds.concern) return { level: 'concern', category: 'self_harm', crisisScore, riskScore };
      return { level: 'none', category: null, crisisScore, riskScore };
    },
  };
}

export function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((value) => value / sum);
}
