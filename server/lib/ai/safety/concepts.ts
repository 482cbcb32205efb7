import { memo } from '../text';

/**
 * Concepts: what a message is about, whatever the wording or the language. Each concept is a set
 * of stems in English, Spanish, French, German, Portuguese and Italian, matched at the start of a
 * word over safetyText() (lower case, accents folded, slang spelled out), so "pills", "Tabletten",
 * "pastillas", "comprimidos" and "pillole" are all PILLS, and "saved", "saving", "guardé", "gesammelt",
 * "guardei" and "messo da parte" are all PREPARED. The screen combines concepts (a means, a plan or
 * a time, and the person themselves) instead of listing phrases, and the classifier reads them as
 * features, so a sentence nobody wrote before still shares its concepts with the tuning data.
 */

/**
 * Medicines by name (generic and brand) that people hoard or take in overdose; every language writes
 * them alike. Also part of the screen's substances (lexicon.ts).
 */
export const DRUGS = [
  'sertraline', 'fluoxetine', 'citalopram', 'escitalopram', 'paroxetine', 'amitriptyline', 'nortriptyline', 'quetiapine', 'olanzapine', 'risperidone', 'venlafaxine', 'duloxetine', 'mirtazapine', 'trazodone', 'bupropion',
  'lamotrigine', 'gabapentin', 'pregabalin', 'propranolol', 'alprazolam', 'clonazepam', 'zopiclone', 'temazepam', 'tramadol', 'codeine', 'morphine', 'oxycodone', 'hydrocodone', 'methadone', 'metformin', 'warfarin', 'digoxin',
  'zoloft', 'prozac', 'lexapro', 'wellbutrin', 'lyrica', 'ativan', 'klonopin', 'percocet', 'vicodin', 'nurofen', 'advil', 'panadol', 'co codamol', 'doliprane', 'dafalgan', 'efferalgan', 'paracetamolo', 'ibuprofeno',
  'nolotil', 'metamizol', 'dipirona', 'lorazepan', 'orfidal', 'tranxilium', 'xeplion', 'lexotan', 'tavor',
];

/** Words that only German writes: a message with one of them reads 'die' as its article. */
const GERMAN = '(?:und|ich|nicht|ist|der|sich|einem|einen|wir|uns|auf|bei)';

export const CONCEPTS = {
  /** Means of self-harm. */
  pills: [
    'pills?', 'tablets?', 'meds\\b', 'medication\\w*', 'medicine\\w*', 'antidepressant\\w*', 'anti depressant\\w*', 'painkiller\\w*', 'pain killer\\w*', 'paracetamol', 'tylenol', 'acetaminophen',
    'ibuprofen', 'aspirin\\w*', 'insulin', 'opioid\\w*', 'oxy\\w*', 'fentanyl', 'xanax', 'benzos?\\b', 'diazepam', 'valium', 'lorazepam', 'ambien', 'zolpidem', 'seroquel', 'lithium', 'prescription\\w*', 'sleeping aids?', 'blister pack\\w*', 'pill bottle',
    'pastilla\\w*', 'pildora\\w*', 'somnifero\\w*', 'medicament\\w*', 'medicina\\w*', 'calmante\\w*', 'ansiolitico\\w*', 'antidepresivo\\w*',
    'pilule\\w*', 'comprime\\w*', 'cachets?\\b', 'somnifere\\w*', 'medocs?\\b', 'anxiolytique\\w*',
    'tablette\\w*', 'pille\\w*', 'schlaftablette\\w*', 'medikament\\w*', 'schmerzmittel\\w*', 'beruhigungsmittel\\w*', 'antidepressiva',
    'comprimido\\w*', 'remedio\\w*', 'pilula\\w*', 'cartela\\w*', 'calmante\\w*', 'rivotril', 'clonazepam',
    'pillol\\w*', 'pastigli\\w*', 'sonnifer\\w*', 'farmac[oi]\\b', 'psicofarmac\\w*', 'tachipirina', 'compresse',
    'gocce', 'boccetta', 'my prescription', ...DRUGS,
  ],
  rope: ['belts?\\b', 'scarf', 'cable\\b', 'ligature', 'cinturon', 'bufanda', 'ceinture', 'echarpe', 'gurtel', 'schal\\b', 'cinto\\b', 'cabo\\b', 'cintura\\b', 'sciarpa', 'ropes?\\b', 'noose\\w*', 'cord\\b', 'cuerda\\w*', 'soga\\w*', 'corde\\b', 'nœud coulant', 'noeud coulant', 'seil\\w*', 'strick\\w*', 'schlinge', 'corda\\b', 'cordas\\b', 'forca\\b', 'cappio', 'laccio'],
  gun: [
    'guns?\\b', 'pistols?\\b', 'rifles?\\b', 'firearms?\\b', 'shotguns?\\b', 'revolvers?\\b', 'handguns?\\b', 'glock', 'bullets?\\b', 'ammo\\b', 'ammunition',
    'pistola\\w*', 'escopeta\\w*', 'revolver', 'fusil\\w*', 'pistolet\\w*', 'flingue\\w*', 'waffe\\w*', 'pistole\\w*', 'gewehr\\w*', 'knarre', 'armas? de fogo', 'arma\\b', 'espingarda', 'fucile', 'proiettil\\w*', 'balas?\\b', 'balles?\\b', 'munition\\w*',
  ],
  blade: ['razors?\\b', 'razor blades?', 'blades?\\b', 'box cutter', 'cuchilla\\w*', 'navaja\\w*', 'hoja de afeitar', 'lames?\\b', 'rasoir\\w*', 'klinge\\w*', 'rasierklinge\\w*', 'lamina\\w*', 'gilete', 'navalha\\w*', 'lametta\\w*', 'lamette', 'rasoio'],
  knife: ['knife', 'knives', 'machete', 'cuchillo\\w*', 'couteau\\w*', 'messer\\b', 'faca\\w*', 'coltell\\w*'],
  height: ['ventana del piso', 'piso \\d+', '\\d+(?:o)? piso', '\\d+(?:e|eme) etage', '\\d+ stock', '\\d+(?:o)? andar', '\\d+(?:o)? piano', 'terraco do predio', 'terrazza del palazzo', 'toit de l immeuble', 'dach des (?:hauses|burogebaudes|gebaudes)', 
    'bridges?\\b', 'roof\\w*', 'ledge\\w*', 'cliffs?\\b', 'balcon\\w*', 'top floor', 'top of (?:the|my|a) (?:building|tower|car park|parking)', 'rooftop\\w*', 'overpass', 'the edge\\b', 'tenth floor', '\\d+(?:th|st|nd|rd) floor', 'window ledge', 'pier\\b', 'jetty', 'muelle', 'quai\\b', 'steg\\b', 'pontile', 'cais\\b',
    'puente\\w*', 'azotea\\w*', 'tejado\\w*', 'acantilado\\w*', 'cornisa', 'pont\\b', 'ponts\\b', 'toit\\w*', 'falaise\\w*', 'rebord', 'brucke\\w*', 'dach\\b', 'dachs?\\b', 'balkon\\w*', 'klippe\\w*', 'hochhaus\\w*',
    'ponte\\b', 'telhado\\w*', 'laje\\b', 'penhasco\\w*', 'viaduto', 'viaducto', 'tetto\\w*', 'cornicione', 'scogliera', 'ultimo piano', 'ultimo andar', 'ultimo piso', 'dernier etage', 'obersten stock',
  ],
  tracks: ['bahnsteig\\w*', 'ohne (?:zu )?halt(?:en)?', 'sin parar en (?:esta|la) estacion', 'sans s arreter', 'sem parar na estacao', 'senza fermarsi', 'train platform', 'station platform', 'next (?:train|one) (?:is not|does not|will not) stop\\w*', 'train tracks?', 'railway\\w*', 'rail tracks?', 'railroad', 'the tracks', 'platform edge', 'oncoming train', 'vias del tren', 'via del tren', 'voies? ferree\\w*', 'les rails', 'gleis\\w*', 'bahngleis\\w*', 'trilhos?\\b', 'linha do trem', 'binari\\w*'],
  poison: ['bleach', 'antifreeze', 'rat poison', 'poison\\w*', 'carbon monoxide', 'exhaust fumes', 'charcoal', 'lejia', 'veneno\\w*', 'javel', 'mort aux rats', 'giftig\\w*', 'rattengift', 'gift\\b', 'veleno', 'candeggina', 'agua sanitaria'],
  water: ['walk(?:ing)? (?:out )?into (?:the )?(?:sea|ocean|river|lake|tide|water|waves)', 'the tide', 'can not swim', 'in den (?:see|fluss|meer)', 'kann nicht schwimmen', '(?:al|en el) (?:mar|rio|lago)\\b', 'no se nadar', 'dans (?:la|le) (?:mer|riviere|seine|lac)', 'ne sais pas nager', '(?:no|pro) (?:mar|rio|lago)\\b', 'nao sei nadar', 'nel (?:mare|fiume|lago)', 'non so nuotare', 'drown\\w*', 'into the (?:sea|ocean|river|lake)', 'ahogarme', 'me noyer', 'noyade', 'ertrinken', 'ertranken', 'afogar\\w*', 'annegar\\w*'],

  /** Traffic: a bus, a train, a car crash. */
  traffic: ['in front of (?:a|the) (?:bus|train|truck|lorry|car|tram|traffic)', 'into (?:the )?(?:traffic|oncoming)', 'crash(?:ing)? (?:the|my) car', 'central reservation', 'look like an accident', 'delante (?:de un|del) (?:autobus|camion|tren|coche)', 'devant (?:un|le) (?:bus|train|camion)', 'vor (?:einen|den|die) (?:bus|zug|lkw|strassenbahn)', 'na frente (?:de um|do) (?:onibus|caminhao|trem|carro)', 'sotto (?:un|il) (?:treno|autobus|camion)', 'parezca un accidente', 'comme un accident', 'wie ein unfall', 'pareca (?:um )?acidente', 'sembri un incidente'],
  /** Looking up how. */
  method: ['research\\w* (?:methods?|how|ways)', 'reserch\\w*', 'looking up (?:how|ways|methods)', 'look(?:ed)? up (?:how|ways|methods)', 'search\\w* (?:online |the internet )?(?:for )?(?:how|ways|methods)', 'how to do it', 'without (?:it )?(?:hurting|pain)', 'painless', 'will not fail', 'buscando (?:en internet )?como', 'busque como', 'sin que duela', 'recherche\\w* comment', 'sans douleur', 'gesucht,? wie', 'recherchiert', 'ohne schmerzen', 'pesquis\\w*', 'sem dor', 'cercat\\w* (?:su internet )?(?:come|qual)', 'senza dolore', 'metodo per (?:morire|farla)'],
  /** Putting affairs in order. */
  settling: ['gave (?:away )?my (?:cat|dog|pets?|kitten|puppy|plants|guitar|things)(?: away)? to', 'regal(?:e|ado) (?:mi|mis) (?:gato|perro|gata|perra|cosas)', 'dei (?:o )?(?:meu|minha) (?:cachorr[oa]|gat[oa]|cao)', 'ho dato (?:via )?(?:il mio|la mia) (?:gatt[oa]|cane)', 'j ai donne mon (?:chat|chien)', '(?:meine katze|meinen hund) (?:weggegeben|abgegeben|verschenkt)', 'passwords? (?:in|for|are|to)', 'contrasenas? (?:del banco|en)', 'mots de passe', 'passworter', 'senhas? do banco', 'password (?:della banca|del conto)', 'will is (?:signed|done|ready|written)', 'testamento (?:firmado|hecho|assinado|pronto|firmato)', 'testament (?:signe|unterschrieben|gemacht)', 'everything is (?:sorted|arranged|in order|organi[sz]ed)', '(?:deje|dejado) todo (?:organizado|arreglado|en orden)', 'deixei tudo (?:organizado|arrumado|certo)', 'j ai tout (?:organise|range|regle)', 'ho sistemato tutto', 'alles (?:ist )?(?:geregelt|vorbereitet|erledigt)', 'life insurance', 'insurance (?:clears|pays out|payout|will pay)', 'policy pays out', 'seguro de vida', 'assurance vie', 'lebensversicherung', 'assicurazione (?:sulla|vita)', 'carencia', 'handover note', 'who gets my', 'auto verkauft', 'vendi (?:el|mi) coche', 'vendu ma voiture', 'vendi (?:o|meu) carro', 'venduto la macchina', 'music for my funeral', 'planned my funeral', '(?:done|made|wrote) a will', 'cancel(?:l?ed|l?ing) (?:everything|all|my)', 'sold (?:my|all my) (?:things|stuff|car|belongings)', 'updated my will', 'wrote (?:up )?my will', 'run without me', 'manage without me', 'written up (?:all )?my', 'ended my lease', 'gave notice on', 'said my goodbyes', 'cancele (?:todo|todas)', 'he cancelado', 'vendi (?:mis|todas|minhas)', 'me despedi', 'resilie', 'dit au revoir', 'vendu mes', 'gekundigt', 'verkauft', 'verabschiedet', 'cancelei', 'mandei mensagem de despedida', 'me despedi', 'disdetto', 'venduto le mie', 'salutato'],
  /** Car exhaust, gas: the car running shut in. */
  exhaust: ['closed garage', 'garage (?:is )?closed', 'not turning (?:the engine|it) off', 'engine on\\b', 'motor (?:encendido|en marcha) en el garaje', 'moteur allume dans le garage', 'motor (?:lauft|an) in der garage', 'motor ligado na garagem', 'motore acceso in garage', 'hose ?pipe', 'hose\\b', 'car (?:is )?running', 'engine (?:is )?running', 'windows (?:are )?(?:up|shut|closed)', 'garage door (?:is )?(?:shut|closed|down)', 'in the garage with', 'gas (?:oven|stove) on', 'manguera', 'motor (?:en marcha|encendido)', 'tuyau', 'moteur (?:allume|tourne)', 'schlauch', 'motor (?:lauft|an)\\b', 'mangueira', 'motor ligado', 'tubo di gomma', 'motore acceso'],
  /** Fire and fuel. */
  fire: ['acid\\b', 'acido', 'acide', 'saure', 'petrol', 'gasoline', 'lighter fluid', 'torch\\w*', 'set (?:it |him |her |them |the \\w+ )?(?:on )?fire', 'burn (?:it|him|her|them|the house|his|her|their) ?(?:down)?', 'gasolina', 'prender fuego', 'quemar(?:le|la|lo)?', 'essence\\b', 'bidon', 'mettre le feu', 'benzin\\w*', 'anzunden', 'feuer legen', 'incendiar\\w*', 'tocar fogo', 'benzina', 'dare fuoco', 'incendi\\w*'],
  /** Blunt or improvised weapons. */
  blunt: ['hammer', 'baseball bat', 'a bat\\b', 'the bat\\b', 'crowbar', 'iron bar', 'a bar\\b', 'screwdriver', 'wrench', 'machete', 'axe\\b', 'martillo', 'bate\\b', 'barra\\b', 'destornillador', 'marteau', 'batte', 'barre de fer', 'tournevis', 'hache', 'hammer\\b', 'baseballschlager', 'brecheisen', 'schraubenzieher', 'axt\\b', 'martelo', 'taco\\b', 'chave de fenda', 'machado', 'martello', 'mazza', 'spranga', 'cacciavite', 'ascia'],
  /** Acts towards the means. */
  jump: ['jump\\w*', 'leap\\w*', 'throw(?:ing)? myself', 'step(?:ping)? off', 'fall(?:ing)? off', 'let myself fall', 'saltar\\w*', 'tirarme', 'me tiro', 'lanzarme', 'me lanzo', 'sauter', 'saute', 'me jeter', 'me jette', 'springen', 'springe\\b', 'spring\\b', 'runterspringen', 'werfe mich', 'pular', 'pulo\\b', 'me jogar', 'me jogo', 'saltare', 'salto\\b', 'buttarmi', 'mi butto', 'lanciarmi', 'mi lancio'],
  hang: ['hang(?:ing)? myself', 'hanged myself', 'colgarme', 'ahorcarme', 'me pendre', 'mich erhangen', 'aufhangen', 'aufzuhangen', 'me enforcar', 'impiccarmi', 'mi impicco'],
  cut: ['been cutting', 'i cut\\b', 'cut (?:my )?wrists?', 'slit\\w*', 'opened my veins', 'ouvert les veines', 'abierto las venas', 'pulsadern aufgeschnitten', 'abri os pulsos', 'tagliat\\w* le vene', 'cut(?:ting)? (?:myself|my (?:arms?|wrists?|legs?|thighs?|skin))', 'cut(?:ting)? again', 'can not stop cutting', 'started cutting', 'cutting (?:again|tonight|every)', 'did my (?:arms?|thighs?|legs?|wrists?)', 'cutter', 'burn(?:ed|ing|t)? myself', 'scratch(?:ed|ing)? (?:myself|my (?:arms?|skin|legs?))', 'hit(?:ting)? myself', 'punch(?:ed|ing)? (?:myself|walls?)', 'me corte', 'quemandome', 'me queme', 'me quemo', 'me brule', 'brulee?\\b', 'me suis (?:encore )?(?:coupee?|brulee?|scarifiee?)', 'geschnitten', 'rumgeschnitten', 'mich verbrannt', 'mich geritzt', 'ritzen', 'me cortei', 'me queimei', 'me queimo', 'mi sono (?:tagliat[oa]|bruciat[oa])', 'mi brucio', 'cut (?:really |too |so )?deep', 'cuts? on my (?:arms?|wrists?|legs?)', 'slit\\w* my', 'cortarme', 'me corto', 'cortandome', 'las venas', 'me couper', 'me scarifi\\w*', 'les veines', 'mich ritzen', 'ritze mich', 'schneide mich', 'pulsadern', 'me cortar', 'me corto', 'cortando os pulsos', 'os pulsos', 'tagliarmi', 'mi taglio', 'le vene', 'i polsi'],

  /** On purpose, again, worse than before. */
  deliberate: ['on purpose', 'deliberately', 'again', 'deeper', 'worse than (?:usual|before|last time)', 'more than (?:usual|before)', 'a proposito', 'adrede', 'otra vez', 'mas hondo', 'mas profundo', 'expres', 'encore', 'plus profond', 'absichtlich', 'wieder', 'tiefer', 'de proposito', 'de novo', 'outra vez', 'mais fundo', 'apposta', 'di nuovo', 'ancora', 'piu profond\\w*'],
  /** The day or the place already chosen. */
  chosen: ['tonight is the night', 'today is the day', 'hoy es el dia', 'esta noche es la noche', 'c est (?:ce soir|aujourd hui) (?:le jour|la nuit)?', 'heute ist der tag', 'heute nacht ist es soweit', 'hoje e o dia', 'oggi e il giorno', 'stanotte e la notte', 'picked (?:a |the |my )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)', '(?:escolhi|elegi|escogi) (?:o |el )?(?:domingo|sabado|lunes|segunda|viernes|sexta|dia \\d+)', 'j ai choisi (?:dimanche|samedi|vendredi|le \\d+)', '(?:sonntag|samstag|freitag) (?:ausgesucht|gewahlt)', 'ho scelto (?:domenica|sabato|venerdi|il \\d+)', '(?:a|einen|un|uma|um) plan(?:o)? (?:und|and|y|et|e) (?:ein |a |une |uma |una )?(?:datum|date|fecha|data)', 'ich habe mich entschieden', 'me decidi', 'j ai decide', 'eu decidi', 'ho deciso', '(?:escolhi|elegi|choisi|scelto|ausgesucht|gewahlt) (?:o|el|le|il|den) (?:dia|jour|giorno|tag)', 'the plan is (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)', 'that is when', 'ahi es cuando', 'c est la que', 'da mache ich', 'e quando', 'e allora che', 'set (?:an|the|my) alarm', 'puse (?:el|la) (?:alarma|despertador)', 'mis le reveil', 'wecker gestellt', 'coloquei o despertador', 'messo la sveglia', 'picked (?:a|the|my) (?:new )?(?:date|day|place|spot|time)', 'chose(?:n)? (?:a|the) (?:date|day|place|spot)', 'set the date', 'the plan is set', 'plan is (?:set|ready|in place)', 'it is (?:happening|decided)', 'know (?:which|the) (?:bridge|place|spot|way|day)', 'train times', 'when it passes', 'escogi (?:el|la)', 'elegi (?:el|la)', 'ya tengo (?:el dia|fecha|el lugar)', 'j ai choisi (?:le|la)', 'la date est', 'ausgesucht', 'ist es soweit', 'es ist soweit', 'steht fest', 'escolhi o (?:dia|lugar)', 'ja escolhi', 'ho scelto (?:il|la)', 'ho deciso (?:il|la|quando)'],
  /** Getting ready. */
  /** Kept back over time: saved, hoarded, counted, hidden. */
  hoarded: [
    'sav(?:e|ed|ing) (?:up|them|it|my|all|the)', 'stockpil\\w*', 'hoard\\w*', 'collect(?:ed|ing)', 'count(?:ed|ing) (?:them|my|the|out)', 'set aside', 'put(?:ting)? (?:aside|away)', 'kept (?:them|aside)', 'keeping (?:them|aside)', 'hid(?:den|e|ing)?\\b', 'stash\\w*', 'enough (?:now|to|of them)', 'lined up', 'laid out', 'built up',
    'guardad\\w*', 'guarde\\b', 'guardo\\b', 'guardando', 'junt(?:e|ando|ado)\\b', 'acumul\\w*', 'escond\\w*', 'ahorrad\\w*', 'garde\\w*', 'mis de cote', 'cache\\b', 'caches\\b', 'cachee?s\\b', 'j ai cache', 'accumul\\w*', 'economis\\w*',
    'gesammelt', 'gehortet', 'versteckt', 'aufgehoben', 'zur seite gelegt', 'aufgespart', 'guardei', 'juntei', 'escondi', 'guardando', 'juntando', 'acumulei', 'messo da parte', 'mess[ie] da parte', 'nascost\\w*', 'conservat\\w*', 'accumulat\\w*', 'tenute da parte',
  ],
  /** Got hold of: bought, ordered. */
  acquired: [
    'bought', 'purchased', 'ordered', 'picked up', 'got (?:a|the|myself|some|hold)', 'researched', 'looked up', 'googl\\w*', 'tested',
    'compre\\b', 'he comprado', 'conseg\\w*', 'achete\\w*', 'commande\\w*', 'procure\\w*', 'gekauft', 'besorgt', 'bestellt', 'comprei', 'consegui', 'encomendei', 'comprat\\w*', 'procurat\\w*', 'ordinat\\w*',
  ],
  /** At hand, set up, ready. */
  athand: ['around (?:my|the) neck', 'alrededor del cuello', 'autour du cou', 'um den hals', 'no pescoco', 'al collo', 'standing on a chair', 'on a chair with', 'in the bath', 'en la banera', 'dans le bain', 'in der badewanne', 'na banheira', 'nella vasca', 'in a glass', 'into a glass', 'in a box', 'under my bed', 
    'ready\\b', 'prepared', 'sorted out', 'loaded', 'tied', 'in my (?:hand|hands|pocket|drawer|bag|car|lap)', 'right (?:here|next to me|in front of me)', 'next to me', 'in front of me', 'on (?:my|the) (?:desk|table|nightstand|bed|counter)', 'holding (?:it|them|the)', 'i have (?:them|it|the \\w+) (?:here|now|ready|with me)',
    'preparad\\w*', 'listo\\b', 'listas?\\b', 'cargad[oa]', 'en la mano', 'aqui (?:conmigo|delante)', 'tengo (?:las|el|la|los|una|un) .{0,20}(?:aqui|conmigo|listo|lista|preparad)', 'prepare\\w*', 'pret\\b', 'prete\\b', 'charge\\b', 'dans ma main', 'devant moi', 'a cote de moi',
    'bereit\\b', 'vorbereitet', 'geladen', 'in der hand', 'vor mir', 'neben mir', 'liegen (?:hier|bereit|vor mir)', 'liegt (?:hier|bereit|vor mir)', 'preparei', 'pront[oa]s?\\b', 'carregad[oa]', 'na mao', 'na minha frente', 'do meu lado', 'preparat\\w*', 'carico\\b', 'in mano', 'davanti a me', 'accanto a me',
  ],
  /** Carried on the person, brought along. */
  carrying: ['dabei\\b', 'bei mir\\b', 'sur moi\\b', 'conmigo', 'comigo', 'con me\\b', 'on me\\b', 'with me\\b', 'in my (?:bag|pocket|car|backpack|jacket|coat|boot|trunk)', 'brought', 'bringing', 'llevo\\b', 'traigo', 'j apporte', 'mitgebracht', 'mitnehmen', 'trouxe', 'levo\\b', 'porto\\b', 'in macchina', 'en el coche', 'dans la voiture', 'im auto', 'no carro'],
  /** Standing or sitting somewhere now. */
  present: ['legs (?:over|dangling|outside|hanging)', 'piernas (?:fuera|colgando)', 'jambes dans le vide', 'beine (?:baumeln|hangen|uber)', 'pernas (?:pra|para) fora', 'gambe (?:fuori|penzoloni|nel vuoto)', '(?:past|over|other side of) the (?:railing|fence|barrier)', 'passei da grade', 'del otro lado de la barandilla', 'de l autre cote de la rambarde', 'uber das gelander', 'oltre la ringhiera', 'scavalcato la ringhiera', 'am bahnsteig', 'sentad[oa] en la ventana', 
    'i am (?:actually |now |already |just )?(?:on|at|up on|standing|sitting|out on|on top)', 'look(?:ing)? down', 'to (?:na|no|em cima)\\b', 'na beira', 'al borde', 'au bord', 'am rand', 'sul bordo', 'je suis monte\\w*', 'guardando giu', 'sto guardando', 'typing this from', 'standing (?:on|at)', 'sitting (?:on|at)', 'up here', 'looking down', 'here on', 'estoy en', 'estoy (?:de pie|sentad[oa])', 'aqui arriba', 'je suis sur', 'je suis (?:au|en haut|debout|assis)', 'ici en haut',
    'ich stehe', 'ich bin auf', 'ich sitze', 'hier oben', 'estou no', 'estou na', 'estou em cima', 'aqui em cima', 'sono sul', 'sono sulla', 'sono in cima', 'qui sopra', 'mi trovo',
  ],
  /** Soon, or a moment chosen. */
  time: [
    'tonight', 'today', 'tomorrow', 'this (?:weekend|week|evening|afternoon|morning|time)', 'right now', 'soon', 'later', 'in an? (?:hour|few hours)', 'after (?:work|the|this|my|everyone|they|christmas|friday|monday|tuesday|wednesday|thursday|saturday|sunday)',
    '(?:on|until|till|before|after|by) (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday)', 'until (?:morning|tomorrow|next week)', 'by (?:friday|monday|tomorrow|the weekend|morning|christmas|the end)', 'next (?:week|weekend|friday|monday)', 'at midnight', 'at \\d+ ?(?:am|pm)\\b', 'the date', 'the day',
    'esta noche', 'hoy\\b', 'manana', 'este fin de semana', 'el viernes', 'el lunes', 'ahora mismo', 'pronto', 'ce soir', 'cette nuit', 'aujourd hui', 'demain', 'ce week end', 'vendredi', 'tout a l heure', 'bientot',
    'heute\\b', 'morgen\\b', 'heute nacht', 'heute abend', 'am wochenende', 'freitag', 'gleich\\b', 'bald\\b', 'hoje\\b', 'amanha', 'esta noite', 'hoje a noite', 'sexta', 'fim de semana', 'logo\\b',
    'stasera', 'stanotte', 'oggi\\b', 'domani', 'venerdi', 'questo fine settimana', 'fra poco', 'tra poco', 'presto\\b',
  ],
  /** Alone and unwatched: when nobody can stop it. */
  unwatched: ['(?:nobody|no one) knows (?:i am|where i am)', 'quando dormono tutti', 'cuando duerman todos', 
    '(?:everyone|everybody|they|the kids|my (?:wife|husband|partner|parents|family|roommate)) (?:is|are) (?:asleep|sleeping|away|out|gone)', 'when (?:everyone|everybody|they) (?:sleeps?|goes? to (?:bed|sleep)|leaves?)', 'nobody (?:will|would) (?:find|notice|stop|miss)', 'no one (?:will|would) (?:find|notice|stop|miss)', 'nobody is (?:home|here|around)', 'no one is (?:home|here|around)',
    'cuando (?:todos|todo el mundo) (?:duerm\\w*|se vaya\\w*)', 'nadie me (?:va a )?(?:encontrar|parar)', 'quand tout le monde dort', 'personne ne (?:me )?trouvera', 'wenn alle schlafen', 'niemand wird mich finden', 'quando (?:todos|todo mundo) (?:dormir\\w*|estiver dormindo)', 'ninguem vai me achar', 'quando tutti dormono', 'nessuno mi trovera',
  ],
  /** Ending, leaving, saying goodbye. */
  final: ['i will be gone', 'i am ready$', 'bye$', 'letters explain', 'escribi las cartas', 'ecrit les lettres', 'briefe geschrieben', 'escrevi as cartas', 'scritto le lettere', 'eu me vou', 'me voy para siempre', 'je m en vais pour de bon', 'scheduled (?:my )?(?:emails?|messages?) to go out', 
    'goodbye', 'farewell', 'last (?:message|time|night|day|goodbye|words|one)', 'final (?:message|goodbye|night|words)', 'letters? (?:to|for)', 'notes? (?:to|for)', 'wrote (?:\\w+ ){0,3}(?:a )?(?:notes?|letters?)\\b', 'my will\\b', 'testament', 'giv(?:e|ing|en) away', 'gave away', 'will not need', 'not need (?:them|it|anything) any ?more',
    '(?:letters?|notes?|lettres?|cartas?|briefe?|lettere) (?:are|is|sont|est|estan|estao|sind|ist|sono) (?:\\w+ )?(?:written|ready|ecrite?s?|pretes?|escritas?|listas|prontas|geschrieben|fertig|scritte?|pronte)',
    'no voy a estar (?:mas )?aqui', 'nao vou (?:mais )?estar (?:mais )?aqui', 'non saro piu qui', 'werde nicht mehr (?:da|hier) sein', 'not be here (?:any ?more|tomorrow|on|after|by|next)',
    'brauch\\w* (?:\\w+ ){0,3}nicht mehr', 'no (?:lo|los|las|la) voy a necesitar', 'n en aurai plus besoin', 'nao vou (?:mais )?precisar', 'non mi serv(?:e|ira|iranno) piu', 'despidiendome', 'me estoy despidiendo',
    'made (?:my )?peace', 'sorry for everything', 'take care of (?:my|the) (?:dog|cat|kids|pets?)', 'look after (?:my|the) (?:dog|cat|kids|pets?)', 'will not be (?:here|around|alive|a problem|a burden)', 'not be here (?:for|by|after|next)', 'it (?:will|is going to) (?:all )?be over', 'one way or another', 'for good\\b', 'no more pain', 'no going back',
    'my passwords', 'insurance (?:policy|money)', 'when i am gone', 'once i am gone', 'after i am gone', 'before i go', 'forgive me', 'remember me',
    'despedida', 'despedirme', 'me despido', 'adios', 'ultim[oa] (?:mensaje|vez|noche)', 'cartas? (?:a|para|de despedida)', 'ya no estare', 'no estare', 'perdonadme', 'perdoname', 'regal(?:e|ado|ando) (?:mis|todas)',
    'adieu\\w*', 'dernier (?:message|soir)', 'derniere (?:fois|nuit|lettre)', 'lettres? (?:a|pour|d adieu)', 'ne serai plus', 'pardonnez moi', 'donne (?:mes|toutes)',
    'abschied\\w*', 'letzte (?:nachricht|mal|nacht)', 'briefe? (?:an|fur)', 'nicht mehr da', 'verzeiht mir', 'verschenk\\w*', 'testament',
    'despedida', 'ultima (?:mensagem|vez|noite)', 'cartas? (?:para|de despedida)', 'nao estarei', 'me perdoem', 'doei (?:minhas|tudo)',
    'addio', 'ultim[oa] (?:messaggio|volta|notte)', 'letter[ae] (?:a|per|d addio)', 'non ci saro', 'perdonatemi', 'regalato (?:le|tutte)',
  ],
  /** Doing "it": the act left unnamed. */
  act: ['mache ich schluss(?! mit)', 'schluss machen(?! mit)', 'acabo com isso', 'acabar com isso (?:hoje|hoje a noite|amanha|esta noite)', 'lo termino (?:hoy|esta noche)', 'j en finis', 'la finisco', 'j ai tout prepare', 'tengo todo (?:preparado|listo)', 'lo tengo todo', 'ho (?:gia )?preparato tutto', 'ich habe alles vorbereitet', 'hab alles vorbereitet', 'preparei tudo', 'i have (?:everything|it all) (?:ready|prepared|planned)', 'c est fini', 'ce sera fini', 'es ist vorbei', 'tudo pronto', 'esta tudo pronto', 'everything is (?:ready|in place|sorted|set)', 'todo listo', 'tout est pret', 'alles (?:ist )?bereit', 'tutto pronto', 'lo hago', 'je le fais', 'lo faccio', 'eu faco', 'mache ich es', 'do it\\b', 'it is going to be (?:tonight|today|tomorrow|this|on|the|next|soon)', 'have (?:everything|what) i need', 'tengo (?:todo )?lo que necesito', 'j ai (?:tout )?ce qu il (?:me )?faut', 'habe alles,? was ich brauche', 'tenho (?:tudo )?o que preciso', 'ho (?:tutto )?quello che mi serve', 'sera (?:el|este|esta|mañana|manana|hoy)', 'ce sera (?:ce|demain|vendredi)', 'did it\\b', 'doing it\\b', 'go(?:ing)? through with it', 'lo (?:voy a )?hac\\w*', 'hacerlo', 'le faire', 'je le fais', 'mache es', 'es tun', 'fazer isso', 'vou fazer', 'lo faccio', 'farlo'],
  /** Fiction, study and news: crisis words about someone else's story. */
  fiction: ['novel', 'character', 'film\\b', 'movie', 'book\\b', 'story', 'script', 'series', 'episode', 'documentary', 'podcast', 'article', 'essay', 'history', 'lecture', 'play\\b', 'poem', 'song\\b', 'news\\b', 'novela', 'pelicula', 'libro', 'roman\\b', 'livre', 'buch\\b', 'livro', 'filme'],
  /** Given up on living. */
  giveup: ['done with (?:life|living|it all|everything|this life)', 'given up on (?:life|living|everything)', 'tired of (?:living|being alive|existing)', 'harto de vivir', 'cansad[oa] de vivir', 'fatigue de vivre', 'lebensmude', 'cansad[oa] de viver', 'stanc[oa] di vivere', 'ho chiuso con la vita'],
  /** Dying, death, killing oneself, in words. */
  death: [
    // English 'die' after a subject or a modal; German writes its article 'die' everywhere.
    `die\\b(?!.*\\b${GERMAN}\\b)(?<!\\b${GERMAN}\\b.*)`, 'dying', 'dead\\b', 'death', 'suicid\\w*', 'kill myself', 'end (?:it|my life|things|everything|myself)', 'ending (?:it|my life|things)', 'not wake up', 'never wake up', 'sleep(?:ing)? forever', 'done with (?:life|living)', 'will not be (?:here|around|alive) (?:for|by|at|on) (?:christmas|new year|my birthday|the holidays|next \\w+|the weekend|summer|the wedding)', 'better off dead', 'want to go to sleep and not wake', 'rather (?:be dead|not exist|not be alive)', 'not (?:be )?alive', 'stop existing', 'cease to exist', 'end my suffering',
    'morir\\w*', 'muerte', 'muert[oa]', 'matarme', 'suicid\\w*', 'acabar con (?:todo|mi vida)', 'quitarme la vida', 'no despertar', 'mourir', 'mort\\b', 'morte\\b', 'me tuer', 'en finir', 'mettre fin', 'ne (?:plus|pas) me reveiller',
    'sterben', 'sterbe\\b', 'tod\\b', 'tot\\b', 'umbringen', 'umzubringen', 'suizid\\w*', 'selbstmord\\w*', 'nicht mehr aufwachen', 'leben (?:zu )?beenden', 'schluss machen', 'morrer', 'morte', 'me matar', 'acabar com (?:tudo|a minha vida|minha vida)', 'tirar (?:a )?minha vida', 'nao acordar',
    'morire', 'morto', 'uccidermi', 'ammazzarmi', 'farla finita', 'la faccio finita', 'faccio finita', 'togliermi la vita', 'non svegliarmi',
  ],
  /** Swallowed or taken: an act already done. */
  taken: ['double (?:the )?dose', 'doble de la dosis', 'doppia dose', 'deux fois mon traitement', 'doppelte dosis', 'dose dupla', 'misturei', 'mezcle', 'mixed', 'melange', 'gemischt', 'mescolat\\w*', 'tomarme', 'acabo de tomar', 'started taking', 'taking (?:them|the \\w+) one by one', 'one by one', 'crushed (?:up )?', 'tragad[oa]', 'se (?:ha )?tragado', 'ingerido', 'bebido', 'avale\\w*', 'a avale', 'verschluckt', 'getrunken', 'engoliu', 'ingoiat\\w*', 
    'took', 'taken', 'swallowed', 'downed', 'necked', 'popped', 'ate\\b', 'drank', 'injected', 'just had', 'tome\\b', 'me tome', 'me he tomado', 'he tomado', 'trague', 'tragado', 'avale\\w*', 'pris\\b', 'j ai pris', 'geschluckt', 'genommen', 'eingenommen',
    'tomei', 'engoli', 'ingeri', 'preso\\b', 'ho preso', 'ingoiat\\w*', 'ingerit\\w*', 'bevuto',
  ],
  quantity: [
    'all\\b', 'whole', 'entire', 'every (?:one|pill|tablet)', 'a bunch', 'bunch of', 'a lot of', 'lots of', 'too many', 'way too many', 'handful', 'the rest', 'a bottle', 'the bottle', 'two boxes', 'packs?\\b', 'boxes', 'box of', 'strip', '\\d{2,} ', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'a hundred',
    'todas?\\b', 'todos\\b', 'el frasco', 'la caja', 'un punado', 'muchas', 'toute la', 'tous les', 'toutes les', 'la boite', 'plein de', 'une poignee', 'alle\\b', 'ganze\\w*', 'packung', 'schachtel', 'eine handvoll', 'viele',
    'a load of', 'loads of', 'a ton of', 'una caja', 'entera?\\b', 'entero\\b', 'inteir[oa]', 'entiere?\\b', 'une boite', 'eine packung', 'una scatola', 'una confezione', 'boccetta', 'flacone',
    'toda a', 'todos os', 'a cartela', 'a caixa', 'um monte', 'muitos', 'muitas', 'tutte', 'tutti', 'intera', 'la scatola', 'un sacco', 'una manciata', 'molte',
  ],
  /** Things a small child swallows. */
  ingestible: ['button batter\\w*', 'batter(?:y|ies)\\b', 'magnets\\b', 'detergent', 'cleaning (?:product|liquid|fluid)', 'dishwasher tablet\\w*', 'washing (?:pod|capsule)s?', 'pila de boton', 'pilas?\\b', 'pile bouton', 'knopfzelle', 'bateria', 'batteria', 'lejia', 'javel'],
  /** Alcohol, with pills or alone in large amounts. */
  alcohol: ['alcohol', 'booze', 'whisky', 'whiskey', 'vodka', 'wine', 'gin\\b', 'rum\\b', 'beers?', 'drunk', 'cachaca', 'tequila', 'schnaps', 'wodka', 'vino\\b', 'vinho', 'bebida', 'alcool', 'botella', 'bouteille', 'flasche', 'garrafa', 'bottiglia'],
  /** Bodily danger now. */
  body: ['sleepy', 'drowsy', 'very sleepy', 'muy dormid[oa]', 'somnolent', 'schlafrig', 'sonolent[oa]', 'assonnat[oa]', 'can not feel my (?:legs|arms|hands|feet)', 'no siento las piernas', 'sens plus mes jambes', 'spure meine beine nicht', 'nao sinto as pernas', 'non sento le gambe', 'a lot of blood', 'feel faint', 'went too far', 'saigne', 'sangra', 'blutet', 'sangrando', 'sanguina', 'fever', 'fiebre', 'fievre', 'fieber', 'febre', 'febbre', 
    'sudo freddo', 'tremo\\b', 'trembl\\w*', 'temblando', 'tout tourne', 'todo da vueltas', 'tudo rodando', 'gira tutto', 'rodando',
    'faint\\w*', 'passed out', 'pass out', 'black(?:ed)? out', 'collaps\\w*', 'dizz\\w*', 'heart (?:is )?(?:racing|pounding|skipping|doing|hurts|beating)', 'chest (?:pain|hurts|is tight)', 'throwing up', 'vomit\\w*', 'numb\\b', 'shaking', 'can not feel', 'can not stand up', 'blurry', 'going dark', 'schwarz vor (?:den )?augen', 'vision (?:is )?going (?:black|dark)', 'sleepy', 'drowsy', 'weird', 'burning', 'will not stop bleeding', 'it will not stop', 'stitches', 'so deep', 'really deep', 'too deep',
    'blood\\w*', 'bleed\\w*', 'unconscious', 'seizure', 'desmay\\w*', 'mareo\\w*', 'mareada?', 'vomit\\w*', 'sangr\\w*', 'corazon', 'evanoui\\w*', 'malaise', 'vertige\\w*', 'vomi\\w*', 'sang\\b', 'coeur', 'ohnmacht\\w*', 'umgekippt', 'schwindel\\w*', 'erbrech\\w*', 'blut\\w*', 'herz\\w*',
    'desmai\\w*', 'tontura\\w*', 'vomit\\w*', 'sangue', 'coracao', 'svenut\\w*', 'svengo', 'vertigin\\w*', 'vomit\\w*', 'cuore',
  ],
  /** Signs of a medical emergency: stroke, anaphylaxis, heart attack, a poison swallowed. */
  acute: ['(?:bee|wasp|hornet) sting', 'stung by', 'me pico (?:una|un) (?:abeja|avispa)', 'picad[oa] por (?:uma|um) (?:abelha|vespa)', 'pique par (?:une|un) (?:abeille|guepe)', 'von einer (?:biene|wespe) gestochen', 'punto (?:da )?(?:un ape|una vespa)', 'mi ha punto un ape', 'throat (?:is )?(?:closing|swelling|tight)', 'tongue (?:is )?swell\\w*', 'lips (?:are )?swell\\w*', '(?:cara|lengua) (?:se me )?(?:esta )?hinchando', 'se me (?:esta )?hinchando', 'garganta (?:ta |esta )?fechando', 'rosto (?:ta |esta )?inchando', 'rosto inchou', 'reacao alergica', 'reaccion alergica', 'reaction allergique', 'allergische reaktion', 'reazione allergica', 'mi si (?:sta )?(?:chiude|gonfia\\w*) la gola', 'gola si (?:sta )?gonfi\\w*', 'gorge (?:qui )?(?:se )?(?:serre|gonfle)', 'hals schwillt', 'no tengo mi (?:inyector|epipen)', 'epipen', 'me cuesta (?:tragar|respirar)', 'dificuldade (?:pra|para) respirar', 'respiro male', 'cara torcida', 'boca (?:torta|torcida)', 'visage de travers', 'gesicht (?:hangt|ist schief)', 'rosto torto', '(?:viso|bocca) storta?', 'no puede hablar bien', 'nao consegue (?:falar|levantar o braco)', 'no puede levantar el brazo', 'ne peut plus (?:parler|lever le bras)', 'kann (?:den arm nicht (?:mehr )?heben|nicht mehr sprechen)', 'non riesce a (?:parlare|alzare il braccio)', 'krampfanfall', 'krampft', 'zuckt am boden', 'convulsion\\w*', 'convulsiona\\w*', 'convulsioni', 'crise d epilepsie', 'ataque epilepti\\w*', 'crisi epilettica', 'zusammengebrochen', 'reagiert nicht(?: mehr)?', 'no reacciona', 'ne reagit (?:plus|pas)', 'nao reage', 'non reagisce', '(?:pregnant|incinta|embarazada|enceinte|schwanger|gravida)\\b.{0,40}\\b(?:bleed\\w*|sangr\\w*|sangue|saign\\w*|blut\\w*|perdendo (?:tanto )?sangue)', 'keine luft', 'lippen (?:werden|sind|sind ganz|laufen) blau', 'labios (?:se (?:me )?(?:estan )?poniendo |estan )?(?:morados|azules)', 'levres (?:deviennent |sont )?bleues', 'labios (?:estao )?(?:roxos|azuis)', 'labbra (?:sono |stanno diventando )?(?:blu|viola)', 'not moving', 'is not moving', 'no se mueve', 'ne bouge plus', 'bewegt sich nicht', 'nao se mexe', 'non si muove', 'bleeding from (?:his|her|the|my) head', 'head (?:injury|wound)', 'bone (?:is )?sticking out', '(?:bent|twisted) (?:the wrong way|strangely|in a weird way)', 'clutching (?:his|her|my) chest', 'jaw (?:hurts|pain)', 'gone (?:grey|gray|pale)', 'heat ?stroke', 'stopped sweating', 'wheez\\w*', 'asthma attack', 'inhaler', 'lips (?:feel |are |going )?numb', 'reacting (?:badly )?to (?:the|my|a) (?:new )?(?:medication|meds|pills)', 'allergic shock', 'allergischen schock', 'choque anafilactico', 'choc anaphylactique', 'shock anafilattico', 'kriegt keine luft', 'bekommt keine luft', 'no puede respirar', 'ne peut (?:pas|plus) respirer', 'nao consegue respirar', 'non riesce a respirare', 'epilep\\w*', 'crisi epilettica', 'crise d epilepsie', 'anfall', 'convulsao', 'convulsion\\w*', 'lost consciousness', 'perso i sensi', 'perdi (?:os sentidos|a consciencia)', 'perdu connaissance', 'bewusstsein verloren', 'perdi el conocimiento', 'sto per svenire', 'can barely stand', 'lower right (?:side|stomach|abdomen)', 
    'can not (?:move|feel|lift) (?:my )?(?:\\w+ )?(?:arm|leg|side|face|hand)', 'one side of (?:my|his|her) (?:body|face)', 'face (?:is )?droop\\w*', 'slurr\\w*', 'speech is (?:weird|strange|funny|wrong)', 'talking (?:funny|strangely|weird)', 'throat (?:is )?(?:closing|swelling|tight)', '(?:lips|tongue|face) (?:and \\w+ )?(?:is |are )?swell\\w*', 'swelling up', 'epi ?pen', 'anaphyla\\w*', 'allergic reaction',
    'pressure (?:on|in) (?:my|the) chest', 'crushing (?:pain|pressure)', 'cold sweat', 'arm (?:is )?(?:tingling|numb)', 'left arm', 'worst headache', 'sudden (?:severe )?headache', 'can not see (?:properly|out of)', 'lost (?:my )?vision', 'seeing (?:spots|flashing)', 'drank (?:some )?(?:bleach|descaler|cleaner|antifreeze|detergent)', 'throat (?:is )?burning', 'not breathing', 'turning blue', 'seizure', 'fitting\\b', 'convuls\\w*',
    'no puede mover', 'un lado del cuerpo', 'habla raro', 'boca torcida', 'garganta (?:se me )?(?:cierra|hincha)', 'labios hinchados', 'presion en el pecho', 'sudor frio', 'brazo izquierdo', 'peor dolor de cabeza', 'ne peut plus bouger', 'un cote du corps', 'parle bizarrement', 'gorge (?:qui )?(?:se )?(?:ferme|gonfle)', 'levres gonflent', 'oppression', 'sueur froide', 'bras gauche',
    'nicht mehr bewegen', 'eine seite', 'sprache (?:ist )?(?:ganz )?verwaschen', 'hals (?:schwillt|brennt|zu)', 'lippen schwellen', 'druck auf der brust', 'kalter schweiss', 'linker arm', 'kribbelt', 'schlimmste kopfschmerz\\w*', 'entkalker', 'nao consigo mexer', 'um lado do corpo', 'fala enrolada', 'garganta fechando', 'labios inchando', 'pressao no peito', 'suor frio', 'braco esquerdo', 'pontos brilhantes', 'rosto inchado', 'gravida',
    'non riesco a muovere', 'un lato del corpo', 'parla strano', 'gola (?:si )?(?:chiude|gonfia)', 'labbra gonfie', 'pressione al petto', 'sudore freddo', 'braccio sinistro',
  ],
  /** Not eating, purging: eating-disorder emergencies. */
  starving: [
    'not eat(?:en|ing)', 'have not eaten', 'stopped eating', 'no food', 'eaten nothing', 'nothing (?:to eat|but water|except water)', 'only water', 'starv\\w* myself', 'purg\\w*', 'laxative\\w*', 'making myself (?:sick|throw up|vomit)', 'make myself (?:sick|throw up|vomit)', 'fasting', '\\d+ ?(?:kg|kilos?|lbs?|pounds)\\b', 'bmi',
    'no (?:he )?com(?:o|ido)', 'sin comer', 'dejado de comer', 'laxante\\w*', 'provoco el vomito', 'ne mange (?:plus|rien)', 'pas mange', 'rien mange', 'laxatif\\w*', 'me faire vomir', 'nichts gegessen', 'esse nichts', 'esse nicht mehr', 'abfuhrmittel', 'kotze', 'erbreche mich',
    'esse seit .{0,25}nichts', 'seit .{0,25}nichts (?:mehr )?gegessen', 'no (?:he )?comido (?:nada )?(?:en|desde)', 'je ne mange (?:plus|rien)', 'n ai (?:rien|pas) mange', 'nao como (?:nada )?(?:ha|faz|desde)', 'non mangio (?:da|niente|nulla)', 'not eaten (?:anything )?(?:in|for|since)',
    'nao como', 'sem comer', 'parei de comer', 'nao comi', 'laxante\\w*', 'me fazer vomitar', 'non mangio', 'senza mangiare', 'smesso di mangiare', 'lassativ\\w*', 'mi faccio vomitare', 'vomitare apposta',
  ],
  /** Injuries and assault, done by someone. */
  injured: ['split lip', 'labbro spaccato', 'labio partido', 'levre fendue', 'aufgeplatzte lippe', 'labio cortado', 'shaking (?:them|him|her|the baby|the twins)', 'cigarette burns', 'burns (?:her|him|me) with', 'kicking (?:the|my) door', 'trying to (?:break|get) in', 'restraining order', 'orden de alejamiento', 'ordonnance de protection', 'kontaktverbot', 'medida protetiva', 'ordine restrittivo', 'trancou', 'me enferme', 'm a enfermee?', 'me encerro', 'eingesperrt', 'mi ha chiuso', 'rinchius\\w*', 'threatening to (?:throw|hurt|kill|burn)', 'amenaza con', 'menace de', 'droht (?:mir|mich)', 'ameaca (?:me|jogar)', 'minaccia di', 
    'bruis\\w*', 'black eye', 'marks on (?:my|her|his)', 'burns on (?:my|her|his)', 'broke my (?:arm|nose|ribs?|wrist|jaw)', 'broken (?:arm|nose|ribs?)', 'strangl\\w* (?:me|her|him|my)', 'chok(?:ed|es|ing) me', 'hands? (?:around|round|on) my (?:neck|throat)', 'grabbed me (?:by|and)', 'pushed me', 'shoved me', 'pinned me', 'dragged me', 'touch(?:es|ed|ing) (?:her|him|me) (?:and|when|at night|there|inappropriately|under)', 'keep it (?:a )?secret', 'would not let me (?:leave|go)', 'will not let me (?:leave|go)', 'does not let me (?:leave|go)', 'hid my (?:keys|phone|passport)', 'takes my (?:phone|passport|keys) so',
    'moraton\\w*', 'ojo morado', 'marcas de (?:golpes|dedos|beliscao|cigarro|cinturon)', 'cheio de marcas', 'llena? de marcas', 'quemaduras', 'me rompio', 'me estrangulo', 'me agarro', 'me empujo', 'le pega', 'les pega', 'no me deja (?:salir|ir)', 'des bleus', 'couverte? de bleus', 'marques de coups', 'm a (?:cass|etrangl|pouss|frapp)\\w*', 'etrangle\\w*', 'me laisse pas (?:partir|sortir)', 'cache mes cles',
    'blaue flecken', 'blauer fleck', 'gewurgt', 'schlagt (?:meine|mich|ihn|sie)', 'lasst mich nicht (?:gehen|raus)', 'olho roxo', 'braco roxo', 'hematoma', 'quebrou meu', 'me enforcou', 'me estrangulou', 'me empurrou', 'bate na', 'bate no', 'nao deixa eu (?:ir|sair)', 'lividi', 'livido', 'mani al collo', 'mi ha rotto', 'mi ha spinto', 'non mi lascia (?:uscire|andare)',
  ],
  /** Revenge, getting even. */
  revenge: ['people who (?:wronged|hurt|humiliated) me', 'a list of (?:the )?people', 'hit list', 'kill list', 'how i would hurt', 'not going to laugh', 'no se va a reir mas', 'ne rira plus', 'wird nicht mehr lachen', 'nao vai mais rir', 'non ridera piu', 'make (?:him|her|them|everyone|the whole \\w+|all of them|my \\w+) (?:pay|suffer|regret|feel)', 'make sure (?:he|she|they) never', 'what (?:he|she|they) deserves?', 'get (?:back at|even with)', 'teach (?:him|her|them) a lesson', 'will not walk away', 'hacer(?:le|les)? pagar', 'lo que se merece', 'vengar\\w*', 'faire payer', 'ce qu (?:il|elle) merite', 'venger', 'bezahlen lassen', 'was (?:er|sie) verdient', 'rache', 'fazer (?:ele|ela)? ?pagar', 'o que (?:ele|ela) merece', 'vingar', 'far(?:gliela)? pagare', 'quello che si merita', 'vendicar\\w*'],
  /** Lying in wait for someone. */
  waiting: ['je sais qu (?:elle|il) prend', 'je sais ou (?:elle|il)', 'j y serai', 'sei onde (?:ele|ela)', 'se donde (?:vive|esta|estaciona|trabaja)', 'weiss,? wo (?:er|sie)', 'so dove (?:abita|parcheggia|lavora)', 'know (?:his|her|their) (?:commute|route|schedule)', 'know what time (?:he|she|they) leaves?', 'warte mit', 'vor (?:seiner|ihrer) (?:wohnung|tur|haustur|haus)', 'wait(?:ing)? for (?:him|her|them|my \\w+(?: \\w+)?) (?:outside|at|after|when|in)', 'outside (?:his|her|their) (?:place|house|flat|work|office|school)', 'sitting outside', 'i know where (?:he|she|they|his|her|their)', 'timing when', 'found (?:his|her|their) (?:new )?address', 'lo espero', 'la espero', 'a la salida', 'je l attends', 'sa nouvelle adresse', 'warte (?:auf|vor)', 'weiss,? wo (?:er|sie) wohnt', 'vou esperar', 'espero (?:ele|ela)', 'aspetto', 'sotto casa', 'so dove abita'],
  /** A child or a third person who is the victim. */
  child: ['the twins', 'my (?:little )?cousin', 'nanny', 'babysitter', 'stepmum', 'stepmom', 'mother in law', 'suegra', 'belle mere', 'schwiegermutter', 'sogra', 'suocera', 'mio figlio', 'mia figlia', 'mi hija', 'mi hijo', 'meu filho', 'minha filha', 'mein sohn', 'meine tochter', 'my (?:daughter|son|kids?|child|children|baby|little (?:brother|sister)|brother|sister|pupils?|students?)', '(?:her|his) (?:dad|father|mum|mom|mother|stepdad)', 'hij[oa]\\b', 'hermanit?[oa]', 'nin[oa]\\b', 'ma fille', 'mon fils', 'enfant', 'tochter', 'sohn', 'kind\\b', 'filh[oa]\\b', 'menin[oa]', 'crianca', 'figli[oa]', 'bambin[oa]', 'mia sorella', 'mio fratello', 'la mia allieva', 'il mio alunno'],
  /** Violence done to someone. */
  violence: ['run (?:\\w+ ){1,4}off the road', 'passar com o carro por cima', 'atropelar', 'atropellar\\w*', 'ecraser avec (?:la|ma) voiture', 'uberfahren', 'investir\\w* con la macchina', 'pousse dans l escalier', 'je la pousse', 'je le pousse', 'push (?:\\w+ ){0,3}(?:down the stairs|off|in front of)', 'throw acid', 'partir\\w* la (?:cabeza|cara|boca)', 'romper\\w* la (?:cara|cabeza)', 'abschlacht\\w*', 'dar um tiro', 'sparo\\b', 'spar(?:are|ero)', 'stech\\w*', 'clav\\w* (?:el|un) cuchillo', 'le clavo', 'no se va a reir', 'ne va plus rire', 'tirar acido', 
    'kill\\w*', 'murder\\w*', 'stab\\w*', 'shoot\\w*', 'shot\\b', 'strangl\\w*', 'chok\\w*', 'smother\\w*', 'beat\\w*', 'hit\\b', 'hits\\b', 'hitting', 'punch\\w*', 'slap\\w*', 'kick\\w*', 'hurt\\w*', 'harm\\w*', 'attack\\w*', 'bleed\\b', 'suffer\\b', 'pay for (?:this|it|what)', 'run (?:him|her|them) over', 'set fire', 'burn (?:down|his|her|their)', 'poison\\w*',
    'matar\\w*', 'mato\\b', 'apunal\\w*', 'disparar\\w*', 'pegar\\w*', 'golpe\\w*', 'hacer dano', 'reventar\\w*', 'tuer\\b', 'tue\\b', 'poignard\\w*', 'frapp\\w*', 'buter', 'flinguer', 'blesser', 'umbringen', 'toten', 'erstechen', 'abstechen', 'erschiessen', 'verletzen', 'verprugeln', 'schlagen', 'abknallen',
    'esfaque\\w*', 'machucar', 'atirar', 'bater\\b', 'espancar', 'uccider\\w*', 'uccido', 'ammazz\\w*', 'accoltell\\w*', 'sparar\\w*', 'sparo\\b', 'picchi\\w*', 'fare del male',
  ],
  /** Resolve or intention (future, first person). */
  intent: [
    'going to', 'i will', 'i am going', 'i want to', 'planning', 'plan to', 'plan is', 'i have a plan', 'decided', 'made up my mind', 'ready to', 'about to', 'intend\\w*', 'tempted', 'swear', 'i am doing it', 'i will do it', 'do it', 'going through with it',
    'voy a', 'quiero', 'lo voy a hacer', 'lo hare', 'decidi\\w*', 'tengo (?:un|el) plan', 'je vais', 'je veux', 'je le ferai', 'decide\\b', 'j ai un plan', 'ich werde', 'ich will', 'ich mache es', 'entschieden', 'einen plan',
    'vou\\b', 'quero', 'vou fazer', 'decidi\\b', 'tenho um plano', 'voglio', 'lo faccio', 'ho deciso', 'ho un piano', 'faro\\b',
  ],
  /** Another person, as a target. */
  person: [
    'him\\b', 'her\\b', 'them\\b', 'someone', 'somebody', 'everyone', 'everybody', 'all of them', 'that (?:guy|woman|man|bitch|bastard|idiot|prick)',
    '(?:my|his|her|our|the|that) (?:boss|manager|supervisor|team lead|coworkers?|co workers?|colleagues?|wife|husband|partner|cofounder|co founder|business partner|family|kids|baby|child|children|son|daughter|mother|father|mom|mum|dad|stepfather|stepdad|neighbou?rs?|ex|boyfriend|girlfriend|roommate|flatmate|brother|sister|employees?|staff|landlord|teacher|classmates?|director|ceo|client|customer)',
    '[a-z]+ from (?:accounting|sales|hr|marketing|finance|it|legal|engineering|work|the office|ops|support|payroll|procurement)',
    '(?:a|al|a la) (?:jefe|jefa|companer[oa]|vecin[oa]|ex|esposa|esposo|marido|herman[oa])', 'mi (?:jefe|jefa|companer[oa]|ex|vecin[oa])', '(?:mon|ma) (?:patron|chef|cheffe|collegue|voisine?|ex|mari|femme)',
    '(?:meinen|meine|meinem|den|die|dem) (?:chef|chefin|kollegen|kollegin|nachbarn|ex|mann|frau)', '(?:meu|minha|o|a) (?:chefe|colega|vizinh[oa]|ex|marido|esposa)', '(?:il mio|la mia|il|la) (?:capo|collega|vicin[oa]|ex|marito|moglie)', '\\b(?:lo|la|le|li)\\b', 'ihn\\b', 'ihm\\b', 'mi (?:cunad[oa]|suegr[oa]|padrastro|madrastra|novi[oa]|marido|mujer)', 'mio (?:cognato|suocero)', 'mon (?:beau frere|voisin|pote)', 'meu (?:cunhado|sogro)',
  ],
  /** Distress (each alone is ordinary; together, or with not existing, they call for a check-in). */
  hopeless: ['never (?:going to )?get better', 'will never get better', 'nothing (?:will|is going to) (?:change|get better)', 'no way (?:out|forward)', 'pointless', 'meaningless', 'no (?:hope|future)', 'hopeless', 'what (?:is|s) the point', 'no tiene sentido', 'sin esperanza', 'no tengo futuro', 'a quoi bon', 'sans espoir', 'pas d avenir', 'hoffnungslos', 'sinnlos', 'keine zukunft', 'sem esperanca', 'nao tenho futuro', 'senza speranza', 'non ho futuro'],
  worthless: ['worthless', 'a failure', 'a burden', 'hate myself', 'not good enough', 'una carga', 'un fracaso', 'un fardeau', 'je ne vaux rien', 'nichts wert', 'eine last', 'versager\\w*', 'um peso', 'um fracasso', 'un peso', 'un fallimento'],
  trapped: ['trapped', 'no escape', 'atrapad[oa]', 'pris au piege', 'gefangen', 'ausweglos', 'sem saida', 'intrappolat[oa]'],
  drained: ['exhausted', 'breaking point', 'end of my rope', 'falling apart', 'can not (?:cope|go on|keep going)', 'agotad[oa]', 'no puedo mas', 'epuise\\w*', 'je craque', 'je n en peux plus', 'erschopft', 'kann nicht mehr', 'esgotad[oa]', 'nao aguento', 'sfinit[oa]', 'esaust[oa]', 'non ce la faccio'],
  empty: ['empty', 'numb\\b', 'hollow', 'feel nothing', 'vaci[oa]', 'vide\\b', 'leer\\b', 'vazi[oa]', 'vuot[oa]'],
  alone: ['all alone', 'so alone', 'nobody (?:understands|cares)', 'no one (?:understands|cares)', 'completely alone', 'nadie me entiende', 'personne ne (?:comprend|me comprend)', 'ganz allein', 'niemand versteht', 'ninguem (?:entende|me entende)', 'nessuno (?:capisce|mi capisce)'],
  crying: ['crying (?:every|all|in the)', 'cry (?:every|myself to sleep)', 'lloro (?:cada|todos)', 'je pleure (?:tous|chaque)', 'chorando (?:escondid|todo)', 'piango (?:ogni|tutti)'],
  /** Not being there: others better off. */
  nonexist: ['better (?:off )?(?:if|when) i (?:am|was|were) not', 'better without me', 'mejor sin mi', 'mieux sans moi', 'besser ohne mich', 'melhor sem mim', 'meglio senza di me'],
  /** For oneself, not for anyone else. */
  forself: ['for me\\b', 'for myself', 'on myself', 'para mi\\b', 'para mim', 'pour moi', 'fur mich', 'per me\\b', 'contra mi', 'contre moi', 'gegen mich', 'contra mim', 'contro di me'],
  /** Ordinary purposes that explain a means away: climbing ropes, prescribed pills, a rooftop party. */
  innocent: [
    'baseball', 'softball', 'cricket', 'retir\\w*',
    'climb\\w*', 'camping', 'hiking', 'sailing', 'boat', 'hunting', 'hunt\\b', 'shooting range', 'range\\b', 'gun club', 'licen[cs]e', 'clay', 'target practice', 'paintball', 'nerf', 'water gun', 'airsoft',
    'prescri\\w*', 'doctor', 'gp\\b', 'pharmac\\w*', 'refill', 'headache', 'migraine', 'cold\\b', 'flu\\b', 'allerg\\w*', 'vitamin\\w*', 'supplement\\w*', 'remind me', 'reminder', 'before bed', 'before (?:i go to )?sleep', 'avant de dormir', 'antes de dormir', 'vor dem schlafen\\w*', 'prima di dormire', 'with dinner', 'with breakfast', 'with food', 'as usual', 'every (?:morning|night|day)', 'daily', 'routine', 'dosage', 'the vet', 'my dog s', 'for the dog',
    'kitchen', 'cooking', 'shav\\w*', 'diving board', 'pool', 'trampoline', 'bungee', 'parachut\\w*', 'skydiv\\w*', 'jump rope', 'long jump', 'high jump', 'ski jump', 'jumping jacks', 'box jumps?',
    'party', 'terrace', 'rooftop bar', 'view', 'sunset', 'photos?', 'pictures?', 'repair\\w*', 'gutter\\w*', 'antenna', 'solar', 'leak\\w*', 'tiles', 'fix(?:ing)? the', 'inspection', 'office', 'nice\\b', 'beautiful', 'amazing', 'lovely', 'gorgeous', 'fun\\b', 'enjoy\\w*', 'reading', 'picnic', 'fishing', 'swim\\w*', 'surf\\w*', 'phones?\\b', 'laptops?\\b', 'computers?\\b', 'ipad', 'browser', 'devices?\\b', 'app\\b', 'apps\\b', 'screens?\\b', 'bridge club', 'restaurant', 'bar\\b', 'drinks', 'bbq', 'barbecue', 'wedding', 'tour\\b', 'concert', 'festival', 'game\\b', 'video game', 'movie', 'film\\b', 'book\\b', 'novel', 'story', 'character', 'script', 'play\\b', 'podcast', 'series', 'episode', 'essay', 'history', 'documentary', 'lecture', 'class\\b', 'course',
    'escalada', 'escalar', 'acampada', 'caza\\b', 'receta', 'medico', 'dolor de cabeza', 'fiesta', 'terraza', 'vistas', 'escalade', 'chasse', 'ordonnance', 'medecin', 'mal de tete', 'fete', 'terrasse', 'vue\\b', 'klettern', 'jagd', 'rezept', 'arzt', 'kopfschmerz\\w*', 'feier', 'party', 'terrasse', 'aussicht', 'escalada', 'caca\\b', 'receita', 'dor de cabeca', 'festa', 'terraco', 'vista\\b', 'arrampicata', 'caccia', 'ricetta', 'mal di testa', 'festa', 'terrazza', 'panorama',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Concept = keyof typeof CONCEPTS;

const compiled = (Object.entries(CONCEPTS) as [Concept, readonly string[]][]).map(([concept, stems]) => ({ concept, regex: new RegExp(`\\b(?:${stems.join('|')})`, 'g') }));

/** The concepts one text (already through safetyText and figure removal) is about, with where they occur. */
export const conceptsOf = memo(4000, (text: string): Map<Concept, number[]> => {
  const found = new Map<Concept, number[]>();
  for (const { concept, regex } of compiled) {
    regex.lastIndex = 0;
    const at: number[] = [];
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      at.push(match.index);
      if (match[0].length === 0) regex.lastIndex += 1;
    }
    if (at.length > 0) found.set(concept, at);
  }
  return found;
});

/** Means of self-harm, whichever. */
export const MEANS: readonly Concept[] = ['pills', 'rope', 'gun', 'blade', 'height', 'tracks', 'poison', 'water', 'traffic'];

/** The ordinary purposes of concepts.innocent as one pattern, for the screen's phrase rules. */
export const INNOCENT = `\\b(?:${CONCEPTS.innocent.join('|')})`;

/** Concepts that name a risk: without one, the classifier alone may ask (a check-in), never decide a crisis. */
export const RISK_CONCEPTS: readonly Concept[] = [...MEANS, 'knife', 'jump', 'hang', 'cut', 'death', 'final', 'unwatched', 'taken', 'starving', 'body', 'violence', 'giveup', 'act', 'exhaust', 'fire', 'blunt', 'chosen', 'traffic', 'method', 'settling', 'alcohol', 'acute', 'injured', 'revenge', 'waiting'];
export const FICTION = `\\b(?:${CONCEPTS.fiction.join('|')})`;
