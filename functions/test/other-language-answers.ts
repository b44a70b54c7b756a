/**
 * Answers ON the step's subject, written in other languages by solo entrepreneurs, for the answer
 * gate: it must hand them to the evaluator (Vertex AI judges them; the offline evaluator says it
 * reads English) rather than stop them as text on another subject. Kept apart from the labelled
 * set, whose other-language answers are all off the subject (a recipe, a match, a walk...).
 * `npm run bench:evaluator` counts how many go through; the gate's tests check the ones that do.
 */
export interface OtherLanguageAnswer {
  stepId: string;
  language: string;
  input: string;
}

export const OTHER_LANGUAGE_ANSWERS: OtherLanguageAnswer[] = [
  {
    stepId: "2",
    language: "Spanish",
    input:
      "Mis clientes son dueños de pequeños restaurantes en Valencia que pierden reservas porque nadie contesta el teléfono durante el servicio. Cada mesa vacía les cuesta unos cuarenta euros y algunos fines de semana pierden más de diez. Ahora apuntan las reservas en una libreta o dejan que salte el contestador, y muchos no vuelven a llamar. Lo sé porque trabajé seis años de camarera y lo vi cada viernes.",
  },
  {
    stepId: "2",
    language: "French",
    input:
      "Les propriétaires de gîtes en Bretagne qui gèrent seuls leurs réservations. Ils passent leurs soirées à répondre aux messages et perdent des réservations quand ils ne répondent pas assez vite, parfois trois cents euros par semaine en haute saison. Aujourd'hui ils utilisent un cahier et trois plateformes différentes, et les doubles réservations arrivent souvent. J'ai tenu un gîte pendant cinq ans et mes voisins me demandent toujours de l'aide.",
  },
  {
    stepId: "6",
    language: "German",
    input:
      "Ich helfe Handwerksbetrieben in München, innerhalb von dreißig Tagen eine eigene Webseite zu haben, über die Kunden direkt Termine buchen können, mit einem festen Paket aus Texten, Fotos und Einrichtung.",
  },
  {
    stepId: "13",
    language: "Italian",
    input:
      "Ciao Marco, sono Giulia, ci siamo conosciute alla fiera di Bologna. Ho visto che il tuo agriturismo ha aperto le prenotazioni online: aiuto piccole strutture a scrivere le descrizioni delle camere. Ti andrebbe una chiamata di dieci minuti giovedì? Se non è il momento, nessun problema.",
  },
  {
    stepId: "13",
    language: "Portuguese",
    input:
      "Olá Ana, sou o Pedro, o fotógrafo que fez as fotos do casamento da tua irmã em junho. Vi que abriste a tua pastelaria no Porto e que as fotos no Instagram ainda são do telemóvel. Posso passar lá na sexta de manhã e fazer cinco fotos dos bolos, sem compromisso? Se não for a altura certa, não há problema.",
  },
  {
    stepId: "17",
    language: "Dutch",
    input:
      "Ik werk van maandag tot en met donderdag van negen tot vijf en beantwoord e-mails binnen één werkdag. Vraagt een klant iets wat niet in de offerte staat, dan stuur ik eerst een aparte offerte voordat ik begin. Extra werk kost vijfenzestig euro per uur. Ik zeg: 'Dat doe ik graag, het valt buiten onze afspraak, dus ik stuur je eerst een prijs.' Dit staat ook in mijn algemene voorwaarden.",
  },
  {
    stepId: "12",
    language: "French",
    input:
      "Je veux gagner 45 000 euros par an. Mes frais (logiciels, assurance, comptable) font environ 5 000 euros, donc il me faut 50 000. Je peux facturer 18 heures par semaine pendant 44 semaines, soit 792 heures : mon minimum est de 63 euros de l'heure. Pour le client, une notice rejetée coûte des mois de retard. Je proposerai le forfait à 1 900 euros, prix fixe.",
  },
];
