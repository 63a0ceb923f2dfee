import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";
import { dutchSentence, germanSentence } from "./tone";

/**
 * German (and Dutch) duties of roles whose ESCO description and ISCO unit's sentences leave out what
 * makes the role (as ./nurse-management.ts for nursing managers): they come first, in their order. A
 * role is the requirement occupation of its country rows (requirements/country-requirements.json), so
 * the title that names it brings its duties. Sentences are marked for the tone (./tone.ts).
 */
interface GermanRoleDuties {
  occupation: string;
  /** the duties' language: German unless "nl" (marked as ./tone.ts's dutchSentence reads them) */
  language?: "nl";
  countries: string[];
  duties: string[];
  /** a title that matches leads with these instead (a Chefarzt heads the department the Oberarzt works in) */
  head?: { title: RegExp; duties: string[] };
}

const GERMAN_ROLE_DUTIES: GermanRoleDuties[] = [
  /**
   * An Oberarzt/Oberärztin is a Facharzt/Fachärztin to whom the medical responsibility for a part or
   * function of a department is handed (TV-Ärzte/VKA § 16 Ä3, Marburger Bund): supervises and trains
   * the Assistenzärzte in their Weiterbildung and covers the Rufbereitschaft/Hintergrunddienst
   * (BERUFENET 'Facharzt/-ärztin'). ESCO's specialised doctor and the unit's sentences name none of it.
   * A Chefarzt/Chefärztin leads the department, its Oberärzte and Assistenzärzte.
   */
  {
    occupation: "senior-doctor",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^tragen die fachärztliche Verantwortung für Diagnostik und Therapie in ~Ihrem Bereich.",
      "Sie ^leiten Assistenzärztinnen und Assistenzärzte an, ^prüfen ihre Befunde und ^begleiten ihre Weiterbildung.",
      "Sie ^übernehmen Rufbereitschaften und Hintergrunddienste.",
    ],
    head: {
      title: /chefärzt|chefarzt/i,
      duties: [
        "Sie ^leiten die Abteilung medizinisch und organisatorisch und ^tragen die fachärztliche Gesamtverantwortung.",
        "Sie ^führen das Team der Oberärztinnen, Oberärzte, Assistenzärztinnen und Assistenzärzte und ^verantworten die ärztliche Weiterbildung.",
      ],
    },
  },
  /**
   * Elektroniker/innen für Automatisierungstechnik plan, program (SPS), commission and maintain
   * automated plants and find their faults (BERUFENET 'Elektroniker/in für Automatisierungstechnik');
   * ESCO's automation engineering technician names the systems, not the controllers.
   */
  {
    occupation: "automation-electronics-technician",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^programmieren und ^konfigurieren speicherprogrammierbare Steuerungen (SPS) für automatisierte Anlagen.",
      "Sie ^nehmen Automatisierungssysteme in Betrieb, ^warten sie und ^beheben Störungen.",
    ],
  },
  /**
   * Customer service (BERUFENET 'Kaufmann/-frau für Dialogmarketing', 'Kundenberater/in'): enquiries
   * by phone, e-mail and chat, and complaints (Reklamationen), which ESCO's description leaves out.
   */
  {
    occupation: "customer-service",
    countries: ["DE", "AT", "CH"],
    duties: ["Sie ^nehmen Reklamationen und Beschwerden entgegen und ^finden mit der Kundschaft eine Lösung."],
  },
  /**
   * A radiographer in the Netherlands (medisch beeldvormings- en bestralingsdeskundige,
   * MBB'er; radiodiagnostisch laborant): the Besluit opleidingseisen en deskundigheidsgebied medisch
   * beeldvormings- en bestralingsdeskundige (Wet BIG, art. 34) names the field — medical imaging with
   * ionising radiation, ultrasound and magnetic resonance, and radiotherapy, including the radiation
   * protection of patients and staff — and the NVMBR's beroepsprofiel the daily work: perform the
   * examination and its images, prepare and inform the patient, work with the radiologist, record the
 * examination. ESCO's
   * Dutch description is two sentences, and the unit (2269, with therapists and chiropractors) has no
   * bank of its own: a Dutch "Radiografer" read the nurses' sentences ("U plant de zorg …").
   */
  {
    occupation: "radiographer",
    language: "nl",
    countries: ["NL"],
    duties: [
      "{S} maakt röntgenopnamen, CT- en MRI-scans en voert andere beeldvormende onderzoeken uit, en zorgt dat de beelden van diagnostische kwaliteit zijn.",
      "{S} past de regels van de stralingsbescherming toe en houdt de dosis voor patiënten en collega's zo laag als redelijkerwijs mogelijk.",
      "{S} bereidt patiënten voor op het onderzoek, legt uit wat er gebeurt en stelt hen gerust.",
      "{S} assisteert de radioloog bij interventies en complexe onderzoeken.",
      "{S} legt de onderzoeken en bijzonderheden vast in het patiëntendossier.",
    ],
  },
  /**
   * A Customer Success Manager looks after customers once the contract is signed, so that they use
   * the product successfully, stay and renew (Wikipedia 'Customer Success Management': successful use
   * after the contract, preventing churn, upselling; BERUFENET 'Kundenbetreuer/in': customers' contact
   * person, advice, complaints, customer loyalty). ESCO's Customer Relationship Manager (2431) says
   * only that customers are satisfied; the title had found the contact centre supervisor (3341). The
   * English duties (./role-duties.ts) name the sources of the role's work.
   */
  {
    occupation: "customer-success-manager",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^begleiten neue Kundinnen und Kunden beim Onboarding und ^sorgen für einen guten Start mit dem Produkt oder der Dienstleistung.",
      "Sie ^unterstützen ~Ihre Kundinnen und Kunden dabei, das Produkt erfolgreich zu nutzen und die erwarteten Ergebnisse zu erreichen.",
      "Sie ^führen regelmäßige Gespräche mit ~Ihren Kundinnen und Kunden, ^bewerten, wie sich jedes Kundenkonto entwickelt, und ^vereinbaren die nächsten Schritte.",
      "Sie ^erkennen frühzeitig, wenn Kundinnen oder Kunden zu kündigen drohen, ^steuern gegen und ^bereiten Vertragsverlängerungen vor.",
      "Sie ^leiten Rückmeldungen und Wünsche der Kundschaft an die Produktentwicklung weiter.",
      "Sie ^arbeiten eng mit Vertrieb und Support zusammen, etwa bei Vertragsverlängerungen, neuen Aufträgen und Eskalationen.",
    ],
  },
  /** …and in Dutch (the same work; UWV and SBB have no profile of the title) */
  {
    occupation: "customer-success-manager",
    language: "nl",
    countries: ["NL", "BE"],
    duties: [
      "{S} begeleidt nieuwe klanten bij hun eerste stappen met het product of de dienst en zorgt voor een goede start.",
      "{S} helpt klanten het product goed te gebruiken en de resultaten te behalen die ze ervan verwachten.",
      "{S} voert regelmatig gesprekken met {uw} klanten over hoe het gaat en spreekt de volgende stappen af.",
      "{S} signaleert op tijd wanneer een klant dreigt op te zeggen, onderneemt actie en bereidt contractverlengingen voor.",
      "{S} brengt feedback en wensen van klanten naar het productteam.",
      "{S} werkt nauw samen met sales en support, bijvoorbeeld bij verlengingen, nieuwe kansen en escalaties.",
    ],
  },
  /**
   * Ergotherapeut/innen (BERUFENET 'Ergotherapeut/in': erheben Befunde, planen die Therapie, üben
   * mit handwerklichen, gestalterischen und alltagsbezogenen Mitteln, passen Hilfsmittel an und
   * beraten Angehörige; ErgThAPrV): the health professionals' sentences planned "die Pflege", the
   * nurse's (§ 4 PflBG).
   */
  {
    occupation: "occupational-therapist",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^erheben Befunde und ^planen die Therapie gemeinsam mit Patientinnen und Patienten.",
      "Sie ^üben mit ihnen alltägliche, handwerkliche und gestalterische Tätigkeiten, damit sie wieder selbstständig leben und arbeiten können.",
      "Sie ^wählen Hilfsmittel aus, ^passen sie an und ^beraten Angehörige.",
    ],
  },
  /**
   * UX-Designer/innen (BERUFENET 'UX-Designer/in'; Prospects 'UX designer'): research the users'
   * needs, design wireframes and prototypes, test them with users and work with development; ESCO's
   * user interface designer and the unit's sentences (software development) name none of it.
   */
  {
    occupation: "ux-designer",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^erforschen die Bedürfnisse der Nutzenden mit Interviews, Umfragen und Analysen.",
      "Sie ^entwickeln daraus Nutzerflüsse, Wireframes und interaktive Prototypen.",
      "Sie ^testen ~Ihre Entwürfe mit Nutzenden und ^verbessern sie auf Grundlage der Ergebnisse.",
      "Sie ^arbeiten eng mit Entwicklung, Produktmanagement und visuellem Design zusammen.",
      "Sie ^gestalten Benutzeroberflächen, die verständlich, barrierefrei und einheitlich sind.",
      "Sie ^pflegen gemeinsam mit dem Team ein Designsystem aus wiederverwendbaren Komponenten.",
    ],
  },
  /**
   * Produktmanager/innen (BERUFENET 'Produktmanager/in': Produkte planen, Markt- und Kundenbedürfnisse
   * analysieren, Produkte über ihren Lebenszyklus betreuen, Markteinführungen mit Marketing und
   * Vertrieb): ESCO's description names the lifecycle and market research, not the roadmap and the
   * work with development.
   */
  {
    occupation: "product-manager",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^verantworten Strategie und Roadmap ~Ihres Produkts.",
      "Sie ^ermitteln die Bedürfnisse der Kundschaft und des Markts aus Gesprächen, Rückmeldungen, Nutzungsdaten und Wettbewerbsanalysen.",
      "Sie ^beschreiben Anforderungen und ^priorisieren sie gemeinsam mit Entwicklung und Design.",
      "Sie ^planen Markteinführungen mit Marketing und Vertrieb und ^messen den Erfolg des Produkts.",
    ],
  },
];

/** The German or Dutch duties of the roles the country rows name, in the tone; none for another role, country or language. */
export function germanDutchRoleDuties(rows: RequirementRow[], country: string | null, language: string, tone: Tonality, jobTitle: string): string[] {
  if ((language !== "de" && language !== "nl") || !country) return [];
  const toned = language === "nl" ? dutchSentence : germanSentence;
  return GERMAN_ROLE_DUTIES.filter(
    (role) => (role.language ?? "de") === language && role.countries.includes(country) && rows.some((r) => r.occupation === role.occupation),
  ).flatMap((role) => (role.head?.title.test(jobTitle) ? role.head.duties : role.duties).map((marked) => toned(marked, tone)));
}
