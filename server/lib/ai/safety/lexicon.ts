/**
 * The deterministic screen's knowledge, over safetyText() (lower case, no accents, no punctuation,
 * slang spelled out). Built around how risk shows in words: intent ("kill myself", "quiero morir"),
 * means (pills, rope, bridge, roof, weapon), plan and time ("tonight", "after Friday"), preparation
 * (saving pills, goodbye letters, giving things away), acts already under way (pills taken, standing
 * on a ledge), medical and eating-disorder emergencies, harm to others and abuse at home. English,
 * Spanish, French, German, Portuguese and Italian. Figures of speech are removed first.
 */

import { DRUGS, FICTION, INNOCENT } from './concepts';

export type CrisisCategory = 'self_harm' | 'harm_to_others' | 'abuse' | 'medical_emergency';

const alt = (...parts: string[]) => `(?:${parts.join('|')})`;

/** Figures of speech that use crisis words for ordinary things; removed before any rule runs. */
export const FIGURES: readonly string[] = [
  '\\bthrew (?:me|him|her|us|them) under the bus\\b|\\bthrow (?:me|him|her|us|them) under the bus\\b',
  '\\bmake (?:that|the) jump\\b|\\bjump (?:ship|to (?:a|another) (?:job|role|company|career))\\b',
  '\\b(?:going to|will|would|gonna) die if (?:i|we) (?:get|got|win|won|see|meet|land)\\b',
  '\\bhang(?:ing)? myself\\b.{0,8}\\bin a hammock\\b',
  '\\bcould have (?:punched|killed|strangled|hit|slapped|murdered|throttled) (?:him|her|them)\\b',
  '\\b(?:sous (?:ma|la) couette|under the (?:covers|duvet|blanket)|bajo las sabanas|unter der (?:decke|bettdecke)|debaixo das cobertas|sotto le coperte)\\b',
  '\\b(?:vai|va a|va|will|is going to|gonna|wird) (?:ter|tener|avoir|have|bekommt|avere|einen) (?:um |un |une |a |einen )?(?:infarto|heart attack|crise cardiaque|herzinfarkt|ataque al corazon)\\b',
  '\\bmorir de exito\\b',
  '\\b(?:ich hab(?:e)? nicht vor,? mir (?:was|etwas) anzutun|no tengo (?:ninguna )?intencion de hacerme dano|je n ai pas l intention de me faire du mal|nao tenho intencao de me machucar|non ho intenzione di farmi del male|i have no intention of (?:hurting|harming) myself)\\b',
  '\\bnao (?:to|tou) pensando em (?:me matar|me machucar|suicidio)\\b',
  '\\b(?:il mio|mi|mon|mein|meu|my) .{0,30}\\b(?:si riferiva|se referia|faisait reference|bezog sich|referred|was about|era per|era para|c etait pour)\\b',
  '\\b(?:not|never) (?:\\w+ ){0,2}(?:thinking|think|thought) (?:about|of) (?:suicide|killing myself|hurting myself|harming myself|ending (?:it|my life)|dying)\\b',
  '\\bno (?:estoy pensando|pienso|he pensado) (?:\\w+ ){0,2}(?:en )?(?:hacerme dano|suicidarme|matarme|el suicidio|quitarme la vida)(?: ni nada)?\\b',
  '\\b(?:ne )?(?:pense|pensais) (?:pas|jamais|plus) (?:du tout )?(?:au suicide|a me (?:tuer|suicider|faire du mal)|a en finir)\\b',
  '\\b(?:denke|dachte) (?:\\w+ )?(?:nicht|nie) (?:an|ans) (?:selbstmord|suizid|sterben|mich umzubringen)(?: oder so)?\\b',
  '\\bnao (?:penso|estou pensando|pensei) (?:\\w+ )?(?:em )?(?:me matar|suicidio|me machucar|tirar minha vida|acabar com (?:tudo|a minha vida))\\b',
  '\\bnon (?:penso|sto pensando|ho pensato) (?:\\w+ ){0,2}(?:di |a )?(?:farmi del male|uccidermi|ammazzarmi|suicidarmi|al suicidio|farla finita)\\b',
  '\\bdrowning in (?:\\w+ )?(?:deadlines|work|emails|e mails|paperwork|tasks|meetings|debt|admin|requests|tickets|projects|laundry|bills)\\b',
  '\\bmi butto\\b(?! (?:dal|dalla|da|giu|sotto|nel|nella|dal ponte))',
  '\\bmatar (?:a )?saudade\\b|\\b(?:ammazz\\w*|matar|matando|kill\\w*|tuer|tue|totschlagen|schlage \\w+ tot) (?:il |el |o |le |the )?(?:tempo|tiempo|temps|time|zeit)\\b',
  // Suicide as a topic: rates, research, a debate, a loss; dying of hunger or laughter in every language.
  '\\bsuicide (?:rates?|statistics|research|awareness|risk assessments?|survivors?|loss|bereavement|memorial|debate|hotline|helpline|prevention)\\b|\\b(?:physician )?assisted suicide\\b|\\b(?:tasa|taxa|taux|tasso) de(?:l| la)? (?:suicidio|suicide|suicidi)s?\\b|\\bsuizidrate\\b|\\btasso di suicidi\\b',
  '\\b(?:muero|muriendo|morir(?:me)?|morrendo|morro|meurs|mourir|mourais|sterbe|sterben|morendo|muoio) (?:de|di|du|vor|a) (?:hambre|risa|ganas|sueno|frio|calor|aburrimiento|verguenza|envidia|cansancio|nervios|curiosidad|fome|rir|riso|sono|vontade|cansaco|vergonha|tedio|curiosidade|faim|rire|envie|froid|chaud|fatigue|honte|ennui|curiosite|hunger|lachen|langeweile|kalte|hitze|neugier|fame|ridere|sonno|voglia|caldo|noia|stanchezza|vergogna|curiosita)\\b|\\b(?:stanc[oa] mort[oa]|muert[oa] de (?:cansancio|sueno|risa|hambre)|mort[e]? de (?:fatigue|rire|faim)|tod ?mude|totmude|morto de (?:cansaco|sono|fome|rir)|cansad[oa] a morrer|morta? di (?:fame|sonno|stanchezza))\\b',
  '\\b(?:prevencion|prevention|prevencao|prevenzione) (?:del|de|do|da|du|ao|al|della|dei|of) (?:suicidio|suicide|suicidi|suicidios)\\b|\\bsuizid ?(?:pravention|praevention)\\w*|\\bsuicide prevention\\b',
  // Disavowed outright: 'I'm not suicidal, just burnt out', 'I would never hurt myself'. Only the disavowed phrase goes; a plan named beside it still counts.
  '\\b(?:not|never|no longer) (?:\\w+ ){0,2}suicidal\\b|\\b(?:not|never) (?:thinking|thought) (?:about|of) (?:hurting|harming|killing) myself(?: at all)?\\b|\\b(?:would|will) never (?:\\w+ )?(?:hurt|harm|kill) (?:myself|anyone|anybody)\\b|\\bnot (?:going|planning) to (?:hurt|harm) (?:myself|anyone|anybody)\\b|\\bnot in a dark place\\b',
  '\\bno (?:soy|estoy) suicida\\b|\\bno es (?:nada )?de querer hacerme dano\\b|\\bnunca me haria dano\\b|\\bno (?:quiero|pienso) hacerme dano\\b|\\bni se me pasa por la cabeza hacerme dano\\b',
  '\\b(?:ne suis pas|pas) suicidaire\\b|\\bjamais (?:\\w+ ){0,3}(?:me faire du mal|me suicider|me tuer)\\b|\\bpas (?:envie|l intention) de me faire du mal\\b',
  '\\bnicht (?:suizidal|suizidgefahrdet|selbstmordgefahrdet)\\b|\\bkeine (?:suizidgedanken|selbstmordgedanken)\\b|\\bwurde mir nie (?:etwas|was) antun\\b',
  '\\bnao (?:sou|estou) suicida\\b|\\bnunca me machucaria\\b|\\bnao (?:quero|penso em) me machucar\\b',
  '\\bnon sono suicida\\b|\\bnon (?:voglio|penso di) farmi del male\\b|\\bmai (?:\\w+ ){0,2}farmi del male\\b',
  // A film, a show, a book or a documentary about someone: the story, up to where the writer speaks of themselves again.
  '\\b(?:film|movie|show|series|episode|documentary|novel|book|play|screenplay|script|short film|piece de theatre|piece|obra de teatro|theaterstuck|peca de teatro|opera teatrale|roteiro|guion|drehbuch|sceneggiatura|curta|court metrage|pelicula|serie|documental|novela|libro|roman|livre|documentaire|buch|roman|dokumentation|dokumentarfilm|filme|documentario|livro|romanzo)s? (?:about|on|where|in which|sobre|sur|ou|uber|in dem|wo|com|su|in cui|dove|con)\\b(?:(?! (?:and|but|y|pero|et|mais|und|aber|e|mas|ma) (?:now |then |ahora |maintenant |jetzt |agora |ora )?(?:i|yo|je|j|ich|eu|io|me|it|eso|ca|das|isso|questo|mi)\\b).){0,50}',
  '\\b(?:overdose|suicide|death|murder|fight|hanging|shooting) scenes?\\b',
  // A loss, told as one: 'died by suicide last year', 'se suicidó'.
  '\\b(?:died|death|dead|lost \\w+) (?:by|to) suicide\\b|\\bse suicido\\b|\\bs est suicide\\w*\\b|\\bhat sich (?:das leben genommen|umgebracht)\\b|\\bse suicidou\\b|\\bsi e (?:suicidat[oa]|tolt[oa] la vita)\\b|\\bha tentato il suicidio\\b|\\btento suicidarse\\b|\\bcasos de suicidio\\b',
  // Work, tiredness and frustration named as the object: 'hopeless about this quarter's numbers', 'non ne posso più di questa azienda'.
  '\\b(?:hopeless|giving up|give up|given up|done|fed up|over it)\\b (?:about|on|with) (?:learning |studying )?(?:this|the|my|our|that)? ?(?:quarter\\w*|numbers|project|job|work|team|company|client|python|excel|code|course|exam|deadline|sales|targets?|startup|business|diet|gym)\\b',
  '\\b(?:no puedo mas|n en peux plus|j en peux plus|kann nicht mehr|nao aguento mais|non ne posso piu|ya no aguento|harto|hart[oa]|marre) (?:de|con|mit|di|da|of) (?:este|esta|ese|esa|ce|cette|diesem|dieser|diese|esse|essa|este|questo|questa|mi|mon|ma|meinem|meiner|meu|minha|il mio|la mia) (?:trabajo|empresa|proyecto|jefe|job|boulot|travail|projet|patron|chef|arbeit|firma|projekt|trabalho|projeto|chefe|azienda|lavoro|progetto|capo|cliente|curro|oficina|bureau|buro|escritorio|ufficio)\\b',
  // Getting away for a while: 'desaparecer una semana a la montaña'.
  '\\b(?:desaparecer|disparaitre|sumir|sparire|verschwinden|disappear|vanish|escape)(?: \\w+)? (?:una|une|uma|un|ein|eine|einen|a|for a|for the|por una|pour une|pour le|por uma|per una|per un|fur eine?n?|pendant une|durante una|durante uma) (?:semana|semaine|week|weekend|fin de semana|mes|mois|month|woche|wochenende|tage|settimana|giorni|dias|jours|days|few days|couple of (?:days|weeks)|par de dias|quelques jours|ein paar tage|alguns dias|qualche giorno)\\b',
  // Idioms of the everyday: 'esa reunión me mató', 'strangle my printer', 'my focus is dead', 'I'd jump off a cliff for a four-day week'.
  '\\b(?:esa|esta|la|el|ese|este|mi) (?:reunion|junta|semana|dia|jefe|trafico|examen|clase|entreno|presentacion|llamada|viaje|trabajo|proyecto|cliente|jornada|resaca|calor) (?:de \\w+ )?me (?:mato|esta matando)\\b',
  '\\b(?:strangle|kill|murder|throttle|punch|smash|shoot|strangling|killing|murdering) (?:my|the|this|that) (?:printer|laptop|computer|phone|wifi|router|coffee machine|alarm|inbox|code|keyboard|excel|spreadsheet|scanner|monitor|calendar)\\b',
  '\\b(?:my |the )?(?:focus|battery|phone|laptop|motivation|energy|inbox|vibe|brain|social life|mood) (?:is|was|went|feels) (?:\\w+ )?dead\\b',
  '\\b(?:would|d) (?:jump off a (?:cliff|bridge|roof)|walk through fire|kill|die) for (?:a|an|the|some|that|this|one|more)\\b',
  '\\b(?:bloodbath|blutbad|bano de sangre|bain de sang|banho de sangue|bagno di sangue|carnage|massacre)\\b',
  '\\b(?:as prescribed|wie verordnet|wie verschrieben|como me (?:recetaron|lo recetaron|indico el medico)|comme prescrit|conforme (?:prescrito|receitado)|como (?:prescrito|receitado)|come prescritto|come da prescrizione)\\b',
  // English
  '\\b(?:is|are|was|were|be|been|keeps?|kept) killing (?:me|us|my \\w+)\\b',
  '\\bkill(?:s|ing|ed)? (?:it|them all on stage|the (?:\\w+ )?(?:project|feature|idea|meeting|deal|presentation|pitch|demo|budget|bug|process|plan|product|launch|call|vibe|mood))\\b',
  '\\bkill two birds\\b',
  '\\b(?:i would|i could|i d) (?:kill|murder|die) for\\b',
  '\\b(?:could|would|will|going to|gonna) (?:murder|kill|strangle|destroy) (?:a |an |some |this )?(?:coffee|pizza|burger|beer|drink|sandwich|snack|curry|steak|printer|presentation|exam|interview|test|workout)\\b',
  '\\b(?:going to|gonna|will|would|is going to|are going to) (?:kill|murder|strangle) (?:me|us)(?: if| when| for|$)',
  '\\b(?:boss|manager|wife|husband|mum|mom|mother|dad|father|client|clients|team|partner|teacher|ceo) (?:is going to|will|would|gonna) (?:kill|murder) (?:me|us)\\b',
  '\\bdead (?:in the water|on arrival|tired|beat|serious|wrong|easy|set|end|line|lines|weight|last|center|centre|ahead)\\b',
  '\\bdeadlines?\\b',
  '\\b(?:shot|shoot|shooting) (?:myself|yourself|ourselves) in the foot\\b',
  '\\bshoot (?:him|her|them|me|you|us|my \\w+) (?:an?|the|over|across|quick|some|back|a message|a text|a note)\\b',
  '\\b(?:take|taking|took|have|give it) a shot\\b',
  '\\bshot (?:down|across|in the dark|at the)\\b',
  '\\bshoot for\\b',
  '\\bdying (?:to|for|of)\\b',
  '\\b(?:die|died|dying|dead) (?:of|from|with) (?:embarrassment|shame|boredom|laughter|laughing|curiosity|envy|jealousy|cringe)\\b',
  '\\b(?:die|died|dying) laughing\\b',
  '\\brather die than\\b',
  '\\b(?:kill|murder) to (?:have|get|be|see|know|go|sit|work)\\b',
  '\\b(?:was|is|it was|that was) (?:a |an |such a |total |a total |an absolute |absolute )?(?:massacre|bloodbath|slaughter|murder|massacro|masacre|massaker|carnage|carnicerie|gemetzel|carnificina)\\b',
  '\\b(?:morir|morirme|muero|muerto|muerta|mourir|meurs|mort|morte|sterben|sterbe|morrer|morro|morri|morrendo|morire|muoio|morendo) (?:de|d|vor|di|dalla|dal) (?:verguenza|honte|scham|vergonha|vergogna|risa|rire|lachen|rir|ridere|ganas|envie|vontade|voglia|hambre|faim|hunger|fome|fame|sueno|sommeil|sono|sonno|aburrimiento|ennui|langeweile|tedio|noia|frio|froid|kalte|calor|chaud|hitze|caldo|impatience|impaciencia|envidia|jalousie|neid|inveja|invidia|cansancio|fatigue|cansaco|fatica|saudade|miedo|peur|medo|paura|freude|joie|alegria|gioia|curiosidad|curiosite|neugier|curiosidade|curiosita)\\b',
  '\\b(?:career|political|social|commercial|professional|corporate|financial|brand|business|reputational|market|startup|economic) suicide\\b',
  '\\bsuicide (?:mission|squad|run|runs|sprints?|doors?|pace|drills?|prevention|awareness|hotline|helpline|charity|training|squeeze|bunt|king|burpees|lane|seat|shift|pass|jockey|blonde|note scene)\\b',
  '\\b(?:drown|drowning|drowned|swamped|buried) in (?:\\w+ )?(?:work|emails?|e mails?|mail|paperwork|tickets|meetings|tasks|admin|requests|messages|reports|deadlines|laundry|homework|projects?|slides|invoices|spreadsheets|notifications|applications|calls|orders|debt|bills)\\b',
  '\\b(?:me ahogo|ahogad[oa]|ahogandome) en (?:\\w+ )?(?:trabajo|correos|emails|papeles|reuniones|tareas)\\b|\\b(?:je me noie|noye\\w*) sous (?:\\w+ )?(?:le travail|les mails|les emails|les dossiers|les reunions)\\b|\\bertrinke in (?:\\w+ )?(?:arbeit|mails|e mails|terminen)\\b|\\b(?:afogad[oa]|me afogando) em (?:\\w+ )?(?:trabalho|emails|e mails|reunioes|tarefas)\\b|\\b(?:affogo|affogando|sommers[oa]) (?:nel|di|dal|dalle|dai) (?:\\w+ )?(?:lavoro|mail|email|riunioni|pratiche)\\b',
  '\\b(?:the |that |my |his |her )?joke (?:killed|slayed|landed)\\b|\\bkilled (?:the room|the crowd|the audience)\\b|\\b(?:crying|cried|pissing myself|wet myself) laughing\\b',
  '\\b(?:makes?|made|making) me want to (?:jump out (?:of )?(?:the|a) window|scream|cry|quit|tear my hair out|throw my laptop)\\b',
  '\\b(?:be|is|was|would be|like) suicide to\\b',
  '\\b(?:nearly|almost) (?:gave|give|had|have|got) (?:me )?a heart attack\\b',
  '\\bheart attack (?:when|seeing|reading|at the|over|scare)\\b',
  '\\b(?:breathe|breathing) (?:down|easier|a sigh|room|space)\\b',
  '\\boverdos\\w* (?:on|of) (?:caffeine|coffee|sugar|chocolate|netflix|tv|work|meetings|email|emails|social media|information|content|tiktok|youtube|candy)\\b',
  '\\bbleeding (?:money|cash|customers|users|talent|red|clients|revenue)\\b',
  '\\bhang(?:ing)? (?:on|in there|out|up|the (?:\\w+ )?(?:pictures?|photos?|posters?|art|painting|frames?|banner|sign))\\b',
  '\\bhanging by a thread\\b',
  '\\b(?:with )?a gun to my head\\b',
  '\\bloaded (?:question|gun,? brilliant)\\b',
  '\\bjump (?:at the|on (?:a|the) (?:call|bandwagon|opportunity)|in(?:to)? (?:the )?(?:conversation|discussion|meeting|call|agenda|project|role)|ship|the gun|through hoops)\\b',
  '\\b(?:do not|never|not) want to (?:hurt|harm|upset|offend)\\b',
  '\\b(?:hurt|hurting|harm|harming|kill|killing) (?:\\w+ ){0,2}(?:feelings|morale|chances|reputation|career|relationship|sales|numbers|brand|productivity|credibility|momentum|motivation)\\b',
  '\\b(?:caffeine|coffee|sugar|netflix|chocolate|work|meeting|email|information) overdose\\b',
  '\\b(?:desaparecer|disparaitre|sumir|sparire|verschwinden|disappear|vanish) (?:de las|des|das|dai|dalle|from|aus den|aus|dos|de los|do|da|off) (?:redes|reseaux|social|socials|instagram|internet|linkedin|twitter|the grid|the radar)\\w*\\b',
  // Talking about a subject, not living it: a talk on suicide prevention, a book on abuse, a colleague's loss.
  '\\b(?:talk|charla|presentation|presentacion|vortrag|session|training|workshop|book|course|degree|thesis|lecture|conference|palestra|lezione|formation|conferencia|webinar|article|podcast|documentary|libro|livre|buch|livro|module|policy|campaign|seminar|seminario|schulung|formacion|formacao|corso|tesi)s?\\b.{0,50}\\b(?:suicid\\w*|suizid\\w*|selbstmord\\w*|abuse|abus|violence|violencia|gewalt|violenza|self harm|overdose)\\w*(?: \\w*(?:praventions?|prevention|prevencion|prevencao|prevenzione|awareness))?',
  '\\b(?:lost|perdio|perdu|verloren|perdeu|perso) (?:his|her|their|my|a|our|su|son|sa|seinen|seine|ihren|o|a|il|la) \\w+(?: \\w+)? (?:to|por|par|durch|para|per|a) (?:suicide|suicidio|suicide|suizid|selbstmord)\\b',
  '\\b(?:overdose|sobredosis|uberdosis|sovradosaggio) (?:de|di|an|of|on) (?:cafe|coffee|kaffee|caffe|caffeine|cafeina|koffein|sugar|azucar|sucre|zucker|acucar|zucchero|chocolate|chocolat|schokolade|cioccolato|netflix|series|work|trabajo|travail|arbeit|lavoro|trabalho|reunions?|meetings?|reuniones|riunioni)\\b',
  '\\bbridge (?:the|a|that) gap\\b',
  '\\bbridge (?:call|line|loan|financing|role|course|club|tournament|game|hand)s?\\b',
  '\\b(?:glue|nail|staple|water|heat|spray|nerf|squirt|hot glue|massage|radar|starting) guns?\\b|\\bgun ?metal\\b|\\btop gun\\b|\\bjump(?:ed|ing)? the gun\\b|\\bsmoking gun\\b|\\bstick to (?:my|your|our) guns\\b',
  '\\bburn(?:ing|ed|t)? (?:the candle|bridges|out|through|the midnight oil)\\b',
  '\\bbeat(?:ing)? (?:myself|yourself) up\\b',
  '\\bbeat(?:ing)? (?:the|our|their) (?:competition|competitors|market|deadline|odds|target|record)\\b',
  '\\b(?:knife|stab) in the (?:back|dark)\\b',
  '\\bstarving\\b(?! myself)',
  '\\bcut (?:the|our|my|costs|the budget|ties|corners|it short|back)\\b',
  '\\b(?:i|we) (?:am|are) (?:so )?done with (?:this|the|these|that|my) (?:meeting|task|call|project|job|email|emails|week|day|report|inbox)\\b',
  '\\bend (?:my|the|our|this) (?:contract|partnership|lease|meeting|call|relationship with|subscription|day|week|shift|project)\\b',
  '\\bput an end to (?:this|the|that|our) (?:partnership|contract|meeting|project|deal|habit)\\b',
  '\\b(?:slay|slayed|slain|crushed|crushing|smashed|smashing|nailed|bombed|killer|slaughtered|massacred) (?:it|the|our|their|this|that)\\b',
  '\\bkiller (?:\\w+)\\b',
  '\\b(?:my|the) (?:phone|battery|laptop|car|plant|wifi|idea|trend|joke|project|deal|proposal) (?:is |was )?(?:dead|died)\\b',
  '\\bdied (?:on stage|in committee|a death)\\b',
  // Spanish
  '\\bme muero (?:de|por) (?:ganas|hambre|risa|sueno|frio|calor|verguenza|aburrimiento)\\b',
  '\\bmuert[oa]s? de (?:cansancio|risa|hambre|sueno|miedo|frio|verguenza)\\b',
  '\\b(?:me|nos) (?:mata|estan matando|esta matando)\\b(?! (?:si|cuando))',
  '\\b(?:jefe|jefa|madre|padre|cliente) (?:me|nos) va a matar\\b',
  '\\bmatar (?:esa|ese|el|la|esta|este) (?:funcionalidad|proyecto|idea|reunion|tarea|feature)\\b',
  // French
  '\\b(?:mort|morte|morts|mortes) de (?:rire|fatigue|faim|peur|honte|froid)\\b',
  '\\bje meurs (?:de|d) (?:faim|envie|soif|rire|froid|chaud)\\b',
  '\\b(?:ca|cela|ce \\w+|il|elle) (?:me|nous) tue\\b',
  '\\b(?:chef|patron|mere|pere|client) va me tuer\\b',
  '\\btue (?:la|le|les) (?:concurrence|match|projet)\\b',
  '\\btuer (?:ce|le|la|cette) (?:projet|idee|reunion|fonctionnalite)\\b',
  // German
  '\\b(?:lach|lache|lachen) (?:mich|uns) tot\\b',
  '\\btodmude\\b|\\bhundemude\\b|\\btodlich langweilig\\b',
  '\\b(?:bringt|bringen) (?:mich|uns) (?:noch )?um\\b(?! (?:wenn|falls))',
  '\\b(?:chef|chefin|mutter|vater|kunde) bringt mich um\\b',
  '\\bsterbe vor (?:hunger|langeweile|neugier|lachen|durst)\\b',
  '\\b(?:projekt|feature|idee|tool|meeting) killen\\b',
  // Portuguese
  '\\b(?:morrendo|morrer|morri|morro) de (?:fome|rir|vontade|sono|vergonha|cansaco|medo|tedio|saudade)\\b',
  '\\bmort[oa]s? de (?:cansaco|fome|sono|rir)\\b',
  '\\b(?:me|nos) mata\\b(?! (?:se|quando))',
  '\\b(?:chefe|mae|pai|cliente) vai me matar\\b',
  '\\bmat(?:ar|ei|amos) (?:essa|esse|a|o|esta|este) (?:tarefa|reuniao|projeto|aula|ideia)\\b',
  // Italian
  '\\bmuoio (?:dalla|di|dal) (?:voglia|fame|sonno|noia|ridere|caldo|freddo|vergogna)\\b',
  '\\bstanc[oa] mort[oa]\\b|\\bmort[oa] di (?:sonno|fame|fatica|noia)\\b',
  '\\b(?:mi|ci) (?:uccide|sta uccidendo|stanno uccidendo)\\b',
  '\\bmi ammazzo (?:di|dalle) (?:lavoro|risate|fatica|studio)\\b|\\bammazzato di risate\\b',
  '\\b(?:capo|madre|padre|cliente) mi ammazza\\b',
  '\\buccidere (?:quel|quello|il|la|questo|questa) (?:progetto|idea|riunione)\\b',
];

/** Figures of speech only when said laughing (screen.ts checks for "haha", "lol" and the like first). */
export const JOKING: readonly string[] = [
  '\\b(?:want|wanted|wanna) to die (?:every time|whenever|each time|when)\\b',
  '\\b(?:jump|jumping|throw myself|throwing myself) (?:out of|out|from|off) (?:the|a|my|this) (?:window|office window|balcony)\\b',
  '\\b(?:me tiro|me voy a tirar|tirarme) por la ventana\\b|\\b(?:je saute|je vais sauter|me jeter) par la fenetre\\b|\\b(?:spring|springe) (?:ich )?aus dem fenster\\b|\\b(?:pulo|vou pular|me jogo|me jogar) da janela\\b|\\b(?:mi butto|mi lancio|buttarmi) (?:dalla|giu dalla) finestra\\b',
];

/** What a knife, a bat or a gun is for when it is bought for the kitchen, a sport or the range. */
const TOOLS = '\\b(?:kitchen|cooking|cook|chef s knife|knife set|de chef|cocina|cuisine|kuche|kochmesser|cozinha|cucina|baseball|softball|cricket|league|glove|hunting|shooting range|gun club|target practice|camping|fishing|carving|butcher\\w*|bbq|barbecue)\\b';

/** Words that show the person is talking about themselves (used with means, time and plans). */
const SELF = '\\b(?:i|me|my|myself|mine|yo|mi|mis|me|je|j|moi|mes|ma|mon|ich|mich|mir|mein|meine|eu|minha|meu|io|mio|mia)\\b';

const MEANS_SELF = alt(
  'pills?', 'tablets?', 'meds', 'medication', 'medicine cabinet', 'sleeping (?:pills|tablets)', 'antidepressants?', 'painkillers?', 'paracetamol', 'tylenol', 'acetaminophen',
  'ibuprofen', 'aspirin', 'insulin', 'opioids?', 'oxy\\w*', 'fentanyl', 'xanax', 'benzos?', 'rope', 'noose', 'razors?', 'razor blades?', 'blades?', 'gun', 'pistol', 'rifle', 'firearm', 'shotgun',
  'bridge', 'roof', 'rooftop', 'ledge', 'cliff', 'train tracks', 'railway', 'balcony', 'top floor', 'car park', 'parking garage', 'exhaust', 'charcoal', 'bleach', 'poison', 'lethal dose',
  'pastillas', 'pildoras', 'somniferos', 'medicamentos', 'cuerda', 'soga', 'puente', 'azotea', 'tejado', 'pistola', 'cuchilla', 'frasco',
  'pilules', 'comprimes', 'cachets', 'somniferes', 'medicaments', 'corde', 'pont', 'toit', 'pistolet', 'fusil', 'lame', 'boite',
  'tabletten', 'pillen', 'schlaftabletten', 'medikamente', 'seil', 'strick', 'brucke', 'dach', 'waffe', 'pistole', 'gewehr', 'klinge', 'rasierklinge\\w*',
  'comprimidos', 'remedios', 'pilulas', 'cartela', 'corda', 'ponte', 'telhado', 'predio', 'revolver', 'lamina',
  'pillole', 'pastiglie', 'sonniferi', 'farmaci', 'tetto', 'lametta', 'lamette', ...DRUGS,
);
const PREPARATION = alt(
  'saving (?:up )?(?:my|the|all|them)?', 'saved (?:up|them)', 'stockpil\\w*', 'hoard\\w*', 'collect(?:ed|ing) (?:them|my|the)', 'count(?:ed|ing) (?:them|my|the)', 'enough (?:of them )?(?:now|to)', 'set aside', 'put aside',
  'loaded', 'tied', 'right here', 'keep (?:going|looking|staring) at', 'sitting on the edge', 'standing on', 'up here', 'on the edge',
  'guardad[oa]s?', 'guardo', 'junt(?:e|ando)', 'acumul\\w*', 'gard(?:e|ees|ait) (?:mes|les|tous)', 'mis de cote', 'gesammelt', 'gehortet', 'guardei', 'guardando', 'juntei', 'messo da parte',
);
const TIME = alt(
  'tonight', 'today', 'tomorrow', 'this (?:weekend|week|evening|afternoon)', 'after (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|work|christmas|the (?:review|meeting|party|weekend|holidays)|my birthday)',
  'by (?:friday|monday|christmas|tomorrow|the end of)', 'on (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday)', 'when (?:everyone|the kids|they|she|he) (?:is|are) asleep', 'after the kids',
  'in a few (?:hours|days)', 'next week', 'the night', 'esta noche', 'manana', 'este fin de semana', 'ce soir', 'cette nuit', 'demain', 'heute (?:nacht|abend)', 'morgen',
  'hoje (?:a noite)?', 'amanha', 'stasera', 'stanotte', 'domani',
);
const FINALITY = alt(
  'goodbye', 'farewell', 'my last', 'last (?:message|time|goodbye|night)', 'made (?:my )?peace', 'will not need (?:them|it|my)', 'where i am going', 'will not be (?:around|alive)',
  'not come back', 'never come back', 'it will (?:all )?be over', 'that will be that', 'no point pretending', 'thanks for (?:everything|the coaching|trying)',
  'before i go', 'when i am gone', 'once i am gone', 'after i am gone', 'not be alive',
  'despedida', 'adios', 'adieu', 'abschied', 'addio', 'ya no estare', 'no estare', 'ne serai plus', 'nicht mehr da', 'nao estarei', 'non ci saro',
);
const JUMP = alt('jump(?:ing)?', 'throw myself', 'sauter', 'me jeter', 'springen', 'springe', 'spring', 'werfe mich', 'tirarme', 'me tiro', 'me voy a tirar', 'saltar', 'pular', 'me jogar', 'buttar\\w*', 'mi butto', 'standing on', 'stehe auf', 'sitting on (?:the )?(?:edge|ledge)');
const TAKEN = alt('took', 'taken', 'swallowed', 'downed', 'drank', 'drunk', 'ate', 'tome', 'me tome', 'tomei', 'avale', 'pris', 'geschluckt', 'genommen', 'eingenommen', 'preso', 'ingoiato', 'bevuto', 'bebi', 'engoli');
const QUANTITY = alt(
  'all(?! (?:day|night|week|morning|afternoon|evening|the time|year|month|along|good|right|set|of a sudden|over|weekend))', 'whole(?! (?:meeting|day|time|week|team|thing|world|night|morning|afternoon|evening|call|project|office|family|year|month|life|weekend|trip|way))', 'entire(?! (?:meeting|day|week|team|night|morning|project|year))', 'every(?! (?:day|morning|night|evening|week|time|month|year|weekend|shift))', 'everything', 'a bunch', 'bunch of', 'a lot of', 'lots of', 'too many', 'way too many', 'a handful', 'handful', 'the rest of', 'a bottle', 'the bottle',
  '(?:[1-9]\\d|[2-9]) (?:of )?(?:my |the )?(?:pills|tablets|paracetamol|tylenol|ibuprofen|aspirin|sleeping|xanax|meds)', 'twenty', 'thirty', 'forty', 'fifty', 'sixty',
  'todo el frasco', 'toda la caja', 'la caja entera', 'una caja entera', 'todas', 'todos', 'toute la boite', 'toute la plaquette', 'toute une plaquette', 'die ganze packung', 'tutta la confezione', 'tutta', 'tutto il', 'una caixa inteira', 'a caixa toda', 'tous mes', 'toutes', 'alle', 'ganze', 'ganzen', 'toda a cartela', 'a cartela inteira', 'inteira', 'tutte', 'tutti', 'intera',
);
const SUBSTANCE = alt(
  'pills?', 'tablets?', 'meds', 'medication', 'medicine', 'antidepressants?', 'painkillers?', 'paracetamol', 'tylenol', 'acetaminophen', 'ibuprofen', 'aspirin', 'insulin', 'xanax', 'benzos?',
  'opioids?', 'heroin', 'fentanyl', 'bleach', 'antifreeze', 'poison', 'sleeping', 'medicine cabinet', 'vodka and', 'alcohol and',
  'pastillas', 'pildoras', 'frasco', 'medicamentos', 'somniferos', 'pilules', 'comprimes', 'cachets', 'somniferes', 'medicaments', 'boite', 'tabletten', 'schlaftabletten', 'medikamente', 'pillen',
  'comprimidos', 'remedios', 'cartela', 'pilulas', 'pillole', 'pastiglie', 'sonniferi', 'farmaci', ...DRUGS,
);
/** Someone else killing themselves, in the six languages (present or future: "killed himself" is a loss, not a plan). */
const THIRD_PERSON_SUICIDE = alt(
  '\\b(?:kill|hang|hurt|shoot|overdose) (?:himself|herself|themselves|themself)\\b', '\\bend (?:his|her|their) (?:own )?life\\b', '\\btake (?:his|her|their) own life\\b', '\\bcommit suicide\\b',
  '\\bse (?:va a |quiere |iba a |va |vai |quer )?(?:matar|suicidar)\\b(?! (?:de|a) (?:risa|rir|trabajar|trabajo|trabalhar|trabalho|estudar|estudiar))', '\\b(?:quitarse|se (?:va a |quiere |iba a )?quitar) la vida\\b', '\\bse (?:tuer|suicider)\\b(?! (?:au travail|a la tache|a la peine))', '\\bsich (?:\\w+ )?(?:umbringen|umzubringen|das leben (?:zu )?nehmen)\\b',
  '\\bbringt sich (?:\\w+ ){0,3}um\\b', '\\b(?:cut|slit) (?:his|her|their) wrists\\b', '\\bsich (?:\\w+ ){0,3}(?:erhangt|erhaengt|erhangen|ritzt|die pulsadern)\\b', '\\bse (?:va a |quiere )?(?:cortar las venas|colgar|ahorcar)\\b', '\\bse (?:pendre|couper les veines|jeter)\\b', '\\bse (?:enforcar|cortar os pulsos|jogar)\\b', '\\bsi (?:impicca|taglia le vene)\\b', '\\bsi (?:uccide|ammazza|toglie la vita|butta)\\b', '\\b(?:uccidersi|ammazzarsi|suicidarsi|togliersi la vita)\\b', '\\btirar a (?:propria )?vida\\b',
);
const PERSON = alt(
  'him', 'her', 'them', 'someone', 'somebody', 'people', 'everyone', 'everybody', 'they all', 'all of them',
  '(?:my|his|her|our|the|that) (?:boss|manager|supervisor|team lead|lead|coworkers?|co workers?|colleagues?|wife|husband|partner|cofounder|co founder|business partner|team|family|kids|baby|child|children|son|daughter|mother|father|mom|mum|dad|stepfather|stepdad|neighbou?r|ex|boyfriend|girlfriend|roommate|flatmate|brother|sister|employees?|staff|landlord|teacher|classmates?|director|ceo|client|guy|woman|man)',
  '[a-z]+ from (?:accounting|sales|hr|marketing|finance|it|legal|engineering|work|the office)',
  'a (?:jefe|jefa|companero|companera|vecino|vecina|ex|esposa|esposo|marido|hermano)', 'mi (?:jefe|jefa|companero|companera|ex)', 'mon (?:patron|chef|collegue|voisin|ex|mari)', 'ma (?:femme|collegue|voisine|cheffe)',
  '(?:meinen|meine|den|die) (?:chef|chefin|kollegen|kollegin|nachbarn|ex|mann|frau)', '(?:meu|minha|o|a) (?:chefe|colega|vizinho|vizinha|ex|marido|esposa)', '(?:il mio|la mia|il|la) (?:capo|collega|vicino|vicina|ex|marito|moglie)',
);
const VIOLENCE = alt(
  'kill', 'murder', 'stab', 'shoot', 'strangle', 'choke', 'poison', 'beat up', 'beat', 'attack', 'hurt', 'harm', 'smash', 'run (?:him|her|them) over', 'burn', 'break', 'put .{1,30} in the hospital',
  'matar', 'apunalar', 'disparar', 'hacer dano', 'golpear', 'quemar', 'tuer', 'poignarder', 'frapper', 'empoisonner', 'blesser', 'tirer sur',
  'umbringen', 'toten', 'erstechen', 'abstechen', 'erschiessen', 'verletzen', 'verprugeln', 'vergiften', 'bringe .{1,20} um',
  'esfaquear', 'machucar', 'atirar', 'bater', 'envenenar', 'uccidere', 'ammazzo', 'ammazzare', 'accoltellare', 'sparare', 'picchiare', 'avvelenare', 'fare del male',
);
const INTENT_OTHERS = alt(
  'going to', 'gonna', 'i will', 'i am going to', 'want to', 'wanna', 'plan(?:ning)? to', 'ready to', 'about to', 'intend(?:ing)? to', 'tempted to', 'swear', 'i have planned', 'planned',
  'voy a', 'quiero', 'je vais', 'je veux', 'ich werde', 'ich will', 'vou', 'quero', 'voglio', 'ammazzo', 'stasera', 'domani',
);
const WEAPON = alt('gun', 'knife', 'rifle', 'pistol', 'weapon', 'firearm', 'shotgun', 'machete', 'axe', 'bat', 'cuchillo', 'pistola', 'arma', 'couteau', 'arme', 'pistolet', 'messer', 'waffe', 'pistole', 'faca', 'coltello');
const ABUSER = alt(
  'he', 'she', 'they', 'my (?:husband|wife|partner|boyfriend|girlfriend|spouse|ex|father|mother|dad|mum|mom|stepfather|stepdad|stepmother|stepmom|uncle|aunt|brother|sister|parents?|landlord|roommate|flatmate|grandfather|cousin|coach|boss)',
  'mi (?:marido|esposo|esposa|pareja|novio|novia|padre|madre|padrastro|madrastra|tio|ex|papa|mama)', 'papa', 'mama', 'papi', 'mami', 'mein (?:stiefvater|vater|papa)', 'meine (?:stiefmutter|mutter|mama)', 'mon (?:mari|copain|pere|beau pere|ex|compagnon|oncle)', 'ma (?:femme|copine|mere|compagne)',
  '(?:mein|meine) (?:mann|frau|freund|freundin|vater|mutter|partner|partnerin|stiefvater|onkel)', '(?:meu|minha) (?:marido|esposa|namorado|namorada|pai|mae|padrasto|companheiro|ex)',
  '(?:mio|mia) (?:marito|moglie|ragazzo|ragazza|padre|madre|patrigno|compagno|ex)',
);
const ABUSE_ACT = alt(
  'hits?', 'hitting', 'beats?', 'beat', 'beating', 'punch(?:es|ed)?', 'slap(?:s|ped)?', 'kick(?:s|ed)?', 'chok(?:es|ed)', 'strangl(?:es|ed)', 'rap(?:es|ed)', 'molest(?:s|ed)?', 'abus(?:es|ed)',
  'assault(?:s|ed)?', 'touch(?:es|ed)?', 'hurts?', 'hurting', 'forces?', 'forced', 'burn(?:s|ed)', 'push(?:es|ed)', 'shov(?:es|ed)', 'threw', 'throws', 'bites?', 'scratch(?:es)?', 'locks?', 'locked',
  'me pega', 'me golpea', 'me maltrata', 'me viola', 'me amenaza', 'me frappe', 'me bat', 'me violente', 'me viole', 'me menace', 'schlagt mich', 'verprugelt mich', 'misshandelt mich', 'bedroht mich',
  'me bate', 'me espanca', 'me agride', 'me ameaca', 'me violenta', 'mi picchia', 'mi maltratta', 'mi minaccia', 'mi violenta',
);

export interface Rule {
  id: string;
  level: 'crisis' | 'concern';
  category: CrisisCategory;
  /** Every pattern must match somewhere in the message. */
  all: readonly string[];
  /** And this one must not (an ordinary purpose that explains the words away). */
  unless?: string;
  /** Names the category even when an earlier rule fired too ("he threatened to kill me" is abuse, not self-harm). */
  first?: boolean;
}

const crisis = (id: string, category: CrisisCategory, ...all: string[]): Rule => ({ id, level: 'crisis', category, all });
const concern = (id: string, ...all: string[]): Rule => ({ id, level: 'concern', category: 'self_harm', all });

export const RULES: readonly Rule[] = [
  // Self-harm: intent in words.
  { ...crisis('self.place', 'self_harm', '\\b(?:on|at|top of|edge of) (?:the |a |this )?(?:roof|rooftop|ledge|cliff|bridge|edge|top floor|balcony|train tracks|tracks)\\b(?! (?:project|team|call|meeting|program|loan|role|terrace event|bar|party))', '\\b(?:right now|now|up here|standing|sitting|looking down|alone|quiet|deciding|jump)\\b'), unless: INNOCENT },
  crisis('self.height', 'self_harm', '\\b(?:high enough|which (?:bridge|building|roof|cliff) (?:i|to))\\b'),
  crisis('self.crash', 'self_harm', '\\b(?:going to|will|want to|gonna|plan to) (?:drive|crash|steer) (?:my car |the car )?(?:into|off)\\b.{0,30}\\b(?:wall|tree|truck|oncoming|lake|river|bridge|cliff|road)\\b|\\bwalk (?:into|in to) the (?:sea|ocean|river|lake|traffic)\\b|\\btake the car into the woods\\b'),
  crisis('self.around', 'self_harm', '\\bwill not be (?:here|around|alive) (?:to|after|by|much longer|any ?more|for (?:long|much longer)|tomorrow|tonight|next week|this weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\b|\\b(?:domani|stanotte|dopo) non ci saro\\b|\\bnon ci saro (?:domani|piu)\\b|\\bmanana (?:ya )?no estare\\b|\\bdemain je ne serai plus\\b|\\bmorgen bin ich nicht mehr da\\b|\\bamanha (?:eu )?(?:ja )?nao (?:estarei|vou estar)\\b(?! (?:the|this|that|our|my) (?:meeting|call|office|review|conference|offsite|party|launch))|\\b(?:ya no estare|no estare aqui|no voy a estar (?:mas )?aqui|ne serai plus la|nicht mehr da sein|werde nicht mehr (?:da|hier) sein|nao estarei mais|nao vou (?:mais )?estar (?:mais )?aqui|non ci saro piu|non saro piu qui)\\b'),
  crisis('self.matter', 'self_harm', '\\bwill not matter any ?more\\b', `\\b${TIME}\\b`),
  crisis('self.deserve', 'self_harm', '\\bdeserve to (?:hurt|suffer|die|be hurt|be punished|feel pain)\\b'),
  crisis('self.checkout', 'self_harm', '\\bcheck(?:ing)? out (?:for good|permanently)\\b|\\bend(?:ing)? it (?:too|as well|tonight|for good)\\b'),
  crisis('self.familyletter', 'self_harm', '\\b(?:left|leaving|wrote|written|writing|dejado|deje|escribi|escrito|laisse|ecrit|hinterlassen|geschrieben|deixei|escrevi|lasciato|scritto)\\b.{0,20}\\b(?:letters?|notes?|cartas?|lettres?|mot|brief|briefe|bilhete|letter[ae]|biglietto)\\b.{0,12}\\b(?:for|to|para|a|pour|an|per|alla|al)\\b.{0,8}\\b(?:parents|mum|mom|dad|mother|father|kids|children|family|wife|husband|partner|sister|brother|daughter|son|friends|everyone|hijos|madre|padre|familia|mere|pere|enfants|famille|eltern|mutter|vater|kinder|familie|mae|pai|filhos|filha|familia|figli|figlia|famiglia)\\b'),
  crisis('self.decision', 'self_harm', '\\b(?:decided|decide|made up my mind|mind is made up|set the date|picked the (?:day|date)|it is decided|decidi|decide|entschieden|decidi|deciso)\\b', '\\b(?:do it|doing it|go(?:ing)? through with it|hold on until then|calm about it|it happens|it will happen|it is over|se acaba todo|lo hago|ce sera fini|alles vorbei|la faccio finita|acaba tudo)\\b'),
  crisis('self.through', 'self_harm', '\\bgo(?:ing)? through with it\\b', `\\b${TIME}\\b`),
  crisis('self.gone', 'self_harm', '\\b(?:once|when|after) i am (?:gone|not here any ?more|dead)\\b(?! (?:on|for|to|from))|\\bmade (?:my )?peace with (?:leaving|dying|it all|going|my decision)\\b|\\bat peace with my decision to (?:end|die|go|leave this)\\b|\\bleaving this world\\b'),
  crisis('self.farewell', 'self_harm', '\\b(?:this is (?:goodbye|it)|my last night|last night alive|said (?:my goodbyes|what i needed to say)|ready to go)\\b', '\\b(?:thank\\w*|tonight|everyone|listening|for everything|not be a|problem for|won t|anymore|after tonight)\\b'),
  crisis('self.nowake', 'self_harm', '\\bwill not wake up (?:tomorrow|again)\\b|\\bwill not be a (?:problem|burden) (?:for|to) anyone\\b|\\bit will (?:all )?be over soon\\b.{0,40}\\b(?:nobody|no one|worry about me|anyone)\\b|\\bthe day\\b.{0,5}\\bthanks for everything\\b'),
  crisis('self.useon', 'self_harm', '\\b(?:use|using|turn|turning) (?:it|them|the gun|the knife|a gun|a knife) on myself\\b'),
  { ...crisis('self.hoard', 'self_harm', `\\b${SUBSTANCE}\\b`, '\\b(?:saving|saved|stockpil\\w*|hoard\\w*|collect(?:ed|ing)|count(?:ed|ing)|enough|set aside|put aside|hidden|hid|guardad\\w*|guardo|juntando|gardes?|gesammelt|gehortet|guardei|guardando|juntei|messo da parte|da parte)\\b'), unless: INNOCENT },
  crisis('self.direct', 'self_harm', '\\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|burn|burning|hang|hanging|shoot|shooting|poison|poisoning|starve|starving|drown|drowning|stab|stabbing|suffocate|end) myself\\b(?! (?:at|playing|during|while|by accident|accidentally|shaving|chopping|cooking|lifting|running|skiing|at the gym|on (?:a|the) (?:paper|glass|knife)))'),
  crisis('self.suicide', 'self_harm', '(?<!\\bnot |\\bnever |\\bno |\\bnot feeling |\\bnot really )\\bsuicid(?:e|al|ality)\\b'),
  crisis('self.selfharm', 'self_harm', '\\bself ?harm(?:ing|ed)?\\b'),
  crisis('self.endlife', 'self_harm', '\\b(?:end|ending|ended|take|taking|took|finish) my (?:own )?life\\b|\\bend(?:ing)? it all\\b|\\bend my suffering\\b'),
  crisis('self.endthings', 'self_harm', '\\b(?:think|thinking|thought|plan|planning|going|want|wanted|decided|ready) (?:about |of |to )?end(?:ing)? (?:it|things|everything)\\b(?! (?:with|between|on|for the|early|there|here|before|off|up))'),
  crisis('self.die', 'self_harm', '(?<!\\bnot |\\bnever |\\bdo not |\\bdid not |\\bdoes not )\\b(?:want|wanted|wanting|wish|going|plan|planning|ready|deserve|need|would like|like|trying) to (?:die|be dead|stop existing|sleep forever|go to sleep forever|disappear forever|not (?:be )?(?:alive|exist|wake up))\\b'),
  crisis('self.dead', 'self_harm', '\\bwish (?:i|that i) (?:was|were|could be|had been) dead\\b|\\bwish (?:i|that i) (?:had |would |would have )?never (?:been born|existed)\\b|\\bwish (?:i|that i) (?:was|were) not alive\\b'),
  crisis('self.nolive', 'self_harm', '\\b(?:do not|no longer|not|never) want to (?:live|be alive|exist|wake up|go on living|keep living)\\b'),
  crisis('self.noreason', 'self_harm', '\\bno (?:reason|point) (?:to|in|for) (?:live|living|being alive|going on|existing|me to live)\\b|\\bnot worth living\\b|\\b(?:can not|will not) go on living\\b'),
  crisis('self.betterdead', 'self_harm', '\\bbetter off (?:dead|if i (?:was|were) dead|when i am dead)\\b|\\bhappier if i (?:killed myself|was dead|were dead|died)\\b'),
  crisis('self.notalive', 'self_harm', '\\b(?:not|never) (?:plan|planning|expect|expecting|intend|intending) (?:on|to) (?:waking up|wake up|being (?:here|around|alive)|making it (?:to|through|past))\\b|\\bmy (?:suicide )?note (?:is|s) (?:on|in|under|by|next to)\\b|\\b(?:not|never) (?:plan|planning|expect|expecting|going|intend|intending) to (?:be alive|be around|live|survive|see) (?:by|past|after|much|for|next|christmas|new year|my birthday)\\b'),
  crisis('self.method', 'self_harm', '\\bhow (?:many|much) .{1,40} (?:would it take|does it take|it takes|it would take|do i need|to take|would kill|to die|to not wake up|to overdose|is fatal|is lethal)\\b|\\b(?:painless|quickest|fastest|easiest|best|surest|least painful) way to (?:die|kill myself|end (?:it|my life)|go)\\b|\\blethal (?:dose|doses|amount)\\b|\\b(?:which|what) \\w+ (?:would|will|could) kill me\\b|\\bhow (?:high|far|tall|deep|much|many)\\b.{0,50}\\b(?:to die|to kill|fatal|lethal|to not survive|certain|to be sure|guaranteed|no chance of surviving)\\b|\\b(?:dose|doses|amount|quantity|how many|how much)\\b.{0,40}\\b(?:fatal|lethal|deadly|kill me|to die)\\b|\\bhow to (?:tie a noose|hang myself|kill myself|overdose|slit)\\b|\\bnoose\\b'),
  // Someone else about to kill themselves ("my friend said she will kill herself tonight"): the person writing needs the crisis reply too.
  crisis('self.third', 'self_harm', THIRD_PERSON_SUICIDE, '\\b(?:going to|gonna|will|wants? to|plans? to|planning|about to|decided|said|says|told|texted|posted|tonight|today|tomorrow|now|va a|quiere|dijo|esta noche|hoy|manana|allait|va|veut|dit|ce soir|demain|heute|morgen|gleich|gesagt|schreibt|will|vai|quer|disse|falou|hoje|amanha|stanotte|stasera|oggi|domani|vuole|sta per|detto|scritto)\\b'),
  crisis('self.attempt', 'self_harm', '\\b(?:tried|attempted|try) (?:to )?(?:kill myself|suicide|end my life)\\b'),
  crisis('self.means', 'self_harm', SELF, `\\b${MEANS_SELF}\\b`, `\\b(?:${PREPARATION}|${FINALITY})\\b`),
  crisis('self.pills', 'self_harm', `\\b(?:take|taking|swallow|swallowing|tomar|tomo|tomarme|prendre|prends|prendrai|nehmen|nehme|schlucke|tomar|tomo|tomarei|prendere|prendo)\\b.{0,25}\\b(?:all|every|whole|todas|todos|tous|toutes|alle|tutte|tutti)\\b`, `\\b${SUBSTANCE}|them\\b`, `\\b(?:${TIME}|${FINALITY}|at once|at the same time|de una vez|d un coup|auf einmal|de uma vez|insieme)\\b`),
  { ...crisis('self.hang', 'self_harm', '\\b(?:rope|noose|cord|cuerda|soga|corde|seil|strick|corda)\\b', '\\b(?:garage|beam|attic|basement|ceiling|tree|hook|closet|bought|tied|ready|look at it|stare at it|tonight|compre|achete|gekauft|comprei|comprato|carro|car|coche|voiture|auto|ce soir|heute|hoje|stasera)\\b'), unless: INNOCENT },
  { ...crisis('self.jump', 'self_harm', `\\b${JUMP}\\b`, '\\b(?:bridge|roof|rooftop|ledge|building|window|cliff|train|tracks|balcony|floor|car park|parking garage|parking structure|multi ?storey|overpass|tower|platform|puente|azotea|edificio|tejado|ventana|pont|toit|immeuble|fenetre|brucke|dach|fenster|zug|ponte|telhado|predio|janela|tetto|finestra|treno)\\b'), unless: INNOCENT },
  { ...crisis('self.goodbye', 'self_harm', '\\b(?:goodbye|farewell|suicide) (?:letters?|notes?|messages?|videos?|texts?|emails?|calls?)\\b|\\b(?:c est mon dernier message|este es mi ultimo mensaje|das ist meine letzte nachricht|esta e a minha ultima mensagem|questo e il mio ultimo messaggio)\\b|\\bthis is my last (?:message|note|video)\\b(?! (?:before|until|of the|for (?:the|this) (?:week|day|year))| \\w+ (?:holiday|vacation|leave))|\\blast (?:messages?|notes?|words?) (?:to|for) (?:anyone|everyone|you all|the world|my family)\\b|\\bcartas? de (?:despedida|adios)\\b|\\bnota de (?:suicidio|despedida)\\b|\\blettres? d adieu\\b|\\bmot d adieu\\b|\\babschiedsbrief\\w*\\b|\\bbilhete de despedida\\b|\\bletter[ae] d addio\\b|\\bbiglietto d addio\\b'), unless: `${FICTION}|\\b(?:retir\\w*|leaving (?:the|my) (?:company|job|team|role|firm)|new job|last day at|farewell (?:party|drinks|lunch)|leaving (?:do|party|drinks))` },
  crisis('self.letters', 'self_harm', '\\b(?:wrote|writing|written|left|leaving) (?:a |some |the |my )?(?:letters?|notes?)\\b', '\\b(?:after|gone|goodbye|last|for when|from me|once i|everyone i love)\\b'),
  crisis('self.giveaway', 'self_harm', '\\b(?:giving|gave|give|given|sold|selling) (?:away )?(?:all )?(?:my|of my) (?:things|stuff|belongings|possessions|guitar|books|clothes|dog|cat|pets?)\\b|\\bregal(?:e|ado|ando) (?:todas )?mis cosas\\b|\\bdonne (?:toutes )?mes affaires\\b|\\bverschenk\\w* (?:alle |meine )\\b|\\b(?:doei|dei) (?:todas )?(?:as )?minhas coisas\\b|\\bregalato (?:tutte )?le mie cose\\b|\\b(?:she|he|they) (?:could|can) (?:have|keep) my\\b', `\\b(?:${FINALITY}|need|anymore|any more|where i am going|necesit|besoin|brauch|precis|bisogno)\\w*\\b|\\b(?:thinks?|think) i am \\w+(?: \\w+)? i am not\\b|\\bit (?:is|was) not\\s*$|\\b(?:told|tell) (?:her|him|them) it (?:was|is) (?:just )?(?:for a|temporary)`),
  crisis('self.wontneed', 'self_harm', '\\b(?:will not|not going to) need (?:them|it|my \\w+|these|those|anything) (?:any ?more|where i am going|after)\\b|\\bwhere i am going\\b'),
  crisis('self.tonight', 'self_harm', '\\b(?:tonight|today|tomorrow) is the (?:night|day)\\b', `\\b(?:i am done|done|goodbye|better off|without me|${FINALITY})\\b`),
  crisis('self.cutting', 'self_harm', '\\b(?:cut|cutting|burned|burnt|burning|hurt|hurting) (?:myself|my (?:arms?|wrists?|legs?|thighs?|skin))\\b|\\b(?:knife|blade|razor) (?:to|against) my (?:wrist|wrists|throat|arm|arms|neck)\\b|\\bsomething (?:worse|bad|stupid) to myself\\b|\\bbleed(?:ing)? out\\b|\\b(?:stopped|stop|stopping) taking my (?:insulin|meds|medication|heart meds|pills)\\b.{0,40}\\b(?:on purpose|deliberately|so (?:it|that)|easier)\\b|\\b(?:told|tell|telling|said|hugg?\\w*|kiss\\w*) .{0,30}(?:i love (?:her|him|them|you)|goodbye) .{0,10}for the last time\\b|\\b(?:gonna|going to|will|about to|want to) jump (?:tonight|today|tomorrow|this weekend|after work|later)\\b|\\burge to (?:cut|hurt myself|self harm)\\b|\\b(?:razor|blade)s?\\b.{0,40}\\b(?:cut|urge)\\b'),
  crisis('self.voices', 'self_harm', '\\bvoices? (?:are |is |keep )?(?:telling|tell|told|say|saying) (?:me )?to (?:hurt|kill|harm|cut|end|jump|die)\\b'),
  // Spanish, French, German, Portuguese, Italian: intent in words.
  crisis('self.es', 'self_harm', '\\b(?:me mato\\b(?! (?:de|a) (?:trabajar|risa|estudiar))|me suicido|me quito la vida|suicidar(?:me|se)?|suicidio|matarme|me voy a matar|me quiero matar|quitarme la vida|acabar con mi vida|quiero morir(?:me)?|no quiero (?:seguir )?vivir|no (?:quiero|tengo ganas de) (?:seguir )?(?:vivir|viviendo|con vida)|no quiero estar viv[oa]|me corto|cortandome|me estoy cortando|hacerme dano|colgarme|me voy a colgar)\\b'),
  crisis('self.fr', 'self_harm', '\\b(?:je me tue\\b(?! (?:au|a la|a force))|je me suicide|me suicider|suicidaire|suicidaires|me tuer|en finir|mettre fin a (?:mes jours|ma vie)|je veux mourir|envie de mourir|ne plus vivre|je ne veux plus vivre|ne veux pas continuer a vivre|n en peux plus de vivre|(?:veux|voudrais|envie de|aimerais) .{0,40}mourir|me pendre|me scarifie|me scarifier|me faire du mal)\\b'),
  crisis('self.de', 'self_harm', '\\b(?:mich umbringen|mich umzubringen|bringe ich mich um|bringe mich um|schneide mich|mich schneiden|nicht mehr am leben sein|vor (?:den|einen) zug (?:werfen|springen)|einen plan,? wie ich es (?:mache|tue)|mich toten|mir das leben nehmen|selbstmord\\w*|suizid\\w*|ich will sterben|nicht mehr leben|nicht weiterleben|sterben will|ritze mich|mich ritzen|mich erhangen|mir etwas antun|mir was antun)\\b'),
  crisis('self.pt', 'self_harm', '\\b(?:me mato\\b(?! de)|me suicido|me matar\\b(?! de (?:rir|trabalhar|estudar))|suicidio|suicida|suicidas|suicidar|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida|quero morrer|nao quero mais viver|nao quero mais estar vivo|nao quero (?:continuar|seguir) (?:vivendo|vivo|viva)|nao tenho vontade de (?:continuar )?viv\\w*|me enforcar|me cortando|me corto|(?:planej\\w*|decid\\w*) .{0,20}acabar com tudo)\\b'),
  crisis('self.it', 'self_harm', '\\b(?:mi ammazzo\\b(?! (?:di|dalle|dal|dalla))|mi uccido|mi voglio (?:ammazzare|uccidere)|la faccio finita|uccidermi|ammazzarmi|suicidarmi|suicidio|pensieri suicidi|togliermi la vita|farla finita|voglio morire|non voglio piu vivere|non voglio continuare a vivere|non voglio piu essere viv\\w|impiccarmi|mi impicco|mi taglio|mi sto tagliando|tagliarmi|farmi del male|mi faccio del male)\\b'),

  // Substances taken, medical and eating-disorder emergencies.
  crisis('med.taken', 'medical_emergency', `\\b${TAKEN}\\b`, `\\b${QUANTITY}\\b`, `\\b${SUBSTANCE}\\b`),
  // An overdose with someone taking it, now: not the word in a film, a job, the news or a statistic.
  { ...crisis('med.overdose', 'medical_emergency', '\\b(?:overdosed|overdosing|overdose|took an overdose|sobredosis|uberdosis|sovradosaggio)\\b', '\\b(?:i|i have|i just|me|my|myself|he|she|they|him|her|someone|somebody|friend|roommate|brother|sister|son|daughter|mom|mum|dad|partner|yo|me he|mi|tome|tomo|j ai|je|mon|ma|ich|mein|meine|habe|hat|eu|meu|minha|tomei|tomou|io|ho|mio|mia|ha preso)\\b'), unless: `${FICTION}|\\b(?:rates?|statistics|deaths? (?:rose|fell|are|were)|epidemic|crisis in|naloxone|narcan|harm reduction|shift|patients?|paramedic|nurse|er doctor|training|awareness|research|study|news|article|podcast|protocol\\w*|first aid|premiers secours|primeros auxilios|formation|formatrice|formador\\w*|farmac\\w*|pharmac\\w*)\\b` },
  crisis('med.mixed', 'medical_emergency', '\\b(?:vodka|alcohol|wine|whisky|drink|drinks|beer)\\b', '\\b(?:pills|xanax|benzos?|sleeping|painkillers|tablets|meds)\\b', '\\b(?:took|taken|on top|mixed|swallowed|can not (?:feel|stand|breathe|move))\\b'),
  { ...crisis('med.cardiac', 'medical_emergency', '\\b(?:chest pains?|pain in my chest|crushing (?:pain|pressure)|heart attack|stroke|seizure)\\b|\\bdolor (?:fuerte |muy fuerte )?(?:en el|de) pecho\\b|\\bdouleur .{0,20}poitrine\\b|\\bmal (?:a|dans) la poitrine\\b|\\bschmerzen? in der brust\\b|\\bbrustschmerz\\w*\\b|\\bdor (?:forte )?no peito\\b|\\bdolore .{0,20}petto\\b'), unless: '\\b(?:every shift|on (?:my|the) shifts?|my patients|patients|i am an? (?:\\w+ )?(?:nurse|doctor|paramedic|emt|medic|physician|cardiologist|neurologist))\\b' },
  crisis('med.breath', 'medical_emergency', '\\b(?:can not|could not|unable to|struggling to|hard to) (?:breathe|catch my breath|get air)\\b(?! (?:with|under|because of (?:the|all|my) (?:work|meetings|deadlines)|for|at work|in meetings|when))|\\blips (?:are )?(?:going |turning )?blue\\b|\\bno puedo respirar\\b|\\bn arrive (?:plus )?pas a respirer\\b|\\bbekomme keine luft\\b|\\bnao consigo respirar\\b|\\bnon riesco a respirare\\b'),
  { ...crisis('med.collapse', 'medical_emergency', '\\b(?:collapsed|passed out|fainted|is unconscious|not responding|unresponsive|will not wake up|not breathing|stopped breathing|won t wake)\\b|\\bse desmayo\\b|\\bno responde\\b|\\bne respire plus\\b|\\bbewusstlos\\b|\\bdesmaiou\\b|\\bnao acorda\\b|\\bsvenut[oa]\\b|\\bnon risponde\\b'), unless: '\\b(?:years|months) ago\\b|\\bas a (?:kid|child|teenager)\\b|\\bwhen i was (?:a |younger|little|small)|\\bonce (?:before|at school|in school)\\b' },
  crisis('med.bleeding', 'medical_emergency', '\\b(?:bleeding (?:heavily|badly|a lot|everywhere)|will not stop bleeding|blood everywhere|losing a lot of blood|vomiting blood|throwing up blood|blood in (?:it|my vomit))\\b'),
  crisis('med.psychosis', 'medical_emergency', '\\b(?:hearing|hear) voices\\b|\\b(?:seeing|see) things that (?:are not|are no) there\\b|\\b(?:psychotic|psychosis|manic episode)\\b|\\b(?:thoughts|mind) (?:are not|is not) (?:mine|my own)\\b'),
  crisis('med.nosleep', 'medical_emergency', '\\b(?:not|no) slept (?:in|for) (?:\\d+|two|three|four|five|six|seven|several|many) (?:days|nights)\\b|\\b(?:have not|has not) slept (?:in|for) (?:\\d+|three|four|five|six|seven|several) (?:days|nights)\\b'),
  crisis('med.fasting', 'medical_emergency', '\\b(?:not eaten|have not eaten|has not eaten|no food|eaten nothing|nothing to eat|not eating|no como|sin comer|pas mange|rien mange|nichts gegessen|sem comer|nao como|non mangio|senza mangiare)\\b', '\\b(?:faint\\w*|passed out|collapsed|dizzy|heart|black out|blacked out|blacking out|desmay\\w*|evanoui\\w*|umgekippt|ohnmacht\\w*|schwarz vor augen|desmai\\w*|svenut\\w*|svengo|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:days|dias|jours|tage|giorni))\\b'),
  crisis('med.purging', 'medical_emergency', '\\b(?:purg\\w*|laxative\\w*|throwing up|throw up|vomit\\w*|making myself sick)\\b', '\\b(?:blood|heart|faint\\w*|dizzy|collapse\\w*|several times a day|every meal|chest)\\b'),
  crisis('med.weight', 'medical_emergency', '\\b(?:3\\d|2\\d|4[0-2]) ?(?:kg|kilos?)\\b', '\\b(?:heart|faint\\w*|scared to eat|won t eat|not eating|will not eat|collapse)\\b'),
  crisis('med.stroke', 'medical_emergency', '\\bface (?:is )?droop\\w*\\b|\\b(?:can not|could not) (?:lift|move|feel) my (?:arm|leg|face)\\b|\\bslurred speech\\b'),
  crisis('med.chest', 'medical_emergency', '\\b(?:chest is tight|tight chest|chest tightness|tightness in my chest)\\b', '\\b(?:breath\\w*|numb|lips|arm|dizzy|sweat\\w*|faint)\\b'),
  crisis('med.panic', 'medical_emergency', '\\b(?:panic|anxiety) attack (?:right now|now)\\b'),
  { ...crisis('med.call', 'medical_emergency', '\\b(?:call|calling|need|get) (?:an ambulance|911|999|112|emergency services)\\b|\\bpoisoned\\b|\\bdrank bleach\\b'), unless: FICTION },

  // Harm to others.
  crisis('others.intent', 'harm_to_others', `\\b${INTENT_OTHERS}\\b.{0,40}\\b${VIOLENCE}\\b.{0,30}\\b${PERSON}\\b`),
  crisis('others.direct', 'harm_to_others', `(?<!\\bnot |\\bnever |\\bdo not want to |\\bwould never )\\b(?:kill|murder|stab|shoot|strangle|poison|burn) ${PERSON}\\b`),
  { ...crisis('others.weapon', 'harm_to_others', `\\b(?:bought|got|have|bring|bringing|take|taking|carry|carrying|loaded|ready|tengo|compre|j ai|achete|habe|gekauft|comprei|tenho|ho|comprato)\\b.{0,30}\\b${WEAPON}\\b`, `\\b(?:${PERSON}|work|office|school|tonight|tomorrow|monday|meeting|regret|pay|see|revenge|deal with|bag|car|oficina|bureau|buro|escritorio|ufficio|chef|jefe|patron|chefe|capo|collega|colega|kollegen)\\b`), unless: TOOLS },
  crisis('others.pay', 'harm_to_others', '\\b(?:make|making) (?:him|her|them|my \\w+|everyone|all of them) (?:pay|suffer|regret)\\b', '\\b(?:know where|driving there|on my way|gun|knife|weapon|tonight|tomorrow|hurt|blood|hospital)\\b'),
  crisis('others.hospital', 'harm_to_others', '\\bput (?:him|her|them|my \\w+) in (?:the )?(?:hospital|ground|grave)\\b|\\bdead (?:man|woman) walking\\b|\\bwill not live (?:to see|past|through)\\b|\\b(?:burn|set fire to) (?:his|her|their|the) (?:house|car|office|flat|apartment)\\b'),
  crisis('others.kids', 'harm_to_others', '\\b(?:hurt|hit|shake|harm|smother|kill)\\b.{0,10}\\b(?:my|the) (?:kids|baby|child|children|son|daughter|toddler)\\b', '\\b(?:want to|going to|nearly|almost|scared i will|urge|tempted|about to|afraid i will|might)\\b'),
  crisis('others.runover', 'harm_to_others', '\\b(?:going to|will|want to|gonna) run (?:him|her|them|my \\w+) over\\b|\\b(?:imagining|imagine|picturing|fantasi[sz]ing about) (?:shooting|killing|stabbing|hurting|strangling) (?:him|her|them|my \\w+|people|everyone)\\b'),
  crisis('others.shootup', 'harm_to_others', '\\bshoot(?:ing)? up (?:the|my|our|this|that) (?:old |new |former |whole |fucking )?(?:office|school|workplace|building|place|party|meeting|church|mall|class|company)\\b|\\bmass shooting\\b(?! (?:in the news|drill|on the news))'),
  crisis('others.takekids', 'harm_to_others', '\\btake (?:the|my|our) (?:kids|children|boys|girls|son|daughter|baby|family) with me\\b', `\\b(?:${FINALITY}|around to see|none of us|all of us|together)\\b`),
  crisis('others.revenge', 'harm_to_others', '\\brevenge\\b', `\\b${WEAPON}\\b`),
  crisis('others.workweapon', 'harm_to_others', '\\b(?:bring|bringing|take|taking|carry|llevar|llevo|apporter|apporte|mitnehmen|nehme|levar|levo|porto|portare)\\b', `\\b${WEAPON}\\b`, '\\b(?:work|office|school|oficina|trabajo|escuela|bureau|travail|ecole|buro|arbeit|schule|escritorio|trabalho|escola|ufficio|lavoro|scuola)\\b'),
  crisis('others.es', 'harm_to_others', '\\b(?:voy a|quiero) (?:matar|apunalar|golpear|hacer dano|disparar|quemar)\\b.{0,10}\\b(?:a|al|la|su|mi)\\b|\\bmatar a mi\\b'),
  crisis('others.fr', 'harm_to_others', '\\b(?:je vais|je veux) (?:tuer|poignarder|frapper|blesser|empoisonner|tirer sur)\\b'),
  crisis('others.de', 'harm_to_others', '\\b(?:ich werde|ich will|ich bringe) .{0,30}(?:umbringen|toten|erstechen|abstechen|erschiessen|verletzen|verprugeln|um)\\b', `\\b(?:meinen|meine|den|die|ihn|sie|chef|chefin|kollegen|kollegin|nachbarn|ex|mann|frau)\\b`),
  crisis('others.pt', 'harm_to_others', '\\b(?:vou|quero) (?:matar|esfaquear|machucar|bater|atirar|envenenar|dar um tiro)\\b'),
  crisis('others.it', 'harm_to_others', '\\b(?:ammazzo|uccido|accoltello|sparo|voglio (?:ammazzare|uccidere|accoltellare))\\b.{0,20}\\b(?:il|la|lo|mio|mia|gli|le|appena|capo|collega|vicino)\\b|\\bgli sparo\\b|\\bfaccio del male (?:a|alla|al)\\b'),

  // Abuse and violence at home.
  crisis('abuse.act', 'abuse', `\\b${ABUSER}\\b(?: \\w+){0,3} \\b${ABUSE_ACT}\\b(?: \\w+){0,2} (?:me|us|her|him|them|my (?:little |baby |younger |older )?(?:mother|mum|mom|sister|brother|kids?|son|daughter|baby|children))\\b(?! (?:targets?|numbers|goals?|deadlines?|quota|record|score|time|up on|with (?:the )?(?:ball|news|facts)))`),
  crisis('abuse.now', 'abuse', `\\b${ABUSER}\\b.{0,25}\\b(?:me esta (?:pegando|golpeando|ahorcando|estrangulando)|le esta pegando|nos esta pegando|me estan pegando|(?:ta|esta|tá) me (?:batendo|espancando|enforcando)|me bateu (?:de novo|agora)|hat mich (?:wieder |schon wieder |gerade )?(?:geschlagen|gewurgt|gewuergt|getreten|verprugelt|verpruegelt|eingesperrt)|wuergt mich|pruegelt|mi sta (?:picchiando|strangolando)|est en train de me (?:frapper|battre|etrangler)|me frappe (?:encore|en ce moment|la))\\b`),
  crisis('abuse.lang', 'abuse', `\\b${ABUSER}\\b.{0,20}\\b(?:me pega|me pego|me ha pegado|me da (?:una )?palizas?|me pega palizas|me golpea|me golpeo|me maltrata|me viola|me forzo|me amenaza|me amenazo|me estrangulo|me empujo|me toca\\b(?! (?:a mi|trabajar|ir|hacer|el turno|turno))|me frappe|me bat|me battent|me violente|me viole|me menace|me touche|m a (?:encore |deja |de nouveau )?(?:frappee?|battue?|etranglee?|pousse\\w*|menacee?)|schlagt mich|wurgt mich|verprugelt (?:mich|meine|meinen|uns)|misshandelt mich|bedroht mich|beruhrt mich|me bate|me bateu|me batia|me espanca|me espancou|me agride|me agrediu|me ameaca|me ameacou|me toca|mi picchia|mi ha (?:picchiat|spint|strangolat|minacciat|chius)[oa]|mi chiude in casa|mi maltratta|mi minaccia|mi tocca)\\b`),
  crisis('abuse.passive', 'abuse', '\\b(?:i am|i was|i have been|i get|i got|being) (?:being )?(?:abused|raped|molested|sexually assaulted|assaulted|trafficked|beaten up|beaten)\\b|\\bsubo violencia\\b|\\bsubisco violenza\\b|\\bwerde (?:zu hause )?misshandelt\\b'),
  { ...crisis('abuse.named', 'abuse', '\\bdomestic (?:violence|abuse)\\b|\\bsexual(?:ly)? (?:assault|assaulted|abuse|abused)\\b|\\babusive (?:partner|husband|wife|relationship|boyfriend|girlfriend|home|parents?|father|mother|marriage)\\b'), unless: `${FICTION}|\\b(?:i am safe now|left (?:an|the|my) abusive|got out of (?:an|the|my) abusive|escaped (?:an|the|my) abusive|training|awareness|module|workshop|course|volunteer\\w*|charity|campaign|policy|doing (?:great|well|better|fine) now|fundrais\\w*|research)\\b` },
  crisis('abuse.home', 'abuse', '\\b(?:afraid|scared|terrified|frightened|fear) (?:to go|of going|to be|of being|to return) (?:back )?home\\b|\\bdo not feel safe (?:at home|with (?:him|her|my \\w+))\\b|\\b(?:miedo|medo) de (?:volver|voltar) (?:a|para) casa\\b|\\bpeur de rentrer\\b|\\bangst,? nach hause\\b|\\bpaura di tornare a casa\\b|\\b(?:afraid|scared|terrified) of my (?:husband|wife|partner|boyfriend|girlfriend|father|dad|stepfather)\\b|\\bj ai peur de mon mari\\b|\\bangst vor meinem mann\\b|\\bpaura di mio marito\\b'),
  { ...crisis('abuse.threat', 'abuse', '\\bthreaten(?:s|ed|ing)? (?:to|that (?:he|she) (?:will|would)) (?:kill|hurt|harm|beat|stab|shoot|strangle|burn|break)\\b|\\b(?:slammed|smashed|banged) my head (?:into|against|on)\\b|\\bscreaming (?:that )?i am dead\\b|\\b(?:er|sie) bringt (?:mich|uns|die kinder)(?: \\w+)? um\\b|\\b(?:ci|mi) (?:ammazza|uccide)\\b|\\bnos (?:va a )?mata(?:r)?\\b|\\b(?:vai|vao) matar a gente\\b|\\bnous tuer\\b|\\b(?:said|says) (?:he|she) (?:will|would|d) (?:kill|hurt) (?:me|the kids|us)\\b|\\bnext time (?:he|she) (?:would|will|d) kill me\\b|\\bif i leave (?:he|she) (?:will|would)\\b|\\bamenaz\\w* con matarme\\b|\\bmenace\\w* de me tuer\\b|\\bgedroht\\w*,? mich (?:umzubringen|zu toten)\\b|\\b(?:disse que vai|ameacou) me matar\\b|\\bminacciat\\w* di uccidermi\\b|\\b(?:la proxima vez|da proxima vez|la prochaine fois|beim nachsten mal|la prossima volta) (?:que \\w+ )?(?:me mata|me tue|il me tue|elle me tue|bringt (?:er|sie) mich um|mi ammazza|mi uccide|ele me mata)\\b|\\b(?:ele|ela) me mata\\b|\\b(?:said|says|told me) (?:that )?if i .{1,50}\\b(?:he|she) (?:will|would|is going to) (?:kill|hurt|break|beat|hit|strangle|burn|stab|shoot)\\b'), first: true },
  crisis('abuse.bruise', 'abuse', `\\b${ABUSER}\\b`, '\\b(?:bruises?|bruised|black eye|marks on my)\\b'),
  crisis('abuse.weapon', 'abuse', '\\b(?:threaten\\w*|amenaz\\w*|menac\\w*|bedroh\\w*|ameac\\w*|minacc\\w*)\\b', `\\b${WEAPON}|coltello|cuchillo\\b`),
  crisis('abuse.confine', 'abuse', '\\block(?:s|ed)? me (?:in|inside|out|up)\\b|\\b(?:took|takes|hides|hid) my (?:phone|passport|keys)\\b.{0,40}\\b(?:call|leave|go out)\\b|\\bwill not let me leave\\b|\\bthrew (?:a|the) \\w+ at (?:me|my head)\\b|\\bcomes into my room at night\\b'),

  // Ambiguous: ask directly about safety.
  concern('concern.disappear', '\\b(?:want|wants|wish|wishes|like|wanted|wanting|would love) to (?:just )?(?:disappear|vanish|not be here|not exist|stop existing)\\b(?! (?:from|for a|on|into|to))|\\b(?:quiero|quisiera|gustaria) desaparecer\\b|\\b(?:veux|voudrais|aimerais) (?:juste )?dispara[i]tre\\b|\\b(?:will|mochte|möchte) (?:einfach )?verschwinden\\b|\\b(?:quero|queria) (?:sumir|desaparecer)\\b|\\b(?:voglio|vorrei) (?:solo )?(?:sparire|scomparire)\\b'),
  concern('concern.point', '\\b(?:what is|whats|what s) (?:even )?the point (?:of (?:anything|it all|everything|living|me|life|trying|going on)|any ?more)\\b|\\bno point (?:in )?(?:anything|any ?more|trying|going on)\\b|\\bpoint of (?:anything|it all) any ?more\\b|\\b(?:sin|no le (?:veo|encuentro)) sentido\\b|\\ba quoi bon\\b|\\b(?:keinen|welchen|einen) sinn\\b|\\bsinnlos\\b|\\b(?:nao|nada) (?:vejo sentido|faz sentido)\\b|\\bsem sentido\\b|\\bche senso ha\\b|\\bha piu senso\\b|\\bnon ha senso\\b'),
  concern('concern.tired', '\\btired of (?:living|life|existing|being alive|everything|it all|fighting)\\b|\\b(?:sick|tired) of being (?:alive|me)\\b|\\bexhausted (?:with|of) life\\b|\\bcansad[oa] de vivir\\b|\\bfatigue de vivre\\b|\\blebensmude\\b|\\bcansad[oa] de viver\\b|\\bstanc[oa] di vivere\\b'),
  concern('concern.burden', '\\b(?:a|such a) burden (?:to|on|for)\\b|\\bbetter off without me\\b|\\b(?:fine|better|happier) without me\\b|\\bnobody (?:would|will) (?:really |even |actually |ever )?(?:care|notice|miss me)\\b|\\bno one (?:would|will) (?:really |even |actually |ever )?(?:care|notice|miss me)\\b|\\bbesser dran ohne mich\\b|\\beveryone (?:will|would) be better off\\b|\\bif i (?:was|were) gone\\b|\\bworld does not need me\\b|\\bwaste of space\\b|\\bstepped out of the picture\\b|\\buna carga\\b|\\bun fardeau\\b|\\beine last\\b|\\bum peso\\b|\\bun peso per\\b|\\bnadie me echaria de menos\\b|\\bpersonne ne remarquerait\\b|\\bniemand wurde mich vermissen\\b|\\bninguem sentiria\\b|\\bnessuno sentirebbe\\b'),
  concern('concern.hopeless', '\\b(?:hopeless|worthless|no future|no way out|see a way out|see no way out|nothing to look forward to|never get better|will never get better|can not see (?:a|any) (?:future|way out|end)|do not see (?:a|any) future)\\b|\\bno tengo futuro\\b|\\bplus d issue\\b|\\bpas d avenir\\b|\\bkeine zukunft\\b|\\bnao tenho futuro\\b|\\bnon ho futuro\\b|\\bsin salida\\b'),
  concern('concern.cant', '\\b(?:can not|could not) (?:do this|do it|keep going|go on|take (?:it|this)|cope|handle (?:it|this)) any ?more\\b|\\b(?:can not|could not) go on\\b|\\b(?:how much longer|much longer) i can (?:keep going|go on|take)\\b|\\bat the end of my rope\\b|\\bya no (?:puedo|aguanto) mas\\b|\\bno puedo mas\\b|\\bn en peux plus\\b|\\bkann (?:einfach )?nicht mehr\\b|\\bhalte (?:das|es) nicht mehr aus\\b|\\bnao aguento mais\\b|\\bnao da mais\\b|\\bnon ce la faccio piu\\b|\\bnon ne posso piu\\b'),
  concern('concern.dark', '\\bdark (?:thoughts|places|place)\\b|\\b(?:feeling|felt|been|gets|getting) (?:really |so |very )?dark\\b|\\bthink(?:ing)? about (?:death|dying) (?:a lot|sometimes|often|again)\\b|\\bwhy am i (?:even )?alive\\b'),
  concern('concern.wake', '\\b(?:not|never) wake up\\b|\\bsleep (?:forever|and never wake)\\b|\\bstopped caring (?:whether|if) i\\b|\\b(?:do not|does not) (?:care|matter) (?:if|whether) i (?:live|die|crash|wake|am here|exist)\\b|\\bno (?:quiero|quisiera) despertar\\b|\\bne pas me reveiller\\b|\\bnicht mehr aufwachen\\b|\\bnao (?:quero|queria) acordar\\b|\\bnon vorrei svegliarmi\\b|\\bdormir(?:me)? y no (?:volver a )?despertar\\b|\\bdormir e nao acordar\\b|\\bne (?:plus|jamais) me reveiller\\b|\\bdormire e non svegliarmi\\b|\\bhopes? (?:the|my) (?:plane|flight|car|train|bus) (?:crash\\w*|goes down)\\b|\\bhope i (?:get hit|crash|get cancer|do not make it|die)\\b|\\bwould not mind (?:if i )?(?:dying|died|not waking|getting hit|crashing|if it all ended)\\b'),
  concern('concern.death', '\\b(?:pienso|pensando|pense|penso|penser|denke|denken|think|thinking) (?:\\w+ ){0,4}(?:en la muerte|a la mort|an den tod|na morte|alla morte|about (?:death|dying|not being here))\\b|\\b(?:no tengo|sin) (?:mas )?fuerzas? para seguir\\b|\\bplus la force de continuer\\b|\\bkeine kraft mehr\\b|\\bnao tenho (?:mais )?forcas? (?:pra|para) continuar\\b|\\bnon ho piu (?:la )?forz[ae]\\b|\\bne (?:veux|voudrais) plus etre la\\b|\\bno se (?:para que|por que|porque) sigo\\b|\\bje ne sais (?:pas|plus) pourquoi je continue\\b|\\bweiss (?:nicht|nicht mehr),? (?:warum|wozu|wofur) ich (?:noch )?weitermache\\b|\\bnao sei (?:por que|porque|pra que|para que) (?:eu )?(?:ainda )?continuo\\b|\\bnon so (?:perche|per cosa|a cosa serve) (?:vado avanti|continuo)\\b|\\bdo not know why i (?:keep going|carry on|bother|am still here|keep trying)\\b|\\bninguem (?:ia|iria|vai) (?:perceber|notar|sentir (?:a minha )?falta)\\b|\\bnessuno (?:se ne accorgerebbe|noterebbe|sentirebbe la mia mancanza)\\b|\\bnadie (?:notaria|se daria cuenta|lo notaria)\\b|\\bpersonne ne (?:remarquerait|verrait|s en rendrait compte)\\b|\\bniemand wurde (?:es )?merken\\b|\\bje veux que (?:ca|tout) s arrete\\b|\\bquiero que (?:todo |esto )?(?:pare|se acabe|termine)\\b|\\bquero que (?:tudo |isso )?(?:pare|acabe|termine)\\b|\\bvoglio che (?:tutto )?(?:finisca|smetta)\\b|\\bwill,? dass (?:es|alles) aufhort\\b'),
  concern('concern.future', '\\bcan not see myself (?:getting old|growing old|in (?:five|ten|\\d+) years|having a future|making it)\\b|\\b(?:life|everything|it all|my life) is (?:just )?(?:too much|too hard|unbearable)(?: for me)?(?: right now| at the moment| lately)?\\b(?! (?:work|to))|\\bnothing (?:is|will) ever (?:going to )?(?:change|get better) for me\\b|\\bhow much (?:more )?(?:of this )?i can (?:take|handle|bear|stand)\\b|\\b(?:and|to) never be found\\b|\\b(?:my head is|i am|mentally i am|mentally) in a (?:really |very |so )?(?:bad|dark|horrible|awful) place\\b'),
  concern('concern.how', '\\b(?:know|knows|figured out|worked out) (?:exactly |now |already )?how (?:i am going to|i will|i would|to) do it\\b|\\b(?:ya )?se (?:exactamente )?como (?:lo )?voy a hacer(?:lo)?\\b|\\bje sais (?:deja |exactement )?comment je vais le faire\\b|\\bweiss (?:jetzt |schon |genau )?,? ?wie ich es (?:mache|tun werde|tue)\\b|\\b(?:ja )?sei (?:exatamente )?como vou fazer\\b|\\bso (?:gia |esattamente )?come (?:lo )?faro\\b'),
  // Hopelessness and giving up in the many ways people write it (each alone worth a direct question).
  concern(
    'concern.reasons',
    alt(
      '\\b(?:running out of|no|no more|not many|few) reasons? (?:to (?:live|stay|keep going|get up|go on|try|carry on|be here)|left)\\b', '\\bwhy (?:do i )?(?:even )?(?:bother|try) (?:trying|with anything|at all|living|getting up|any ?more)\\b', '\\bwhy i (?:even )?keep (?:trying|going)\\b',
      '\\b(?:in everyone s way|taking up space|waste of (?:air|oxygen|a life)|de trop\\b|j ai l impression d etre de trop|estorbo|soy un estorbo|nur im weg|allen im weg|so atrapalho|di troppo|sono di troppo)\\b',
      '\\b(?:lost|losing) (?:the|my|all) (?:will|desire|reason|motivation) to (?:live|go on|keep going|do anything)\\b', '\\b(?:perdi|perdeu) (?:a )?vontade de (?:tudo|viver|nada)\\b', '\\bplus (?:gout|envie) (?:a|de) (?:rien|vivre)\\b', '\\bno tengo ganas de (?:nada|vivir)\\b', '\\bkeine (?:lust|freude) (?:mehr )?(?:auf|an) (?:nichts|irgendwas|das leben|gar nichts)\\b', '\\bnon provo piu (?:gioia|niente|nulla|piacere)\\b', '\\bnessuna voglia di (?:vivere|niente|nulla)\\b',
      '\\b(?:telling|tell) (?:everyone|people|them) i am (?:fine|ok|okay) but\\b', '\\bfaire semblant (?:que tout va bien|d aller bien)\\b', '\\bfingir que (?:estoy|estou|esta|todo esta|tudo esta) bien\\b', '\\bfingir que (?:estou|tudo esta) bem\\b', '\\bso tun,? als (?:ob|ginge) (?:alles|es mir) gut\\b', '\\bfingere di stare bene\\b', '\\bbarely holding (?:it|myself) together\\b',
      '\\b(?:do not|never) (?:really )?have a future\\b', '\\bthere is nothing there\\b', '\\b(?:would not|wouldn t|do not think i would) (?:really |honestly |even )?mind\\b.{0,30}\\b(?:died|dying|gone|not here|hit by|happened to me|did not wake|end)\\b', '\\bif something (?:happened|bad happened) to me\\b',
      '\\bno me importaria (?:que me pasara|morir|desaparecer)\\b', '\\bca ne me (?:derangerait|generait) pas (?:de mourir|qu il m arrive)\\b', '\\bware mir egal,? wenn (?:ich|mir)\\b', '\\bnao me importaria (?:de morrer|se algo)\\b', '\\bnon mi dispiacerebbe (?:morire|se mi)\\b',
      '\\b(?:never|not) (?:going to )?get out of (?:this|the) (?:hole|pit)\\b', '\\bsair (?:desse|deste) buraco\\b', '\\bsalir de (?:este|ese) (?:pozo|agujero)\\b', '\\bsortir de ce trou\\b', '\\baus diesem loch\\b', '\\buscire da questo (?:buco|tunnel)\\b',
      '\\bwait(?:ing)? for (?:it|the day|everything|life) to (?:end|be over)\\b', '\\bcan not see how (?:any of )?(?:it|this) (?:ends|will end) well\\b', '\\bdo not care how it ends\\b',
      '\\bwofur ich (?:das )?(?:alles )?(?:noch )?mache\\b', '\\bwas soll (?:das )?(?:alles )?noch\\b', '\\ba quoi bon (?:continuer|vivre|tout ca)\\b', '\\bpara que (?:seguir|vivir|continuar)\\b', '\\bpra que (?:continuar|viver|seguir)\\b', '\\ba che serve (?:andare avanti|vivere|continuare)\\b',
      '\\bcrying (?:every|all|in the (?:car|bathroom|toilet|shower)|at (?:work|my desk) every)\\b', '\\b(?:llorando|llorar|chorando|pleure|weine|piango) (?:a escondidas|escondid[oa]|todos los dias|todo (?:o )?dia|tous les (?:jours|soirs)|jeden (?:tag|abend)|ogni (?:giorno|sera))\\b',
      '\\b(?:so angry|so much rage)\\b.{0,40}\\bscare(?:s|d)? myself\\b', '\\bscare(?:s|d)? myself\\b',
      '\\b(?:goes|went|going) through my phone\\b', '\\b(?:will not|does not|won t) let me (?:see|go out with|talk to) (?:my )?(?:friends|family|colleagues)\\b', '\\bno one else would (?:ever )?want me\\b', '\\b(?:controls|takes) (?:all )?(?:my|the) money\\b',
      '\\bskipp\\w* meals\\b.{0,60}\\b(?:dizzy|faint|light headed|shaky)\\b', '\\b(?:could not|can not) stop shaking\\b',
    ),
  ),
  concern(
    'concern.broad',
    alt(
      '\\b(?:do not|no longer) (?:really |even )?want to be (?:here|around)(?: any ?more)?\\b(?! (?:at|in|for|with|on|when))', '\\bno quiero (?:estar|seguir) aqui\\b', '\\bne (?:veux|voudrais) plus etre (?:la|ici)\\b', '\\bwill nicht mehr (?:hier|da) sein\\b', '\\bnao quero mais estar aqui\\b', '\\bnon voglio piu (?:essere|stare) qui\\b',
      '\\b(?:easier|simpler|better|more peaceful|mas facil|mas sencillo|plus simple|plus facile|einfacher|mais facil|mais simples|piu facile|piu semplice) (?:\\w+ ){0,4}(?:not (?:to )?(?:exist|be here|be around|wake up)|no existir|no estar|ne plus exister|ne plus etre la|nicht (?:zu )?(?:existieren|sein|da zu sein)|nao existir|nao estar aqui|non esistere|non esserci|if i (?:just )?(?:was|were) not (?:here|around)|if i (?:just )?gave up)\\b',
      '\\b(?:wasn t|was not|were not) (?:here|around)\\b.{0,20}\\b(?:easier|better|not so bad|not be so bad)\\b|\\b(?:would not|wouldn t) be (?:so )?bad if i (?:just )?(?:was not|were not|wasn t) (?:here|around)\\b',
      '\\benvie de dispara[i]tre\\b', '\\bwill (?:einfach )?(?:nur )?verschwinden\\b', '\\bfade away\\b', '\\b(?:disappearing|drowning|invisible|falling apart) and (?:nobody|no one) (?:notices|sees it|sees|cares)\\b',
      '\\bfatiguee? de vivre\\b', '\\bmude (?:vom leben|von allem|von alledem)\\b', '\\bstanc[oa] di tutto\\b', '\\bstuf[oa] di (?:lottare|vivere|tutto)\\b', '\\bcansad[oa] de (?:tudo|todo|lutar|luchar)\\b', '\\bso tired of everything\\b',
      '\\bwhat (?:is|s) (?:even )?the point (?:in|of) (?:\\w+ ){0,3}(?:any of it|waking up|getting up|anything|trying|me|goals|it all|living)\\b', '\\bpoint of me\\b', '\\b(?:le sens|l interet) de rien\\b', '\\bsenso di (?:niente|nulla)\\b', '\\bnada (?:mais )?faz sentido\\b', '\\bnothing i do matters\\b',
      '\\bwhat if i (?:just )?stopped\\b', '\\bif i (?:just )?stopped(?:\\.|$| like| everything)', '\\bwish i could (?:just )?stop\\b(?! (?:working|the|this|my|eating|smoking|drinking|thinking about work))', '\\bstop(?:ped)? everything\\b',
      '\\b(?:do not|dont) (?:even )?want to be around\\b', '\\bcome to my funeral\\b', '\\bhit by a (?:bus|car|truck|lorry|train)\\b.{0,50}\\b(?:mind|care|bad|relief)\\b',
      '\\bpeaceful (?:it would be )?to (?:not exist|not be here|die|sleep forever|just stop)\\b', '\\bhow easy it would be to (?:just )?(?:swerve|crash|let go|jump|step|drive off)\\b',
      '\\beasier if i (?:just )?gave up\\b', '\\bgive up for good\\b', '\\b(?:giving|gave|given) up on everything\\b', '\\bfracass(?:ei|o) em tudo\\b',
      '\\bsuch a failure\\b.{0,40}\\b(?:deserve|better (?:off|without)|better (?:dad|mum|mom|father|mother|partner))\\b', '\\bi am (?:just )?(?:so )?(?:worthless|a waste of space)\\b', '\\bi am (?:so )?useless\\s*$',
      '\\bnothing feels real\\b', '\\b(?:have not|has not) felt anything (?:in|for)\\b', '\\bnothing left (?:in|of) me\\b', '\\bdo not want to feel anything\\b', '\\bi (?:feel|am) (?:so |completely |totally |just )?(?:numb|empty)\\b(?! (?:about|after|from|on|when))',
      '\\b(?:do not|does not) know how to keep going\\b', '\\bcan not keep doing this\\b', '\\bcan not see (?:the|an) end (?:of|to) (?:it|this)\\b', '\\bstopped seeing (?:a|any) way (?:through|out|forward)\\b', '\\bdo not think i can (?:get through|survive|make it through|go on|keep going|do this)\\b',
      '\\bthe pain (?:just )?(?:does not|will not|never) stop', '\\bscared of my (?:own )?thoughts\\b', '\\b(?:never|not) (?:going to )?be happy again\\b', '\\b(?:dying|death|being dead) (?:does not|doesn t) sound (?:that |so )?bad\\b', '\\bthoughts of not being (?:around|here|alive)\\b',
      '\\b(?:wonder|wondering|not sure|do not know) (?:if|whether) (?:it is|its|life is|anything is) (?:even )?worth (?:carrying on|it|living|going on|the effort)\\b', '\\bbroken and i (?:do not think )?(?:i )?can(?: not)? be fixed\\b',
      '\\bsleep and never (?:deal with|wake|face)\\b', '\\bsvegliarmi tra un anno\\b', '\\b(?:walk|walking|drive|driving|run|running|get|getting) (?:away|off|in the car)\\b.{0,60}\\bnever (?:come|coming) back\\b', '\\bnie (?:mehr )?wiederkommen\\b', '\\bno volver nunca\\b', '\\bne jamais revenir\\b', '\\bnunca mais voltar\\b', '\\bnon tornare piu\\b',
      '\\beverything (?:feels|is) (?:so )?(?:\\w+ and )?pointless\\b', '\\b(?:nobody|no one) (?:is going to|will ever|would ever) want me\\b', '\\bje m effondre\\b', '\\btout s ecroule\\b', '\\bwie ich (?:den nachsten monat|das|die nachste woche) (?:uberstehen|schaffen) soll\\b',
      '\\bstopped answering (?:my )?(?:friends|family|messages)\\b', '\\bcan not be bothered with anything\\b', '\\bninguem (?:ia|iria|vai) sentir (?:a )?(?:minha )?falta\\b', '\\bj en peux plus\\b', '\\bstopped caring (?:about )?what happens to me\\b', '\\bdo not want to do this any ?more\\s*$',
      '\\bhad enough of (?:life|living|everything|it all)\\b', '\\bto not exist\\b', '\\bnot to exist\\b', '\\bi do not know why i am still trying\\b',
    ),
  ),
  concern('concern.goodbye', '\\bif you (?:never )?(?:do not )?hear from me again\\b|\\bsi un jour tu n as plus de nouvelles\\b|\\bplus de nouvelles\\b|\\bsi no vuelves a saber de mi\\b|\\bwenn du nichts mehr von mir horst\\b|\\bse (?:voce )?nao tiver mais noticias\\b|\\bse non mi senti piu\\b|\\bnon ci sentiremo piu\\b|\\bwe (?:may|might) not (?:speak|talk) again\\b|\\bquiza(?:s)? no volvamos a hablar\\b|\\bon ne se reparlera\\b|\\bnicht mehr (?:sprechen|horen)\\b|\\btalvez a gente nao se fale mais\\b|\\btell (?:my|the) \\w+ i am sorry\\b|\\bi am just done$|\\bnot sure i will be around (?:much )?(?:longer|for long)\\b|\\bpause the coaching\\b.{0,40}\\b(?:around|longer|anymore)\\b|\\bif anything happens to me\\b|\\bse alguma coisa acontecer comigo\\b|\\bsi me pasa algo\\b|\\bs il m arrive quelque chose\\b|\\bfalls mir (?:etwas|was) passiert\\b|\\bse mi succede qualcosa\\b'),
  concern('concern.nofuture', '\\bcan not (?:picture|imagine|see) (?:myself|me|there being) (?:in the future|getting older|next year|a future|a next)\\b|\\b(?:struggling|hard) to imagine (?:there being )?a (?:next|future)\\b|\\bwhat i am (?:even )?still here for\\b|\\bwhy i am (?:even )?still here\\b|\\bje ne vois pas comment continuer\\b|\\bno se como seguir\\b|\\bweiss nicht,? wie ich (?:so )?weitermachen (?:soll|kann)\\b|\\bnao sei como continuar\\b|\\bnon so come andare avanti\\b|\\bdo not know how to (?:keep going|go on|carry on)\\b|\\bdormir\\b.{0,30}\\b(?:pra|para|por) (?:sempre|siempre)\\b|\\bdormir pour toujours\\b|\\bfur immer schlafen\\b|\\bdormire per sempre\\b|\\bsleep forever\\b'),
  concern('concern.quiet', '\\breason to keep (?:on|going)\\b|\\bwill not be needing (?:any )?more sessions\\b|\\balready dead\\b|\\bdead inside\\b|\\bif i am not around (?:next|tomorrow|any ?more|after)\\b|\\bnot (?:even )?sure i want to be alive\\b|\\boverstayed (?:my|your|our) welcome\\b|\\bgoogling (?:helplines|hotlines|crisis lines)\\b|\\bno longer see a future\\b|\\bsee no future\\b|\\bshould i just give up\\b|\\bdoes it ever stop hurting\\b|\\bif i (?:stopped existing|died|were dead|was dead)\\b|\\bsi (?:dejara de existir|me muriera)\\b|\\bsi je (?:mourais|disparaissais)\\b|\\bwenn ich (?:sterben wurde|nicht mehr da ware)\\b|\\bse eu (?:morresse|desaparecesse)\\b|\\bse (?:morissi|sparissi)\\b|\\b(?:rascandome|scratching (?:my )?(?:arms|skin)|me gratter|mich (?:blutig )?kratzen|me arranhar|graffiarmi)\\b.{0,40}\\b(?:hasta|until|jusqu|bis|ate|fino)\\b|\\bvolver a lo de antes\\b|\\bca recommence\\b|\\bmanches longues\\b|\\blaisser de traces\\b|\\bleave (?:a|any) trace\\b|\\bn irai pas jusqu a la retraite\\b|\\bwill not make it to retirement\\b|\\bse nao acordasse\\b|\\bif i did not wake up\\b|\\bsi no despertara\\b|\\bsi je ne me reveillais pas\\b|\\bwenn ich nicht (?:mehr )?aufwachen wurde\\b|\\bse non mi svegliassi\\b|\\bse (?:um dia )?(?:voce )?nao tiver mais noticias\\b|\\b(?:starebbe|staria) meglio\\b.{0,30}\\bassicurazione\\b|\\bbetter off with the (?:insurance|money)\\b|\\bnon riesco a immaginarmi\\b|\\bcan not imagine myself\\b|\\bfino a sanguinare\\b|\\buntil (?:i|it) bleeds?\\b|\\bje roule de plus en plus vite\\b|\\b(?:tell|thank) (?:the team|everyone)\\b.{0,20}\\bthanks for everything\\b|\\btake (?:good )?care of yourself\\b.{0,0}'),
  concern('concern.fear', '\\b(?:scared|afraid|frightened|terrified) (?:of )?what i (?:might|could|will|would) do\\b|\\bdo not trust myself\\b|\\b(?:miedo|medo) (?:de|do) (?:lo )?que (?:pueda|podria|eu possa|posso) fazer\\b|\\bmiedo de lo que (?:pueda|podria) hacer\\b|\\bpeur de ce que je (?:pourrais|pourrai|vais) faire\\b|\\bangst,? (?:davor,? )?was ich (?:mir )?(?:antun|tun) (?:konnte|werde)\\b|\\bpaura di (?:quello che|cosa) potrei fare\\b'),
  concern('concern.relapse', '\\b(?:used to|i have|had) (?:cut|self harm\\w*|hurt myself|burn myself)\\b.{0,60}\\b(?:urges?|again|coming back|back|tempt\\w*|want to|relaps\\w*)\\b|\\burges? (?:to (?:cut|self harm|hurt myself) )?(?:is |are )?(?:coming back|back|returning)\\b'),
  concern('concern.living', '\\b(?:not sure|do not know|do not think) (?:if |whether )?i want to (?:keep |go on |carry on )?(?:living|live|be alive|go on|be here|exist)\\b|\\bwants? (?:it all|it|everything|the pain|all of it) to (?:stop|end)\\b'),
  concern('concern.self', '\\bi hate (?:myself|who i am)\\b|\\b(?:feel|am) (?:so )?(?:empty|numb|broken)(?: inside)?\\b.{0,40}\\b(?:do not care|all the time|beyond repair|what happens)\\b|\\bdo not care what happens to me\\b|\\bme da igual lo que me pase\\b|\\bme fiche de ce qui m arrive\\b|\\begal,? was mit mir\\b|\\btanto faz o que acontece comigo\\b|\\bnon mi importa cosa mi succede\\b'),
  concern('concern.reckless', '\\b(?:on purpose|deliberately)\\b.{0,40}\\b(?:do not|does not) (?:really )?care\\b|\\b(?:drink|drinking) (?:every night|to (?:numb|forget|feel nothing))\\b|\\bto feel nothing\\b|\\baway from everything,? for good\\b|\\bpretending (?:i am|to be) (?:ok|okay|fine)\\b|\\bgiven up on (?:life|everything|myself)\\b|\\bgive up on (?:life|everything)\\b'),
  concern('concern.more', '\\b(?:do not|can not) see the point any ?more\\b|\\bwhy i (?:even )?(?:bother|try)\\b|\\bcan not keep going\\b|\\bcan not stand (?:myself|who i (?:am|have become))\\b|\\b(?:so|completely|totally) (?:empty|hollow)(?: inside)?\\b|\\bempty inside\\b|\\bwish i could (?:just )?(?:disappear|vanish|stop existing|not exist)\\b|\\bdisappear and never come back\\b|\\b(?:so much|unbearable|constant) (?:emotional )?pain\\b|\\bpain (?:emotionally|is unbearable)\\b|\\b(?:life|everything|my life|it all|existence) (?:has no meaning|is meaningless|is pointless|feels pointless|feels meaningless)\\b|\\bnothing matters\\b|\\bnothing will ever (?:get better|change)\\b|\\bi have given up\\b(?! on (?:the|this|that|my) (?:project|idea|plan|diet|job))|\\b(?:i am|i feel like i am|feel like i am) falling apart\\b|\\bself destructive\\b|\\bdo not want to be here any ?more\\b|\\b(?:easier|better) if i (?:was|were) not (?:around|here)\\b|\\bto numb (?:it|the pain|everything|myself)\\b|\\bstopped eating\\b|\\bi do not (?:really )?care any ?more\\b|\\baway from everything (?:forever|for good)\\b|\\b(?:i am )?(?:really |just |so )?not (?:ok|okay)\\b(?! with)|\\b(?:so|completely|totally) alone\\b|\\bnothing left to give\\b|\\bfailure at life\\b|\\bruin everything\\b|\\bme siento vaci[oa]\\b|\\bje me sens vide\\b|\\bfuhle mich (?:so )?leer\\b|\\bme sinto vazi[oa]\\b|\\bmi sento vuot[oa]\\b|\\bplus (?:le|de) sens\\b'),
  concern('concern.longer', '\\bhow (?:much )?(?:longer|long) i can (?:keep (?:going|this up|doing this)|go on|take (?:it|this)|carry (?:it|this|on)|cope|do this|hold on|last)\\b|\\bwie lange ich (?:das|es|dies) (?:noch )?(?:aushalte|schaffe|ertrage|durchhalte)\\b|\\bcuanto (?:tiempo )?mas (?:voy a )?(?:aguantar|aguanto|puedo)\\b|\\bcombien de temps (?:je vais|je peux) (?:tenir|encore)\\b|\\bquanto tempo (?:mais )?(?:vou )?aguentar\\b|\\bquanto (?:ancora )?(?:potro|posso) (?:resistere|reggere|andare avanti)\\b|\\b(?:no veo|no le veo|no encuentro) (?:la |ninguna )?salida\\b|\\b(?:nao vejo|nao encontro) (?:uma |nenhuma )?saida\\b|\\bje ne vois (?:plus |pas |aucune )?(?:d )?issue\\b|\\bnon vedo (?:una |nessuna )?(?:via d )?uscita\\b|\\bkeinen ausweg\\b|\\b(?:would|d) rather not (?:be here|exist|be alive|wake up|be around)\\b'),
  concern('concern.done', '\\b(?:so )?done with (?:everything|it all|life|all of it)\\b|\\bover (?:life|it all|everything)\\b|\\bfeel like giving up\\b|\\bwant (?:it|everything|the pain) to stop\\b'),
];

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
  '\\b(?:more than i|more often|i have thought|i have been thinking|i think about it|thought about how|i have a plan|yes i am|honestly yes|i am not safe|not safe|not (?:really|very|totally|completely|entirely) safe|not feeling safe|do not feel safe|parfois|a veces|manchmal|as vezes|a volte|schon|claro|ehrlich gesagt)\\b',
];
/** Answers that deny it ("no, just tired"); a denial that also confirms counts as confirming. */
export const DENIES: readonly string[] = [
  '^(?:(?:oh|oh god|god|haha|lol|ha|omg|ah|um|uh|ahh|oh no|gosh|jeez|ma|pero|mais|aber|mas) )?(?:macche|que va|que no+|quatsch|nan|pas du tout|nee|no|nope|nah|not at all|not really|never|of course not|definitely not|absolutely not|certainly not|god no|hell no|no no|non|nein|nao|nada|claro que no|bien sur que non|auf keinen fall|de jeito nenhum|assolutamente no)\\b',
  '\\b(?:alles gut|keine sorge|tranquil[oa]|tranqui|fica tranquil[oa]|rassure toi|no te preocupes|ne t inquiete pas|t inquiete|nao se preocupe|non preoccuparti|do not worry|i am (?:safe|fine|ok|okay|alright|all right)|nothing like that|not like that|not that kind|i meant|just (?:tired|exhausted|venting|stressed|frustrated|burnt out|burned out|need a break|a figure of speech)|estoy bien|je vais bien|mir geht es gut|estou bem|sto bene)\\b',
];
/** A denial that explains what the words were about ("nah, the 'killing myself' was about the gym"). */
export const EXPLAINED_DENIAL: readonly string[] = [
  '\\b(?:forma de hablar|una expresion|une expression|une facon de parler|dampf abgelassen|nur dampf|desabafo|desabafando|sfogo|mi sfogavo|just venting|era per (?:la|il|lo)|era para (?:la|el|a|o)|era pra (?:a|o)|c etait pour (?:la|le)|war (?:fur|wegen) (?:die|den|das)|si riferiva|scherzavo|modo di dire|forma de hablar|manera de hablar|facon de parler|maniere de parler|redewendung|nur so gesagt|modo de dizer|forca de expressao|jeito de falar|was about|were about|i meant|i was talking about|i was referring to|talking about (?:work|the|my)|figure of speech|lot to live for|just hate (?:this|my) job|(?:bad|poor|wrong|terrible|unfortunate) (?:choice of )?words|ich meinte|ich sprach von|quise decir|me referia a|hablaba de|je parlais de|je voulais dire|eu quis dizer|estava falando d|intendevo|parlavo d)\\b',
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
