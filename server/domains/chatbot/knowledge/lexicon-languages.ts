/**
 * The product's words in Spanish, French, German, Portuguese and Italian, folded onto the English
 * words the knowledge base uses, so a question in another language shares features with the
 * English examples ('¿cuánto cuesta?' reads as 'price'). Keys are normalised (lower case, no accents).
 * Words that are also common English words with another meaning are left out.
 */
export const PHRASES_OTHER_LANGUAGES: Record<string, string> = {
  'mot de passe': 'password',
  'iniciar sesion': 'signin',
  'inicio de sesion': 'signin',
  'se connecter': 'signin',
  'me connecter': 'signin',
  'fazer login': 'signin',
  'fazer o login': 'signin',
  'forma de pago': 'payment method',
  'formas de pago': 'payment method',
  'metodos de pago': 'payment method',
  'moyen de paiement': 'payment method',
  'moyens de paiement': 'payment method',
  'formas de pagamento': 'payment method',
  'metodi di pagamento': 'payment method',
  'tarjeta de credito': 'creditcard',
  'carte bancaire': 'creditcard',
  'carte de credit': 'creditcard',
  'cartao de credito': 'creditcard',
  'carta di credito': 'creditcard',
  'rendez vous': 'session',
  'no funciona': 'problem',
  'ne marche pas': 'problem',
  'ne fonctionne pas': 'problem',
  'funktioniert nicht': 'problem',
  'nao funciona': 'problem',
  'non funziona': 'problem',
  'authentification unique': 'sso',
  'buenos dias': 'hello',
  'buenas tardes': 'hello',
  'buenas noches': 'hello',
  'guten tag': 'hello',
  'guten morgen': 'hello',
  'bom dia': 'hello',
  'boa tarde': 'hello',
  'muchas gracias': 'thanks',
  'vielen dank': 'thanks',
  'servicio al cliente': 'support',
  'service client': 'support',
};

const words = (canonical: string, list: string): [string, string][] => list.split(' ').map((word) => [word, canonical]);

export const SYNONYMS_OTHER_LANGUAGES: Record<string, string> = Object.fromEntries([
  ...words('price', 'precio precios cuesta cuestan costo coste cuanto prix coute couter tarif tarifs combien preis preise kosten kostet wieviel preco precos custa quanto prezzo prezzi'),
  ...words('billing', 'factura facturas facturacion facture factures facturation rechnung rechnungen abrechnung fatura faturas cobranca fattura fatture recibo'),
  ...words('payment', 'pago pagos pagar paiement payer zahlung zahlen bezahlen pagamento pagamenti'),
  ...words('subscription', 'suscripcion abonnement abo assinatura abbonamento'),
  ...words('cancel', 'cancelar annuler kundigen stornieren disdire absagen'),
  ...words('refund', 'reembolso reembolsar devolucion rembourser rembourse remboursement ruckerstattung erstattung rimborso rimborsare'),
  ...words('trial', 'prueba essai testphase probezeit teste'),
  ...words('free', 'gratis gratuit gratuite kostenlos kostenlose gratuito gratuita'),
  ...words('coach', 'coachs entrenador entraineur'),
  ...words('find', 'buscar encontrar chercher trouver suchen finden procurar cercare trovare'),
  ...words('book', 'reservar agendar reserver buchen prenotare'),
  ...words('session', 'sesion sesiones seance seances sitzung termin termine sessao sessoes sessione sessioni cita citas'),
  ...words('reschedule', 'reprogramar verschieben deplacer remarcar spostare riprogrammare'),
  ...words('goal', 'meta metas objetivo objetivos objectif objectifs ziel ziele obiettivo obiettivi'),
  ...words('progress', 'progreso progres progression fortschritt fortschritte progresso'),
  ...words('calendar', 'calendario calendrier kalender'),
  ...words('message', 'mensaje mensajes nachricht nachrichten mensagem mensagens messaggio messaggi'),
  ...words('video', 'videollamada videochiamata videoanruf videochamada visio visioconference'),
  ...words('camera', 'camara kamera'),
  ...words('data', 'datos donnees daten dados dati'),
  ...words('privacy', 'privacidad confidencialidad confidentialite confidentiel confidentielle confidentielles datenschutz privacidade riservatezza'),
  ...words('delete', 'eliminar borrar supprimer effacer loschen excluir apagar eliminare'),
  ...words('account', 'cuenta compte konto conta'),
  ...words('download', 'descargar telecharger herunterladen baixar scaricare'),
  ...words('export', 'exportar exporter exportieren esportare'),
  ...words('therapy', 'terapia therapie terapeuta therapeute therapeut psicologo psychologue psychologe'),
  ...words('language', 'idioma idiomas lengua langue langues sprache sprachen lingua lingue'),
  ...words('speak', 'habla hablan hablen hablar parler parle parlez sprechen spricht falar fala falam parlare parla'),
  ...words('mobile', 'movil celular telefono handy telemovel cellulare telefonino'),
  ...words('app', 'aplicacion appli anwendung aplicativo aplicacao applicazione'),
  ...words('hello', 'hola buenas bonjour bonsoir salut coucou servus ola oi ciao buongiorno salve'),
  ...words('thanks', 'gracias merci danke dankeschon obrigado obrigada grazie'),
  ...words('help', 'ayuda aide aider hilfe helfen ajuda aiuto'),
  ...words('support', 'soporte suporte kundenservice kundendienst supporto assistenza'),
  ...words('organization', 'empresa empresas entreprise societe unternehmen azienda compania'),
  ...words('employee', 'empleados empleado employes mitarbeiter mitarbeitern funcionarios colaboradores dipendenti'),
  ...words('invite', 'invitar inviter einladen convidar invitare'),
  ...words('team', 'equipo equipe squadra'),
  ...words('problem', 'problema problemas probleme fehler erreur'),
  ...words('change', 'cambiar changer andern mudar trocar cambiare'),
  ...words('different', 'otro otra autre anderen anderer andere outro outra altro altra'),
  ...words('new', 'nuevo nueva nouveau nouvelle neuen neue novo nova nuovo nuova'),
  ...words('resource', 'recursos ressources ressourcen risorse articulos artikel articoli'),
  ...words('earn', 'ganancias ganar gagner revenus verdienen einnahmen ganhos ganhar guadagnare guadagni'),
  ...words('recording', 'grabacion grabar enregistrement enregistrer aufnahme aufzeichnung gravacao gravar registrazione'),
  ...words('human', 'personne mensch pessoa'),
  ...words('forgot', 'olvide olvidado oublie vergessen esqueci dimenticato'),
  ...words('platform', 'plataforma plateforme plattform piattaforma'),
  ...words('feature', 'funciones funcionalidades fonctionnalites funktionen funzioni'),
  ...words('ai', 'ia ki'),
  ...words('signin', 'anmelden einloggen anmeldung connexion acceder acceso accedere accesso'),
]);

/** Function words of those languages: like English stopwords, they say nothing about the topic. */
export const STOPWORDS_OTHER_LANGUAGES: readonly string[] = (
  // Spanish
  'el la los las un una unos unas del al y o en con por para que es son mi mis tu su sus como cual donde cuando puedo puede quiero hay lo le se te nos este esta esto eso ' +
  // French (elided articles come out of normalisation as single letters)
  'les une des de du d l j c qu je il elle nous vous mon ma mes ton ta tes sa ses et ou au aux avec pour par qui quoi est sont ce cet cette ne pas puis peux veux ' +
  // German
  'der die das den dem ein eine einen einem einer und oder im auf mit fur zu ist sind ich du er sie wir ihr mein meine meinen mich mir wie wo kann konnen mochte gibt bitte ' +
  // Portuguese
  'os um uma do da dos das em na meu minha meus minhas eu posso ' +
  // Italian
  'il lo gli di della mio mia miei mie io voglio ci'
).split(' ');
