/**
 * How the person answers the safety check's own questions (the check-in, and "are you safe right
 * now?" after a crisis reply), over safetyText(). Read by safety.ts on the answer turn only.
 */

/**
 * After a check-in about safety, answers that confirm risk ("yes", "sometimes", "I don't know"),
 * in any of the six languages. Checked only on the answer to a check-in question.
 */
export const CONFIRMS: readonly string[] = [
  '^(?:yes|yeah|yep|yup|ya|ye|yea|yh|y|si|oui|ouais|ouai|ja|jo|sim|sure|maybe|kind of|kinda|sort of|sometimes|a bit|a little|i think so|probably|perhaps|often|all the time|every day|lately|i guess|un poco|un peu|um pouco|un po|ein bisschen|ein wenig|irgendwie|credo di si|credo|acho que sim|creo que si|je crois|je pense|ich glaube schon|ich glaube|talvez|quizas|puede ser|peut etre|vielleicht|forse)\\b',
  '\\b(?:i do not know|not sure|i am not sure|idk|no se|je ne sais pas|je sais pas|j sais pas|jsais pas|chais pas|sais pas|weiss nicht|nao sei|non lo so|non so)\\b',
  // A yes anywhere ("if I'm honest, yeah", "lowkey yeah", "pra ser sincera, sim"), a thought admitted, an act already done.
  '\\b(?:yes|yeah|yep|yup|yea|sim|oui|ouais|jap|jep|peut etre|more than sometimes|i took (?:some|them|a few|\\d+)|maybe \\d+|written the letters|wrote (?:the )?(?:letters|note)|not right (?:this second|now)|mais ou menos|more or less|mas o menos|plus ou moins|mehr oder weniger|piu o meno|(?:ja )?sei (?:ate )?como faria|know how i would do it)\\b',
  '\\b(?:the thought|crossed my mind|been on my mind|thought about it|lo he pensado|lo pienso|j y (?:ai )?pense|j y pense|daran gedacht|denke daran|pensei nisso|penso nisso|ci ho pensato|ci penso|did something (?:stupid|bad|dumb)|already (?:cut|took|did|hurt|started))\\b',
  // "Not going to lie, yes": said before an answer, it announces a hard one.
  '\\b(?:not (?:going to|gonna) lie|i will not lie|no te voy a mentir|no voy a mentir|je (?:ne )?vais pas (?:te )?mentir|ich will (?:dich )?nicht anlugen|ich will nicht lugen|nao vou mentir|non ti mentiro|non ti mento)\\b',
  '\\b(?:more than i|more often|i have thought|i have been thinking|i think about it|thought about how|i have a plan|yes i am|honestly yes|i am not safe|not safe|not (?:really|very|totally|completely|entirely) safe|not feeling safe|do not feel safe|parfois|a veces|manchmal|as vezes|a volte|schon|claro|ehrlich gesagt)\\b',
];
/** Answers that deny it ("no, just tired"); a denial that also confirms counts as confirming. */
export const DENIES: readonly string[] = [
  '^(?:(?:oh|oh god|god|gott|oh gott|dios|dios mio|mon dieu|deus|meu deus|dio|dio mio|haha|lol|ha|omg|ah|um|uh|ahh|oh no|gosh|jeez|ma|pero|mais|aber|mas) )?(?:macche|que va|que no+|para nada|pas du tout|quatsch|nan|pas du tout|nee|no|nope|nah|not at all|not really|never|of course not|definitely not|absolutely not|certainly not|god no|hell no|no no|non|nein|nao|nada|claro que no|bien sur que non|auf keinen fall|de jeito nenhum|assolutamente no)\\b',
  '\\b(?:deus me livre|dios me libre|gott bewahre|dieu m en garde|dio me ne scampi|alles gut|keine sorge|tranquil[oa]|tranqui|fica tranquil[oa]|rassure toi|no te preocupes|ne t inquiete pas|t inquiete|nao se preocupe|non preoccuparti|do not worry|i am (?:safe|fine|ok|okay|alright|all right)|nothing like that|not like that|not that kind|i meant|just (?:tired|exhausted|venting|stressed|frustrated|burnt out|burned out|need a break|a figure of speech)|estoy bien|je vais bien|mir geht es gut|estou bem|sto bene)\\b',
];
/** A denial that explains what the words were about ("nah, the 'killing myself' was about the gym"). */
export const EXPLAINED_DENIAL: readonly string[] = [
  '\\b(?:forma de hablar|una expresion|une expression|une facon de parler|dampf abgelassen|nur dampf|desabafo|desabafando|sfogo|mi sfogavo|just venting|era per (?:la|il|lo)|era para (?:la|el|a|o)|era pra (?:a|o)|c etait pour (?:la|le)|war (?:fur|wegen) (?:die|den|das)|si riferiva|scherzavo|modo di dire|forma de hablar|manera de hablar|facon de parler|maniere de parler|redewendung|nur so gesagt|nur so dahergesagt|modo de dizer|forca de expressao|jeito de falar|was about|were about|i meant|i was talking about|i was referring to|talking about (?:work|the|my)|figure of speech|lot to live for|just hate (?:this|my) job|(?:bad|poor|wrong|terrible|unfortunate) (?:choice of )?words|ich meinte|ich sprach von|quise decir|me referia a|hablaba de|je parlais de|je voulais dire|eu quis dizer|estava falando d|intendevo|parlavo d)\\b',
];

/** Answers to "are you safe right now?" after a crisis reply that say they are not. */
export const UNSAFE_NOW: readonly string[] = [
  '^(?:no|nope|nah|not really|not sure|i do not know|idk|non|nein|nao)\\b(?! (?:i am|i m) (?:not|fine|ok|safe))',
  '\\b(?:not safe|i am not ok|i am not okay|still (?:want|thinking|planning)|i still|still have the|going to do it|can not promise)\\b',
];
/** Answers to "are you safe right now?" that say they are. */
export const SAFE_NOW: readonly string[] = [
  '^(?:yes|yeah|yep|yup|ya|si|oui|ja|sim|of course|i think so)\\b',
  '\\b(?:i am|i feel|feeling) (?:safe|ok|okay|fine|alright|all right|better|calmer)\\b',
  '\\bsafe (?:now|for now|right now|tonight)\\b',
  '\\b(?:estoy bien|estoy a salvo|je suis en securite|je vais bien|ich bin sicher|mir geht es gut|estou bem|estou em seguranca|sto bene|sono al sicuro)\\b',
];
