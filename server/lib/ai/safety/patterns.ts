/**
 * The safety check's knowledge: patterns over canonical text (lower case, contractions expanded,
 * e.g. "can't" -> "can not", "I'm" -> "i am"). Figures of speech are removed first, so coaching talk
 * such as "career suicide" or "shoot him an email" never reaches the crisis patterns.
 */

export type CrisisCategory = 'self_harm' | 'harm_to_others' | 'abuse' | 'medical_emergency';

const PEOPLE =
  '(?:him|her|them|someone|somebody|people|everyone|everybody|my (?:boss|manager|coworker|co-worker|colleague|colleagues|wife|husband|partner|' +
  'cofounder|co-founder|team|family|kids|child|children|son|daughter|mother|father|mom|mum|dad|neighbou?r|ex|boyfriend|girlfriend|employees?|staff))';
const ABUSER =
  '(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|spouse|ex|father|mother|dad|mom|mum|stepfather|stepdad|stepmother|stepmom|' +
  'boss|manager|uncle|aunt|brother|sister|parents?|coach|landlord|roommate|flatmate))';

/** Figures of speech removed before matching. */
export const FIGURES_OF_SPEECH: readonly string[] = [
  '\\b(?:career|political|social|commercial|professional|corporate|financial|brand|business|reputational|market|startup) suicide\\b',
  '\\bsuicide (?:mission|squad|run|sprint|doors?|pace)\\b',
  '\\bshoot (?:him|her|them|me|you|us|my \\w+) (?:an?|the|over|across|quick|some|back)\\b',
  '\\bdie (?:of|from) (?:embarrassment|shame|boredom|laughter|laughing|curiosity)\\b',
  '\\bdie laughing\\b',
  '\\bkill(?:ing|ed)? (?:it|the (?:project|feature|idea|meeting|deal|presentation|pitch|budget|bug|process))\\b',
  '\\bheart attack (?:when|seeing|reading|at the|over)\\b',
  '\\b(?:nearly|almost) (?:gave|give|had|have) (?:me )?a heart attack\\b',
  '\\bbreathe (?:down|easier|a sigh)\\b',
];

export interface CrisisPattern {
  category: CrisisCategory;
  pattern: string;
}

export const CRISIS_PATTERNS: readonly CrisisPattern[] = [
  // Suicide and self-harm: intent, plans, wishes to be dead, means.
  { category: 'self_harm', pattern: '\\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|burn|burning|hang|hanging|shoot|shooting|poison|poisoning|starve|starving|unalive) (?:myself|my self|me self)\\b' },
  { category: 'self_harm', pattern: '(?<!\\b(?:not|never|never been|not feeling) )\\bsuicid(?:e|al)\\b' },
  { category: 'self_harm', pattern: '\\bself[- ]?harm' },
  { category: 'self_harm', pattern: '\\bkms\\b' },
  { category: 'self_harm', pattern: '\\b(?:end|ending|take|taking) my (?:own )?life\\b' },
  { category: 'self_harm', pattern: '\\b(?:end|ending) it all\\b' },
  { category: 'self_harm', pattern: '\\b(?:thinking|thought|think) (?:about|of) (?:ending it|ending things|not being here|not waking up|dying)\\b' },
  { category: 'self_harm', pattern: '(?<!(?:not|never) )\\b(?:want|wanted|wanting|going|plan|planning|ready|deserve) to (?:die|be dead)\\b' },
  { category: 'self_harm', pattern: '\\bwish (?:i|that i) (?:was|were|could be) dead\\b' },
  { category: 'self_harm', pattern: '\\bwish (?:i|that i) (?:had never been|was never|were never) born\\b' },
  { category: 'self_harm', pattern: '\\bwish (?:i|that i) (?:was|were) not (?:alive|here any ?more)\\b' },
  { category: 'self_harm', pattern: '\\b(?:do not|no longer|not) want to (?:live|be alive|exist|wake up|be here any ?more)\\b' },
  { category: 'self_harm', pattern: '\\bno (?:reason|point) (?:to|in) (?:live|living|being alive|going on)\\b' },
  { category: 'self_harm', pattern: '\\bcan not go on living\\b' },
  { category: 'self_harm', pattern: '\\b(?:better off|be better) (?:without me|dead|if i was gone|if i were gone)\\b' },
  { category: 'self_harm', pattern: '\\b(?:take|taking|swallow|swallowing|took) (?:all|a whole bottle of|a bunch of|every one of) (?:of )?(?:my|the|these|those)? ?(?:pills|tablets|meds|medication|sleeping pills)\\b' },
  { category: 'self_harm', pattern: '\\bjump(?:ing)? (?:off|from|in front of) (?:a|the) (?:bridge|roof|building|window|train|cliff)\\b' },
  { category: 'self_harm', pattern: '\\b(?:goodbye|farewell) (?:letter|note)s?\\b' },

  // Harm to others: intent towards a person, weapons at work or school.
  { category: 'harm_to_others', pattern: `(?<!(?:not|never) )\\b(?:want|going|plan|planning|ready|tempted|about|intend|intending) to (?:hurt|kill|murder|stab|shoot|strangle|poison|attack|beat up|harm) ${PEOPLE}` },
  { category: 'harm_to_others', pattern: `\\b(?:kill|murder|stab|shoot|strangle|poison) ${PEOPLE}\\b` },
  { category: 'harm_to_others', pattern: '\\b(?:bring|bringing|brought|take|taking) (?:a|my) (?:gun|knife|weapon|rifle|pistol) (?:to|into) (?:work|the office|school|the meeting|the building)\\b' },
  { category: 'harm_to_others', pattern: '\\bshoot up (?:the|my|our) (?:office|school|workplace|building)\\b' },
  { category: 'harm_to_others', pattern: '\\b(?:make|build|plant|set off) a bomb\\b' },
  { category: 'harm_to_others', pattern: '\\bhomicidal\\b' },
  { category: 'harm_to_others', pattern: '\\bmake (?:him|her|them) (?:pay|suffer) (?:with|using) (?:a|my) (?:gun|knife)\\b' },

  // Abuse: violence or assault by someone, fear of going home.
  { category: 'abuse', pattern: `\\b${ABUSER}(?: keeps| has| have| always| often| sometimes| regularly| still| just)? (?:hits|hit|beats|beat|punches|punched|slaps|slapped|kicks|kicked|chokes|choked|strangles|strangled|rapes|raped|molests|molested|abuses|abused|assaults|assaulted|touches|touched) me\\b` },
  { category: 'abuse', pattern: '\\b(?:i am|i was|i have been|i get|i got) (?:being )?(?:abused|raped|molested|sexually assaulted|assaulted|trafficked|beaten up|beaten)\\b' },
  { category: 'abuse', pattern: '\\bdomestic (?:violence|abuse)\\b' },
  { category: 'abuse', pattern: '\\bsexual(?:ly)? (?:assault|assaulted|abuse|abused)\\b' },
  { category: 'abuse', pattern: '\\b(?:afraid|scared|terrified|frightened) (?:to go|of going) home\\b' },
  { category: 'abuse', pattern: '\\bthreaten(?:s|ed|ing)? to (?:kill|hurt|harm|beat) me\\b' },
  { category: 'abuse', pattern: '\\b(?:abusing|abuses) me\\b' },
  { category: 'abuse', pattern: '\\babusive (?:partner|husband|wife|relationship|boyfriend|girlfriend|home|parents?|father|mother|marriage)\\b' },
  { category: 'abuse', pattern: '\\blocked me (?:in|inside)\\b' },

  // Medical or psychiatric emergency happening now.
  { category: 'medical_emergency', pattern: '\\b(?:chest pains?|pain in my chest)\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:having|had|think i am having|i am having) a (?:heart attack|stroke|seizure)\\b' },
  { category: 'medical_emergency', pattern: '\\bcan not breathe\\b(?! (?:with|under|because|for|at|in th|around|when))' },
  { category: 'medical_emergency', pattern: '\\b(?:struggling|unable) to breathe\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:overdosed|overdosing|overdose)\\b' },
  { category: 'medical_emergency', pattern: '\\btook (?:too many|way too many|a lot of) (?:pills|tablets|meds|sleeping pills)\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:bleeding (?:heavily|badly|a lot|everywhere)|losing a lot of blood|will not stop bleeding)\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:passed out|fainted|collapsed|is unconscious|is not breathing|stopped breathing)\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:hearing|hear) voices\\b' },
  { category: 'medical_emergency', pattern: '\\bvoices (?:are )?(?:telling|tell|told) me\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:seeing|see) things that (?:are not|are no) there\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:psychotic|psychosis|manic episode)\\b' },
  { category: 'medical_emergency', pattern: '\\bnot slept (?:in|for) (?:\\d+|two|three|four|five|six|several|many) (?:days|nights)\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:panic attack|anxiety attack) (?:right now|now|and can not)\\b' },
  { category: 'medical_emergency', pattern: '\\b(?:call|calling|need) (?:an ambulance|911|999|112)\\b' },
];

/** After the crisis reply, messages that protest or play it down still get the crisis reply. */
export const PROTEST_PATTERNS: readonly string[] = [
  '\\b(?:just )?(?:joking|kidding|a joke|jk|lol|haha)\\b',
  '\\bdid not (?:mean|say) (?:it|that)\\b',
  '\\bnot what i (?:meant|said|mean)\\b',
  '\\b(?:misunderstood|misread|misunderstanding|misinterpret|out of context|wrong idea|got it wrong|get it wrong)',
  '\\b(?:figure of speech|an expression|exaggerat|hyperbole|metaphor|sarcas|turn of phrase|manner of speaking)',
  '\\bi am (?:fine|ok|okay|alright|all right|good|totally fine|perfectly fine)\\b',
  '\\bnot (?:serious|seriously|literally|literal|for real|really|like that)\\b',
  '\\b(?:calm down|relax|chill|overreact|over react|paranoid|dramatic)',
  '\\b(?:forget (?:it|that|i said)|never ?mind|drop it|move on|let it go)\\b',
  '\\b(?:can we|let us|lets|let\'s|i want to|i just want to) (?:just )?(?:talk|get back|go back|continue|focus|carry on|stick)',
  '\\b(?:stop|quit) (?:it|that|this|with|saying|sending)\\b',
  '\\b(?:i was|it was|was just) (?:venting|exaggerating|blowing off steam|being dramatic)',
  '\\b(?:seriously|come on|whatever|ugh|omg)\\b',
  '\\b(?:no|nope|nah)[,.! ]+(?:i|that|it|you)\\b',
  '\\b(?:do not|no) need (?:for|to) (?:that|this|a hotline|the hotline|988)',
  '\\bnot (?:suicidal|in danger|in crisis|going to do anything)\\b',
  '\\b(?:you are|you\'re) (?:overreacting|wrong|a bot)\\b',
];
