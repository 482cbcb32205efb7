/**
 * How the coach reflects what the client said, without quoting them: a paraphrase of their words in
 * the second person ({p}, {P} capitalised), the feeling they named ({feeling}, {feelingNoun}), two
 * points together ({p1}, {p2}), or what they are asking for ({g}: "telling your manager ..."; {w}:
 * "whether to hire now"). Many frames lead with the client's own content, so openings vary with
 * what was said; the fixed-start frames are many and each is picked rarely.
 */
export const REFLECTION_FRAMES = {
  /** The paraphrase first, or after a single word, so the opening words are the client's own content. */
  paraphrase: [
    '{P}.',
    '{P}, and that matters.',
    '{P}. That is a lot to hold.',
    '{P}; no wonder it is on your mind.',
    '{P}. That deserves some attention.',
    '{P}, and you want that to change.',
    '{P}, if I have understood you.',
    '{P}, as I understand it.',
    '{P}, from what you describe.',
    '{P}, by the sound of it.',
    '{P}: that is the situation as you see it.',
    '{P}. Let us take that seriously.',
    'So {p}.',
    'Right: {p}.',
    'Okay, {p}.',
    'Clearly {p}.',
  ],
  /** Name the feeling, tied to what caused it. */
  feeling: [
    '{P}; no wonder you feel {feeling}.',
    '{P}, and anyone would feel {feeling} about that.',
    '{FeelingNoun} makes sense here: {p}.',
    '{P}. Feeling {feeling} about that is natural.',
    '{P}, so of course you feel {feeling}.',
    '{P}. I can hear the {feelingNoun} in that.',
    '{FeelingNoun}, and with good reason: {p}.',
  ],
  /** Summarise two points. */
  twoPoints: [
    '{P1}, and on top of that, {p2}.',
    '{P1}; at the same time, {p2}.',
    '{P1}, while {p2}.',
    '{P1}. And {p2}, too.',
    '{P1}, and {p2}: two things at once.',
    'Two things, then: {p1}, and {p2}.',
  ],
  /** The client asks how to do something ({g}: a gerund phrase). */
  ask: [
    '{G}: that is worth getting right.',
    '{G} is a good thing to work on.',
    '{G} is very doable with some preparation.',
    '{G}, then. A good one to bring.',
    '{G}: let us work on it.',
    '{G} it is.',
  ],
  /** The client weighs a decision ({w}: "whether to ..."). */
  decision: ['{W} is a real decision, and it deserves a clear head.', '{W}: let us think it through properly.', '{W} is the heart of it.', 'So: {w}.'],
  /** Nothing worth paraphrasing: name the topic. */
  topic: ['{Topic} is a good thing to bring here.', '{Topic}, then. Let us look at it.', 'So this is about {topic}.'],
  /** The client corrected the coach's framing ({old}: the earlier framing). */
  correction: [
    'Thank you for putting me right. So it is less about {old}, and more that {p}.',
    'I had that wrong, then. What matters is that {p}.',
    'Got it, I misread that. The real issue is that {p}.',
    'Thanks for the correction: not {old}, but the fact that {p}.',
    'That changes the picture: {p}.',
  ],
  /** Ties to something said earlier in the conversation ({e}: a paraphrase of it). */
  earlier: ['That connects with what you said earlier: {e}.', 'Earlier you mentioned that {e}; this seems related.', 'It echoes something from before: {e}.', 'This links back to your point that {e}.'],
} as const;

/** Feelings the client may name, with the words that name them. */
export const FEELINGS: readonly { adjective: string; noun: string; words: readonly string[] }[] = [
  { adjective: 'overwhelmed', noun: 'overwhelm', words: ['overwhelm*', 'drowning', 'swamped', 'buried', 'too much on my plate', 'at my limit', 'can not cope', 'so much to do'] },
  { adjective: 'frustrated', noun: 'frustration', words: ['frustrat*', 'fed up', 'sick of', 'annoy*', 'drives me crazy', 'driving me crazy', 'irritat*'] },
  { adjective: 'anxious', noun: 'anxiety', words: ['anxious', 'anxiety', 'nervous', 'worried', 'worry*', 'dread*', 'on edge', 'panick*', 'terrified', 'freeze', 'scared', 'afraid', 'fear*'] },
  { adjective: 'exhausted', noun: 'exhaustion', words: ['exhaust*', 'tired', 'drained', 'burnt out', 'burned out', 'burnout', 'running on empty', 'worn out', 'can not switch off'] },
  { adjective: 'angry', noun: 'anger', words: ['angry', 'furious', 'livid', 'snapped', 'lost my temper', 'rage', 'pissed off'] },
  { adjective: 'resentful', noun: 'resentment', words: ['resent*', 'bitter'] },
  { adjective: 'stuck', noun: 'frustration', words: ['stuck', 'going in circles', 'plateau*', 'treading water', 'do not know what i want'] },
  { adjective: 'unsure of yourself', noun: 'self-doubt', words: ['fraud', 'impostor', 'imposter', 'not good enough', 'smarter than me', 'out of my depth', 'self-doubt', 'doubt myself', 'cringe'] },
  { adjective: 'overlooked', noun: 'hurt', words: ['passed over', 'talked over', 'takes credit', 'take credit', 'ignored', 'overlooked', 'invisible', 'not taken seriously', 'no title or pay'] },
  { adjective: 'guilty', noun: 'guilt', words: ['guilty', 'feel awful', 'feel terrible', 'feel bad', 'ashamed', 'embarrass*'] },
  { adjective: 'disappointed', noun: 'disappointment', words: ['disappoint*', 'let down', 'gutted'] },
  { adjective: 'isolated', noun: 'isolation', words: ['lonely', 'isolated', 'alone', 'nobody feels connected', 'disconnected'] },
  { adjective: 'uncertain', noun: 'uncertainty', words: ['uncertain*', 'do not know if', 'not sure', 'unsure', 'confused', 'lost'] },
  { adjective: 'excited', noun: 'excitement', words: ['excited', 'thrilled', 'can not wait', 'pumped'] },
  { adjective: 'proud', noun: 'pride', words: ['proud', 'nailed it', 'went really well'] },
];
