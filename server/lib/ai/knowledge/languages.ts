import type { GrowStage } from './types';

/** Languages the builtin engine can hold a simple coaching conversation in, besides English. */
export type OtherLanguage = 'es' | 'fr' | 'de' | 'pt' | 'it';

/**
 * A small coaching pack per language: the engine answers in the client's language with a plain GROW
 * question, and says honestly that its full coaching works in English. Templates: {name}.
 */
export interface LanguagePack {
  /** Short messages the detector cannot judge from letters alone ("hola", "bonjour"). */
  greetings: readonly string[];
  /** Opening acknowledgements. */
  openers: readonly string[];
  /** The honest sentence: full coaching is in English. */
  honesty: readonly string[];
  questions: Readonly<Record<GrowStage, readonly string[]>>;
  suggestions: readonly string[];
  actionItems: readonly string[];
  followUps: readonly string[];
}

export const LANGUAGE_PACKS: Readonly<Record<OtherLanguage, LanguagePack>> = {
  es: {
    greetings: ['hola', 'buenas', 'buenos dias', 'buenas tardes', 'buenas noches', 'que tal'],
    openers: ['Gracias por escribirme{name}.', 'Me alegra que me lo cuentes{name}.', 'Entiendo{name}, vamos a verlo con calma.'],
    honesty: [
      'Para ser sincero: mi coaching completo funciona en inglés, así que en español solo puedo acompañarte con preguntas sencillas. Si te resulta cómodo, escríbeme en inglés y profundizamos más.',
      'Te soy honesto: trabajo sobre todo en inglés, y en español mis respuestas serán más simples. Puedes seguir en español o pasar al inglés cuando quieras.',
    ],
    questions: {
      goal: ['¿Qué te gustaría que fuera diferente al final de esta conversación?', '¿Qué resultado te importa más en esta situación?'],
      reality: ['¿Qué está pasando ahora mismo, en concreto?', '¿Qué has probado hasta ahora y qué has aprendido?'],
      options: ['¿Qué tres caminos distintos podrías tomar?', '¿Qué le recomendarías a un amigo en tu situación?'],
      will: ['¿Cuál es el primer paso que darás esta semana, y cuándo?', '¿Qué podría impedírtelo y cómo lo resolverías?'],
    },
    suggestions: ['Escribe en una frase el resultado que quieres', 'Habla con alguien de confianza que vea la situación de otra manera'],
    actionItems: ['Escribir en una frase el resultado que quiero', 'Dar un pequeño paso en las próximas 48 horas'],
    followUps: ['¿Qué está en tu control y qué no?', '¿Cómo sabrás que has avanzado?'],
  },
  fr: {
    greetings: ['bonjour', 'bonsoir', 'salut', 'coucou', 'ca va'],
    openers: ['Merci de m\'écrire{name}.', 'Merci de me confier cela{name}.', 'Je comprends{name}, prenons le temps de regarder cela.'],
    honesty: [
      'Pour être honnête : mon coaching complet fonctionne en anglais, donc en français je ne peux vous accompagner qu\'avec des questions simples. Si cela vous convient, écrivez-moi en anglais pour aller plus loin.',
      'Je préfère être transparent : je travaille surtout en anglais, et en français mes réponses resteront simples. Vous pouvez continuer en français ou passer à l\'anglais quand vous voulez.',
    ],
    questions: {
      goal: ['Qu\'aimeriez-vous voir changer d\'ici la fin de cette conversation ?', 'Quel résultat compte le plus pour vous dans cette situation ?'],
      reality: ['Que se passe-t-il concrètement en ce moment ?', 'Qu\'avez-vous déjà essayé, et qu\'en avez-vous appris ?'],
      options: ['Quelles seraient trois façons différentes d\'aborder cela ?', 'Que conseilleriez-vous à un ami dans la même situation ?'],
      will: ['Quelle est la première étape que vous ferez cette semaine, et quand ?', 'Qu\'est-ce qui pourrait vous en empêcher, et comment y ferez-vous face ?'],
    },
    suggestions: ['Écrivez en une phrase le résultat que vous voulez', 'Parlez-en à une personne de confiance qui voit la situation autrement'],
    actionItems: ['Écrire en une phrase le résultat que je veux', 'Faire un petit pas dans les 48 heures'],
    followUps: ['Qu\'est-ce qui dépend de vous, et qu\'est-ce qui n\'en dépend pas ?', 'Comment saurez-vous que vous avez avancé ?'],
  },
  de: {
    greetings: ['hallo', 'guten tag', 'guten morgen', 'guten abend', 'servus', 'moin', 'gruss gott'],
    openers: ['Danke, dass Sie mir schreiben{name}.', 'Gut, dass Sie das ansprechen{name}.', 'Ich verstehe{name}, schauen wir uns das in Ruhe an.'],
    honesty: [
      'Ehrlich gesagt: Mein volles Coaching funktioniert auf Englisch, auf Deutsch kann ich Sie nur mit einfachen Fragen begleiten. Wenn es für Sie passt, schreiben Sie mir gern auf Englisch, dann gehen wir tiefer.',
      'Ich möchte offen sein: Ich arbeite vor allem auf Englisch, und auf Deutsch bleiben meine Antworten einfach. Sie können auf Deutsch weiterschreiben oder jederzeit ins Englische wechseln.',
    ],
    questions: {
      goal: ['Was soll am Ende dieses Gesprächs anders sein?', 'Welches Ergebnis ist Ihnen in dieser Situation am wichtigsten?'],
      reality: ['Was passiert gerade ganz konkret?', 'Was haben Sie schon versucht, und was haben Sie daraus gelernt?'],
      options: ['Welche drei verschiedenen Wege könnten Sie gehen?', 'Was würden Sie einem Freund in derselben Lage raten?'],
      will: ['Was ist der erste Schritt, den Sie diese Woche gehen, und wann?', 'Was könnte Sie daran hindern, und wie gehen Sie damit um?'],
    },
    suggestions: ['Schreiben Sie das gewünschte Ergebnis in einem Satz auf', 'Sprechen Sie mit jemandem, dem Sie vertrauen und der die Lage anders sieht'],
    actionItems: ['Das gewünschte Ergebnis in einem Satz aufschreiben', 'Einen kleinen Schritt in den nächsten 48 Stunden gehen'],
    followUps: ['Was liegt in Ihrer Hand, und was nicht?', 'Woran werden Sie merken, dass Sie vorankommen?'],
  },
  pt: {
    greetings: ['ola', 'oi', 'bom dia', 'boa tarde', 'boa noite', 'tudo bem'],
    openers: ['Obrigado por me escrever{name}.', 'Que bom que você trouxe isso{name}.', 'Entendo{name}, vamos olhar para isso com calma.'],
    honesty: [
      'Para ser sincero: o meu coaching completo funciona em inglês, por isso em português só consigo acompanhar você com perguntas simples. Se for confortável, escreva em inglês e aprofundamos mais.',
      'Quero ser honesto: trabalho sobretudo em inglês, e em português as minhas respostas serão mais simples. Você pode continuar em português ou passar para o inglês quando quiser.',
    ],
    questions: {
      goal: ['O que você gostaria que fosse diferente no fim desta conversa?', 'Que resultado é mais importante para você nesta situação?'],
      reality: ['O que está acontecendo agora, em concreto?', 'O que você já tentou, e o que aprendeu com isso?'],
      options: ['Quais seriam três caminhos diferentes que você poderia seguir?', 'O que você recomendaria a um amigo na mesma situação?'],
      will: ['Qual é o primeiro passo que você vai dar esta semana, e quando?', 'O que poderia atrapalhar, e como você lidaria com isso?'],
    },
    suggestions: ['Escreva numa frase o resultado que você quer', 'Converse com alguém de confiança que veja a situação de outro jeito'],
    actionItems: ['Escrever numa frase o resultado que quero', 'Dar um pequeno passo nas próximas 48 horas'],
    followUps: ['O que está sob o seu controle, e o que não está?', 'Como você vai saber que avançou?'],
  },
  it: {
    greetings: ['ciao', 'buongiorno', 'buonasera', 'salve'],
    openers: ['Grazie per avermi scritto{name}.', 'Grazie di avermelo raccontato{name}.', 'Capisco{name}, guardiamolo con calma.'],
    honesty: [
      'Per essere sincero: il mio coaching completo funziona in inglese, quindi in italiano posso accompagnarti solo con domande semplici. Se ti va, scrivimi in inglese e andiamo più a fondo.',
      'Voglio essere onesto: lavoro soprattutto in inglese, e in italiano le mie risposte saranno più semplici. Puoi continuare in italiano o passare all\'inglese quando vuoi.',
    ],
    questions: {
      goal: ['Che cosa vorresti che fosse diverso alla fine di questa conversazione?', 'Quale risultato ti sta più a cuore in questa situazione?'],
      reality: ['Che cosa sta succedendo adesso, in concreto?', 'Che cosa hai già provato, e che cosa hai imparato?'],
      options: ['Quali potrebbero essere tre strade diverse?', 'Che cosa consiglieresti a un amico nella tua stessa situazione?'],
      will: ['Qual è il primo passo che farai questa settimana, e quando?', 'Che cosa potrebbe ostacolarti, e come lo affronteresti?'],
    },
    suggestions: ['Scrivi in una frase il risultato che vuoi', 'Parlane con una persona di fiducia che vede la situazione in modo diverso'],
    actionItems: ['Scrivere in una frase il risultato che voglio', 'Fare un piccolo passo nelle prossime 48 ore'],
    followUps: ['Che cosa dipende da te, e che cosa no?', 'Come capirai di aver fatto un passo avanti?'],
  },
};

/** Tuning examples for the language check (the held-out set in builtin/test-data gates it). */
export const LANGUAGE_EXAMPLES: Readonly<Record<OtherLanguage | 'en', readonly string[]>> = {
  es: ['No sé cómo hablar con mi jefe sobre el aumento', 'Estoy agotada y no duermo', 'hola!', 'Mi equipo no cumple los plazos'],
  fr: ['Je ne sais pas comment parler à mon chef', 'Mon équipe rate toutes les échéances', 'bonjour', 'Je suis épuisé en ce moment'],
  de: ['Ich weiß nicht, wie ich mit meinem Chef reden soll', 'Mein Team verpasst ständig Fristen', 'hallo', 'Ich bin total erschöpft'],
  pt: ['Não sei como falar com o meu chefe sobre o aumento', 'A minha equipa falha todos os prazos', 'olá', 'Estou exausta e não durmo'],
  it: ['Non so come parlare con il mio capo', 'Il mio team non rispetta le scadenze', 'ciao', 'Sono esausto in questo periodo'],
  en: ['I feel like I am stuck in my career', 'My manager never gives me feedback', 'Bonjour to the new week, I guess', 'We had a fiesta for the launch', 'Merci for your help yesterday'],
};
