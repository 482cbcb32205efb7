/**
 * Everyday English words the typo corrector must leave alone: without them, 'like' would be
 * "corrected" to 'live' and 'cats' to 'chats' just because those happen to be in the knowledge base.
 */
export const COMMON_WORDS: readonly string[] = (
  'remember forget forgot forgotten reach reached done doing happen happened happens mean means meant understand explain '+
  'like love want need know think feel make made take took give gave tell told said say says see seen saw look find found ' +
  'come came go goes went gone keep kept let put run ran try tried use used work works worked call called ask asked ' +
  'help helps show showed write wrote read play played move live lived life living leave left stay open close closed ' +
  'start started stop end ended begin began finish turn bring brought buy bought sell sold send sent hear heard ' +
  'talk talked speak spoke learn learned teach taught watch watched wait waited walk eat ate drink sleep sit stand ' +
  'win won lose lost pay paid spend spent grow grew change changed follow meet met lead led plan plans build built ' +
  'good great best better bad worse worst big small large little long short high low new old young early late ' +
  'easy hard fast slow right wrong true false real sure full empty free same different other another next last ' +
  'first second third own only whole every each both few several enough such nice fine happy sad tired busy ' +
  'time day days week weeks month months year years today tomorrow yesterday tonight morning evening night ' +
  'hour minute moment now later soon always never often sometimes ever already still yet again ago ' +
  'people person man woman men women child children kid kids family friend friends boss mother father wife husband ' +
  'home house room door car city country world place street school job work office money game games team ' +
  'food water coffee tea pizza recipe cook cooking dinner lunch breakfast weather rain sun snow hot cold warm ' +
  'cat cats dog dogs animal animals bird fish horse poem poems story song songs music movie movies book books ' +
  'football soccer sport sports ball match capital country paris london france australia america europe ' +
  'thing things way ways part place case point fact group number problem question answer idea story word words ' +
  'name phone computer laptop internet email picture photo video page screen button link click ' +
  'yes no not maybe please sorry hello bye okay thanks' +
  ' someone anyone everyone nobody something nothing everything somewhere anywhere everywhere ' +
  'who what when where why how which whose whom while until since because though although unless whether ' +
  'without within between among through across after before during under above below near far ' +
  'am is are was were be been being has have had do does did will would can could shall should may might must'
).split(/\s+/).filter(Boolean);
