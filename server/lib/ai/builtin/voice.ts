import { DEFAULT_VOICE_ID, SPECIALTY_LENSES, VOICES, type VoiceProfile } from '../knowledge';
import type { CoachPersona } from '../types';

export interface CoachVoice {
  voice: VoiceProfile;
  /** Specialty lines in the order of the coach's specialties. */
  lenses: string[];
}

const cache = new Map<string, CoachVoice>();

/**
 * The voice whose cues appear most often in how the coach is described, so organisations' custom
 * coaches get a fitting voice from their own persona text; ties go to the earlier voice.
 */
export function voiceFor(coach: CoachPersona): CoachVoice {
  const key = `${coach.id}\u0000${coach.persona}\u0000${coach.description}\u0000${coach.specialties.join(',')}\u0000${coach.systemPrompt}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // The persona line says most about voice; the prompt and specialties break ties.
  const persona = `${coach.persona} ${coach.persona} ${coach.description}`.toLowerCase();
  const rest = `${coach.systemPrompt} ${coach.specialties.join(' ')} ${coach.name}`.toLowerCase();
  let best: VoiceProfile | undefined;
  let bestScore = 0;
  for (const voice of VOICES) {
    const score = voice.cues.reduce((sum, cue) => sum + (persona.includes(cue) ? 2 : 0) + (rest.includes(cue) ? 1 : 0), 0);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  const voice = best ?? VOICES.find((candidate) => candidate.id === DEFAULT_VOICE_ID) ?? VOICES[0];
  if (!voice) throw new Error('The AI knowledge has no voices');
  const lenses: string[] = [];
  for (const specialty of coach.specialties) {
    const lower = specialty.toLowerCase();
    const lens = SPECIALTY_LENSES.find((candidate) => candidate.match.some((word) => lower.includes(word)));
    if (lens) for (const line of lens.lines) if (!lenses.includes(line)) lenses.push(line);
  }
  const result = { voice, lenses };
  if (cache.size > 500) cache.clear();
  cache.set(key, result);
  return result;
}
