import type { CoachReply } from '../types';
import type { CrisisCategory } from './lexicon';
import { type CountryResources, DEFAULT_RESOURCES } from './resources';

/**
 * The fixed replies of the safety check. Written once, reviewed as text, never generated: a model
 * must not improvise here. A crisis reply says plainly that an AI coach is not a crisis service,
 * gives the resources for the person's country (988 and 911 when it is not known) and offers a
 * human coach now; harm to others and abuse get their own resources, not the suicide line.
 */
export type ReplyLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it';

interface Texts {
  opening: Record<CrisisCategory, string>;
  notService: string;
  crisisLine: (line: string) => string;
  emergency: (number: string) => string;
  unknownCountry: string;
  abuseLine: (line: string) => string;
  poisonLine: (line: string) => string;
  othersStep: string;
  abuseStep: string;
  human: string;
  humanQuestion: string;
  checkIn: string;
  postCrisisCheckIn: string;
  callLabel: (what: string) => string;
}

const EN: Texts = {
  opening: {
    self_harm: 'Thank you for telling me. What you are describing sounds really painful, and it matters that you are safe right now. You do not have to carry this alone.',
    harm_to_others: 'Thank you for being honest with me. It sounds like things feel very intense right now, and the most important thing is that nobody gets hurt, you included.',
    abuse: 'Thank you for trusting me with this. What you describe is not okay and it is not your fault. You deserve to be safe.',
    medical_emergency: 'This sounds like it could be a medical emergency, and your safety comes first. Please get help from a person now.',
  },
  notService: 'I am an AI coach, not a crisis service, and I cannot give you the help this needs right now.',
  crisisLine: (line) => `Please reach out now: ${line}.`,
  emergency: (number) => `If you or anyone else is in immediate danger, call ${number} now.`,
  unknownCountry:
    'If you are in the US, you can call or text 988 (the Suicide & Crisis Lifeline) any time, day or night. If you are in immediate danger, call 911 or your local emergency number now.',
  abuseLine: (line) => `You can talk to ${line}, confidentially.`,
  poisonLine: (line) => `If you have taken something, do not wait for symptoms: call the emergency number or ${line}.`,
  othersStep: 'If you feel you might act on this, put distance between you and the person and anything you could use to hurt them, and call the emergency number or ask someone you trust to stay with you.',
  abuseStep: 'If you can, go somewhere safe or be with someone you trust.',
  human: 'You can also talk to a human coach right now: use "Talk to a human coach" below.',
  humanQuestion: 'Would you like to talk to a human coach now?',
  checkIn:
    'That sounds really heavy, and I am glad you told me. I want to ask you directly, because it matters: are you having thoughts of ending your life or of hurting yourself?',
  postCrisisCheckIn: 'Before we go on, I want to check in on what you told me earlier. Are you safe right now?',
  callLabel: (what) => what,
};

const ES: Texts = {
  opening: {
    self_harm: 'Gracias por contármelo. Lo que describes suena muy doloroso, y lo importante ahora es que estés a salvo. No tienes que cargar con esto en soledad.',
    harm_to_others: 'Gracias por ser sincero conmigo. Parece que todo se siente muy intenso ahora mismo, y lo más importante es que nadie salga herido, tampoco tú.',
    abuse: 'Gracias por confiarme esto. Lo que describes no está bien y no es culpa tuya. Mereces estar a salvo.',
    medical_emergency: 'Esto puede ser una emergencia médica y tu seguridad es lo primero. Por favor, busca ayuda de una persona ahora.',
  },
  notService: 'Soy un coach de IA, no un servicio de crisis, y no puedo darte la ayuda que esto necesita ahora mismo.',
  crisisLine: (line) => `Por favor, contacta ahora con ${line}.`,
  emergency: (number) => `Si tú o alguien más está en peligro inmediato, llama ahora al ${number}.`,
  unknownCountry: 'Si estás en peligro inmediato, llama ahora al número de emergencias local (112 en Europa, 911 en EE. UU.). En EE. UU. también puedes llamar o escribir al 988.',
  abuseLine: (line) => `Puedes hablar de forma confidencial con ${line}.`,
  poisonLine: (line) => `Si has tomado algo, no esperes a tener síntomas: llama a emergencias o a ${line}.`,
  othersStep: 'Si sientes que podrías hacerlo, aléjate de esa persona y de cualquier cosa con la que pudieras hacer daño, y llama a emergencias o pide a alguien de confianza que se quede contigo.',
  abuseStep: 'Si puedes, ve a un lugar seguro o quédate con alguien de confianza.',
  human: 'También puedes hablar ahora con un coach humano: usa «Talk to a human coach» aquí abajo.',
  humanQuestion: '¿Quieres hablar ahora con un coach humano?',
  checkIn: 'Eso suena muy duro, y me alegra que me lo cuentes. Quiero preguntártelo directamente, porque importa: ¿estás pensando en quitarte la vida o en hacerte daño?',
  postCrisisCheckIn: 'Antes de seguir, quiero saber cómo estás después de lo que me contaste. ¿Estás a salvo ahora mismo?',
  callLabel: (what) => what,
};

const FR: Texts = {
  opening: {
    self_harm: 'Merci de me l’avoir dit. Ce que tu décris semble très douloureux, et le plus important maintenant, c’est que tu sois en sécurité. Tu n’as pas à porter cela seul.',
    harm_to_others: 'Merci d’être honnête avec moi. Tout semble très intense en ce moment, et le plus important est que personne ne soit blessé, toi compris.',
    abuse: 'Merci de me faire confiance. Ce que tu décris n’est pas acceptable et ce n’est pas ta faute. Tu mérites d’être en sécurité.',
    medical_emergency: 'Cela pourrait être une urgence médicale, et ta sécurité passe avant tout. Demande de l’aide à une personne maintenant.',
  },
  notService: 'Je suis un coach IA, pas un service d’urgence, et je ne peux pas t’apporter l’aide dont tu as besoin maintenant.',
  crisisLine: (line) => `Contacte maintenant ${line}.`,
  emergency: (number) => `Si toi ou quelqu’un d’autre êtes en danger immédiat, appelle le ${number} maintenant.`,
  unknownCountry: 'Si tu es en danger immédiat, appelle maintenant le numéro d’urgence local (112 en Europe, 911 aux États-Unis). Aux États-Unis, tu peux aussi appeler ou écrire au 988.',
  abuseLine: (line) => `Tu peux parler en toute confidentialité avec ${line}.`,
  poisonLine: (line) => `Si tu as pris quelque chose, n’attends pas les symptômes : appelle les urgences ou ${line}.`,
  othersStep: 'Si tu sens que tu pourrais passer à l’acte, éloigne-toi de la personne et de tout ce qui pourrait servir à blesser, et appelle les urgences ou une personne de confiance.',
  abuseStep: 'Si tu le peux, va dans un endroit sûr ou reste avec une personne de confiance.',
  human: 'Tu peux aussi parler maintenant à un coach humain : utilise « Talk to a human coach » ci-dessous.',
  humanQuestion: 'Veux-tu parler maintenant à un coach humain ?',
  checkIn: 'Cela semble très lourd, et je suis content que tu me le dises. Je te pose la question directement, parce que c’est important : as-tu des pensées de mettre fin à ta vie ou de te faire du mal ?',
  postCrisisCheckIn: 'Avant de continuer, je veux prendre de tes nouvelles après ce que tu m’as dit. Es-tu en sécurité en ce moment ?',
  callLabel: (what) => what,
};

const DE: Texts = {
  opening: {
    self_harm: 'Danke, dass du mir das erzählst. Das klingt sehr schmerzhaft, und jetzt zählt vor allem, dass du in Sicherheit bist. Du musst das nicht allein tragen.',
    harm_to_others: 'Danke für deine Ehrlichkeit. Es klingt, als wäre gerade alles sehr heftig, und das Wichtigste ist, dass niemand verletzt wird, auch du nicht.',
    abuse: 'Danke, dass du mir das anvertraust. Was du beschreibst, ist nicht in Ordnung und nicht deine Schuld. Du verdienst es, sicher zu sein.',
    medical_emergency: 'Das könnte ein medizinischer Notfall sein, und deine Sicherheit geht vor. Bitte hol dir jetzt Hilfe von einem Menschen.',
  },
  notService: 'Ich bin ein KI-Coach, kein Krisendienst, und kann dir nicht die Hilfe geben, die das jetzt braucht.',
  crisisLine: (line) => `Bitte melde dich jetzt bei ${line}.`,
  emergency: (number) => `Wenn du oder jemand anderes in unmittelbarer Gefahr ist, ruf jetzt die ${number} an.`,
  unknownCountry: 'Wenn du in unmittelbarer Gefahr bist, ruf jetzt den örtlichen Notruf an (112 in Europa, 911 in den USA). In den USA kannst du auch die 988 anrufen oder ihr schreiben.',
  abuseLine: (line) => `Du kannst vertraulich mit ${line} sprechen.`,
  poisonLine: (line) => `Wenn du etwas eingenommen hast, warte nicht auf Symptome: ruf den Notruf oder ${line} an.`,
  othersStep: 'Wenn du merkst, dass du es tun könntest, geh auf Abstand zu der Person und zu allem, womit du jemanden verletzen könntest, und ruf den Notruf oder einen Menschen deines Vertrauens an.',
  abuseStep: 'Wenn du kannst, geh an einen sicheren Ort oder zu einem Menschen deines Vertrauens.',
  human: 'Du kannst auch jetzt mit einem menschlichen Coach sprechen: nutze unten „Talk to a human coach“.',
  humanQuestion: 'Möchtest du jetzt mit einem menschlichen Coach sprechen?',
  checkIn: 'Das klingt sehr schwer, und ich bin froh, dass du es mir sagst. Ich frage dich direkt, weil es wichtig ist: Hast du Gedanken, dir das Leben zu nehmen oder dir etwas anzutun?',
  postCrisisCheckIn: 'Bevor wir weitermachen, möchte ich nachfragen, nach dem, was du mir erzählt hast: Bist du gerade in Sicherheit?',
  callLabel: (what) => what,
};

const PT: Texts = {
  opening: {
    self_harm: 'Obrigado por me contar. O que você descreve parece muito doloroso, e o mais importante agora é que você esteja em segurança. Você não precisa carregar isso sozinho.',
    harm_to_others: 'Obrigado por ser sincero comigo. Parece que tudo está muito intenso agora, e o mais importante é que ninguém se machuque, incluindo você.',
    abuse: 'Obrigado por confiar isso a mim. O que você descreve não está certo e não é culpa sua. Você merece estar em segurança.',
    medical_emergency: 'Isto pode ser uma emergência médica, e a sua segurança vem primeiro. Por favor, procure ajuda de uma pessoa agora.',
  },
  notService: 'Sou um coach de IA, não um serviço de crise, e não posso dar a ajuda de que isto precisa agora.',
  crisisLine: (line) => `Por favor, entre em contato agora com ${line}.`,
  emergency: (number) => `Se você ou outra pessoa estiver em perigo imediato, ligue agora para ${number}.`,
  unknownCountry: 'Se estiver em perigo imediato, ligue agora para o número de emergência local (112 na Europa, 911 nos EUA). Nos EUA, também pode ligar ou enviar mensagem para o 988.',
  abuseLine: (line) => `Você pode falar de forma confidencial com ${line}.`,
  poisonLine: (line) => `Se tomou alguma coisa, não espere por sintomas: ligue para a emergência ou para ${line}.`,
  othersStep: 'Se sentir que pode agir, afaste-se da pessoa e de qualquer coisa que possa usar para machucar, e ligue para a emergência ou peça a alguém de confiança que fique com você.',
  abuseStep: 'Se puder, vá para um lugar seguro ou fique com alguém de confiança.',
  human: 'Você também pode falar agora com um coach humano: use «Talk to a human coach» abaixo.',
  humanQuestion: 'Quer falar agora com um coach humano?',
  checkIn: 'Isso parece muito pesado, e fico feliz que você me contou. Quero perguntar diretamente, porque importa: você está pensando em tirar a própria vida ou em se machucar?',
  postCrisisCheckIn: 'Antes de continuar, quero saber de você depois do que me contou. Você está em segurança agora?',
  callLabel: (what) => what,
};

const IT: Texts = {
  opening: {
    self_harm: 'Grazie di avermelo detto. Quello che descrivi sembra molto doloroso, e la cosa più importante adesso è che tu sia al sicuro. Non devi portare questo peso da solo.',
    harm_to_others: 'Grazie per la tua sincerità. Sembra che tutto sia molto intenso in questo momento, e la cosa più importante è che nessuno si faccia male, nemmeno tu.',
    abuse: 'Grazie per la fiducia. Quello che descrivi non va bene e non è colpa tua. Meriti di essere al sicuro.',
    medical_emergency: 'Potrebbe essere un’emergenza medica, e la tua sicurezza viene prima di tutto. Per favore, chiedi subito aiuto a una persona.',
  },
  notService: 'Sono un coach IA, non un servizio di crisi, e non posso darti l’aiuto di cui hai bisogno adesso.',
  crisisLine: (line) => `Per favore, contatta subito ${line}.`,
  emergency: (number) => `Se tu o qualcun altro siete in pericolo immediato, chiama subito il ${number}.`,
  unknownCountry: 'Se sei in pericolo immediato, chiama subito il numero di emergenza locale (112 in Europa, 911 negli USA). Negli USA puoi anche chiamare o scrivere al 988.',
  abuseLine: (line) => `Puoi parlare in modo riservato con ${line}.`,
  poisonLine: (line) => `Se hai preso qualcosa, non aspettare i sintomi: chiama l’emergenza o ${line}.`,
  othersStep: 'Se senti che potresti farlo, allontanati dalla persona e da qualsiasi cosa con cui potresti fare del male, e chiama l’emergenza o una persona di fiducia.',
  abuseStep: 'Se puoi, vai in un posto sicuro o stai con una persona di fiducia.',
  human: 'Puoi anche parlare subito con un coach umano: usa «Talk to a human coach» qui sotto.',
  humanQuestion: 'Vuoi parlare adesso con un coach umano?',
  checkIn: 'Sembra davvero pesante, e sono contento che tu me lo dica. Te lo chiedo direttamente, perché è importante: stai pensando di toglierti la vita o di farti del male?',
  postCrisisCheckIn: 'Prima di continuare, voglio sapere come stai dopo quello che mi hai detto. Sei al sicuro in questo momento?',
  callLabel: (what) => what,
};

const TEXTS: Record<ReplyLanguage, Texts> = { en: EN, es: ES, fr: FR, de: DE, pt: PT, it: IT };

export interface ReplyOptions {
  /** Resources for the person's country, or null when it is not known (988 and 911, and the local number). */
  resources: CountryResources | null;
  language?: ReplyLanguage;
  /** Substances were taken: add poison control where there is one. */
  substance?: boolean;
  /** How to reach a person from where the reply is shown (the help widget has no 'Talk to a human coach' button). */
  human?: string;
}

/** The crisis reply for a category, in the person's language, with their country's resources. */
export function crisisReply(category: CrisisCategory, options: ReplyOptions = { resources: null }): CoachReply {
  const t = TEXTS[options.language ?? 'en'];
  const r = options.resources;
  const parts = [t.opening[category], t.notService];
  const suggestions: string[] = [];
  const emergencyNumber = r?.emergency ?? null;
  const addEmergency = () => {
    if (emergencyNumber) {
      parts.push(t.emergency(emergencyNumber));
      suggestions.push(`Emergency services: ${emergencyNumber}`);
    }
  };
  if (category === 'self_harm') {
    if (r?.crisisLine) {
      parts.push(t.crisisLine(r.crisisLine));
      suggestions.push(r.crisisLine);
      addEmergency();
    } else if (r) {
      addEmergency();
    } else {
      parts.push(t.unknownCountry);
      suggestions.push('Call or text 988 (US Suicide & Crisis Lifeline)', 'Call 911 or your local emergency number if you are in danger');
    }
  } else if (category === 'harm_to_others') {
    parts.push(t.othersStep);
    if (r) addEmergency();
    else {
      parts.push(t.emergency('911 (US) or your local emergency number'));
      suggestions.push('Call 911 or your local emergency number');
    }
  } else if (category === 'abuse') {
    if (r) addEmergency();
    else {
      parts.push(t.emergency('911 (US) or your local emergency number'));
      suggestions.push('Call 911 or your local emergency number');
    }
    const line = (r ?? DEFAULT_RESOURCES).abuseLine;
    if (line) {
      parts.push(t.abuseLine(line));
      suggestions.push(line);
    }
    parts.push(t.abuseStep);
  } else {
    if (r) addEmergency();
    else {
      parts.push(t.emergency('911 (US) or your local emergency number'));
      suggestions.push('Call 911 or your local emergency number');
    }
    const poison = (r ?? DEFAULT_RESOURCES).poisonLine;
    if (options.substance && poison) {
      parts.push(t.poisonLine(poison));
      suggestions.push(poison);
    }
  }
  parts.push(options.human ?? t.human);
  return { message: parts.join(' '), suggestions, actionItems: [], followUpQuestions: [t.humanQuestion] };
}

/** The caring check-in for an ambiguous message: it asks directly about suicide and self-harm. */
export function checkInReply(language: ReplyLanguage = 'en'): CoachReply {
  return { message: TEXTS[language].checkIn, suggestions: [], actionItems: [], followUpQuestions: [] };
}

/** After a crisis reply, before coaching resumes: are you safe right now? */
export function postCrisisCheckInReply(language: ReplyLanguage = 'en'): CoachReply {
  return { message: TEXTS[language].postCrisisCheckIn, suggestions: [], actionItems: [], followUpQuestions: [] };
}

/** The crisis replies with no country known, in English: what the tests and the help widget's default show. */
export const CRISIS_REPLIES: Readonly<Record<CrisisCategory, CoachReply>> = {
  self_harm: crisisReply('self_harm'),
  harm_to_others: crisisReply('harm_to_others'),
  abuse: crisisReply('abuse'),
  medical_emergency: crisisReply('medical_emergency'),
};
