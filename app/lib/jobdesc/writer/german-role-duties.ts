import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";
import { CHEF_DE_PARTIE_TITLE, DATA_SCIENCE_TITLE } from "./role-duties";
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
  /** only for a typed title that names this branch of the requirement occupation (the data scientist of the data analysts) */
  onlyFor?: RegExp;
}

const GERMAN_ROLE_DUTIES: GermanRoleDuties[] = [
  /**
   * An Oberarzt/Oberärztin is a Facharzt/Fachärztin to whom the medical responsibility for a part or
   * function of a department is handed (TV-Ärzte/VKA § 16 Ä3, Marburger Bund): supervises and trains
   * the Assistenzärzte in their Weiterbildung and covers the Rufbereitschaft/Hintergrunddienst
   * (BERUFENET 'Facharzt/-ärztin'). ESCO's specialised doctor and the unit's sentences name none of it.
   * A Chefarzt/Chefärztin leads the department, its Oberärzte and Assistenzärzte, answers for the
   * quality of its care and plans its budget and staff with the hospital's management (DKG,
   * Beratungs- und Formulierungshilfe Chefarztvertrag: Dienstaufgaben, Wirtschaftlichkeit).
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
        "Sie ^leiten die Abteilung medizinisch und organisatorisch und ^planen Budget und Personal gemeinsam mit der Krankenhausleitung.",
        "Sie ^führen das Team der Oberärztinnen, Oberärzte, Assistenzärztinnen und Assistenzärzte und ^verantworten die ärztliche Weiterbildung.",
        "Sie ^tragen die fachärztliche Gesamtverantwortung für die Qualität und Sicherheit der Versorgung.",
      ],
    },
  },
  /**
   * A Notfallsanitäter/in works on the ambulance in their own responsibility (Notfallsanitätergesetz
   * § 4 Abs. 2 Nr. 1, eigenverantwortliche Durchführung): assesses the scene and the patient's
   * condition and calls the emergency doctor where needed, gives the first medical care including
   * life-saving measures, makes the patient fit for transport and monitors them on the way, hands
   * them over to the hospital with the documentation, and keeps the vehicle and its equipment ready
   * (BERUFENET 'Notfallsanitäter/in'). The health associate professionals' sentences (task-bank.ts,
   * ISCO-08 32) had the paramedic "unterstützen Ärztinnen, Ärzte und Pflegefachkräfte", a ward's work.
   */
  {
    occupation: "paramedic",
    countries: ["DE"],
    duties: [
      "Sie ^erfassen bei Notfalleinsätzen die Lage am Einsatzort und ^beurteilen eigenverantwortlich den Zustand der Patientinnen und Patienten.",
      "Sie ^leisten die medizinische Erstversorgung einschließlich lebensrettender Maßnahmen und ^fordern bei Bedarf die Notärztin oder den Notarzt nach.",
      "Sie ^stellen die Transportfähigkeit her und ^überwachen den Zustand der Patientinnen und Patienten während des Transports.",
      "Sie ^übergeben Patientinnen und Patienten an die Klinik und ^dokumentieren den Einsatz im Einsatzprotokoll.",
      "Sie ^halten Rettungswagen, Medizingeräte und Medikamente einsatzbereit.",
    ],
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
   * Operationstechnische Assistent/innen (ATA-OTA-Gesetz, in force 2022; BERUFENET 'Operationstechnische/r
   * Assistent/in'; healthcare-nrw.de 'Operationstechnische Assistenz'): prepare the operation's instruments,
   * sterile goods and devices, instrument for the surgeons, work as the team's Springer, position and
   * look after the patients, document the operation and reprocess the instruments, in the team with
   * surgery, anaesthesia and nursing (ATA-OTA-Gesetz § 8: interprofessionell zusammenarbeiten). ESCO has no such
   * occupation, and the unit (3259) has no sentences of its own.
   */
  {
    occupation: "operating-theatre-technician",
    countries: ["DE"],
    duties: [
      "Sie ^bereiten Operationen vor, ^richten Instrumente, Sterilgut und medizintechnische Geräte her und ^prüfen ihre Funktion.",
      "Sie ^instrumentieren während der Operation und ^reichen dem Operationsteam Instrumente und Material an.",
      "Sie ^übernehmen die Springertätigkeit und ^versorgen das Team mit weiterem Instrumentarium und Medizinprodukten.",
      "Sie ^lagern Patientinnen und Patienten für den Eingriff und ^betreuen sie vor und nach der Operation.",
      "Sie ^achten auf Hygiene und Sterilität, ^dokumentieren die Operation und ^bereiten Instrumente und Geräte nach dem Eingriff auf.",
      "Sie ^arbeiten im Operationsteam eng mit Chirurgie, Anästhesie und Pflege zusammen.",
    ],
  },
  /**
   * Hotelfachleute (BERUFENET 'Hotelfachmann/-frau'; AT Hotel- und Gastgewerbeassistent/in, CH Hotelfachmann/-frau
   * EFZ): work in every department of a hotel — reception and reservations, housekeeping, restaurant and banquet
   * service, the back office. ESCO has no such occupation, and O*NET's desk clerks know only the front desk.
   */
  {
    occupation: "hotel-specialist",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^empfangen und ^betreuen Gäste an der Rezeption, ^übernehmen Check-in und Check-out und ^erstellen Rechnungen.",
      "Sie ^bearbeiten Reservierungen und Anfragen von Gästen per Telefon, E-Mail und über Buchungsportale.",
      "Sie ^servieren im Restaurant und bei Veranstaltungen Speisen und Getränke und ^beraten die Gäste.",
      "Sie ^kontrollieren Zimmer und öffentliche Bereiche im Housekeeping und ^sorgen für Sauberkeit und Ordnung.",
      "Sie ^übernehmen Aufgaben im Backoffice, etwa in der Korrespondenz, im Einkauf und in der Warenwirtschaft.",
      "Sie ^planen Veranstaltungen und Bankette mit und ^betreuen sie vor Ort.",
    ],
  },
  /** …and the Dutch operatieassistent (NVO beroepsprofiel; omloop is the German Springer) */
  {
    occupation: "operating-theatre-technician",
    language: "nl",
    countries: ["NL"],
    duties: [
      "{S} bereidt de operatiekamer, het instrumentarium en de apparatuur voor op de operatie.",
      "{S} instrumenteert tijdens de operatie en geeft het operatieteam instrumenten en materialen aan.",
      "{S} werkt ook als omloop en zorgt dat het operatieteam tijdens de ingreep alles heeft wat het nodig heeft.",
      "{S} bewaakt de steriliteit en de veiligheid van de patiënt tijdens de ingreep.",
      "{S} legt de operatie vast en zorgt na afloop voor het instrumentarium.",
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
   * A radiographer in German: the Medizinische/r Technologe/Technologin für Radiologie (MTR, until 2023
   * the MTRA; MT-Berufe-Gesetz, BERUFENET) in Germany, the Radiologietechnologin/-technologe in Austria
   * (MTD-Gesetz), the technologue en imagerie médicale in East Belgium (KB 28 februari 1997, FOD
   * Volksgezondheid): perform X-ray, CT and MRI examinations in diagnostic quality, protect patients and
   * staff from radiation, prepare, inform and position the patient, assist the radiologist in
   * interventions, record the examination. ESCO's German radiographer names the fields only, and the
   * unit's nearest bank is the nurses' ("Sie planen die Pflege …"), which a Belgian MTRA read.
   */
  {
    occupation: "radiographer",
    countries: ["DE", "AT", "CH", "BE"],
    duties: [
      "Sie ^führen Röntgen-, CT- und MRT-Untersuchungen und andere bildgebende Verfahren durch und ^sorgen für Aufnahmen in diagnostischer Qualität.",
      "Sie ^wenden die Regeln des Strahlenschutzes an und ^halten die Strahlendosis für Patientinnen, Patienten und Team so gering wie möglich.",
      "Sie ^bereiten Patientinnen und Patienten auf die Untersuchung vor, ^erklären den Ablauf und ^lagern sie für die Aufnahme.",
      "Sie ^assistieren bei Interventionen und aufwendigen Untersuchungen in der Radiologie.",
      "Sie ^dokumentieren die Untersuchungen und Besonderheiten in der Patientenakte.",
    ],
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
    // …and in Flanders: the technoloog medische beeldvorming operates the imaging equipment, positions
    // and prepares the patient, records and processes the images and assists the doctor in
    // interventional techniques (FOD Volksgezondheid, 'Technoloog medische beeldvorming'; KB 28 februari 1997)
    countries: ["NL", "BE"],
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
  /**
   * A data scientist (and a machine learning engineer) builds models that predict: O*NET's Data
   * Scientists (15-2051; lib/jobdesc/onet-choice.ts) — process and clean large data sets with
   * statistical software (21823, 21826), apply feature selection to models predicting outcomes such as
   * sales or attrition (21824), compare, test and validate them by statistical performance metrics
   * (21827, 21837), write code for the analyses (21838), present the results and recommend data-driven
   * solutions (21829, 21836). ESCO's German description names mathematical models, not prediction;
   * its Dutch one is not read (its subject is the label), and a Dutch data scientist read the
   * analysts' sentences of the unit. The requirement occupation holds the data analyst too, who does
   * not model (./role-duties.ts, NOT_THE_ROLE).
   */
  {
    occupation: "data-analyst",
    countries: ["DE", "AT", "CH"],
    onlyFor: DATA_SCIENCE_TITLE,
    duties: [
      "Sie ^bereiten große Datenmengen mit statistischer Software auf, ^bereinigen sie und ^werten sie aus.",
      "Sie ^entwickeln Modelle, die Ergebnisse wie Absatz, Kündigungen oder Nachfrage vorhersagen, und ^wählen dafür die passenden Merkmale aus.",
      "Sie ^testen und ^validieren ~Ihre Vorhersagemodelle, ^vergleichen sie anhand statistischer Kennzahlen und ^verbessern sie.",
      "Sie ^schreiben Code, etwa in Python oder R, für ~Ihre Analysen und Modelle.",
      "Sie ^stellen ~Ihre Ergebnisse verständlich dar und ^empfehlen den Fachbereichen datenbasierte Lösungen.",
    ],
  },
  {
    occupation: "data-analyst",
    language: "nl",
    countries: ["NL", "BE"],
    onlyFor: DATA_SCIENCE_TITLE,
    duties: [
      "{S} verwerkt, schoont en analyseert grote datasets met statistische software.",
      "{S} ontwikkelt modellen die uitkomsten zoals verkoop, klantverloop of vraag voorspellen, en kiest daarvoor de juiste kenmerken.",
      "{S} test en valideert {uw} voorspellende modellen, vergelijkt ze op statistische maatstaven en verbetert ze.",
      "{S} schrijft code, bijvoorbeeld in Python of R, voor {uw} analyses en modellen.",
      "{S} presenteert {uw} resultaten helder en adviseert de afdelingen over datagedreven oplossingen.",
    ],
  },
  /**
   * Gerüstbauer/innen (BERUFENET 'Gerüstbauer/in'): bauen Fassaden-, Arbeits- und Schutzgerüste nach
   * Plänen und der Aufbau- und Verwendungsanleitung auf, um und ab, verankern sie, prüfen sie vor der
   * Übergabe (BetrSichV, TRBS 2121-1), transportieren das Material und sichern sich gegen Absturz.
   * ESCO's description is one sentence, and the unit's (7119) are any building site's; with O*NET's
   * structural iron workers (47-2221) the English text bolted steel girders (./role-duties.ts).
   */
  {
    occupation: "scaffolder",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^bauen Fassaden-, Arbeits- und Schutzgerüste nach Plänen und Aufbau- und Verwendungsanleitung auf, ^bauen sie um und wieder ab.",
      "Sie ^verankern und ^verstreben die Gerüste, damit sie sicher stehen.",
      "Sie ^prüfen die Gerüste vor der Übergabe und nach jeder Änderung und ^dokumentieren die Prüfung.",
      "Sie ^laden Gerüstteile auf und ab, ^transportieren sie und ^reichen sie sicher nach oben weiter.",
      "Sie ^arbeiten sicher in der Höhe und ^nutzen Absturzsicherungen und persönliche Schutzausrüstung.",
      "Sie ^stimmen mit der Bauleitung und den anderen Gewerken ab, wann und wo Gerüste gebraucht werden.",
    ],
  },
  /**
   * …and steigerbouwers (Richtlijn Steigers: monteren, wijzigen en demonteren volgens tekening en
   * montage-instructie, verankeren, controleren en overdragen; veilig werken op hoogte): ESCO's Dutch
   * description is one sentence.
   */
  {
    occupation: "scaffolder",
    language: "nl",
    countries: ["NL", "BE"],
    duties: [
      "{S} monteert, wijzigt en demonteert steigers volgens tekening en montage-instructie.",
      "{S} verankert en schoort de steigers, zodat ze stabiel en veilig zijn.",
      "{S} controleert de steigers voor de oplevering en na elke wijziging en legt de controle vast.",
      "{S} laadt en lost steigermateriaal en geeft het veilig door naar boven.",
      "{S} werkt veilig op hoogte en gebruikt valbeveiliging en persoonlijke beschermingsmiddelen.",
      "{S} stemt met de uitvoerder en andere vakmensen af waar en wanneer steigers nodig zijn.",
    ],
  },
  /**
   * A Chef de Partie (Postenchef/in) runs one Posten of the kitchen brigade — Saucen, Fisch, Fleisch,
   * Patisserie — under the Küchenchef/in and the Sous Chef: cooks and plates its dishes in service,
   * hands out the Posten's work to the Demi Chef, the Commis and the Auszubildende, passes the
   * Posten's orders on, brings ideas to the menu and keeps the Posten clean; personnel planning and
   * the brigade's leadership are not the Chef de Partie's (Rolling Pin Joblexikon 'Chef de Partie';
   * career-account.at 'Berufsbild Chef de Partie'). ESCO's chef and the chefs' sentences (task-bank.ts,
   * ISCO-08 3434) are the head chef's: a Munich Chef de Partie was to "kalkulieren Waren- und
   * Personalkosten" and "bilden Köchinnen, Köche und Auszubildende aus". The English brigade is in
   * ./role-duties.ts.
   */
  {
    occupation: "cook",
    countries: ["DE", "AT", "CH"],
    onlyFor: CHEF_DE_PARTIE_TITLE,
    duties: [
      "Sie ^leiten ~Ihren Posten in der Küche, etwa Saucen, Fisch, Fleisch oder Desserts, vor und während des Service.",
      "Sie ^bereiten die Gerichte ~Ihres Postens nach den Vorgaben der Küchenleitung zu, ^schmecken sie ab und ^richten sie an.",
      "Sie ^verteilen die Aufgaben auf ~Ihrem Posten und ^leiten Jungköchinnen, Jungköche und Auszubildende an.",
      "Sie ^prüfen die Vorbereitungen und den Warenbestand ~Ihres Postens und ^melden den Bedarf für die Bestellung.",
      "Sie ^bringen Ideen für neue Gerichte und die Speisekarte ein.",
      "Sie ^sorgen auf ~Ihrem Posten für Sauberkeit und die Einhaltung der HACCP-Hygieneregeln.",
    ],
  },
  /** …and the Dutch chef de partie, who runs a partie of the kitchen under the chef-kok and the sous-chef (Wikipedia nl 'Chef-kok') */
  {
    occupation: "cook",
    language: "nl",
    countries: ["NL", "BE"],
    onlyFor: CHEF_DE_PARTIE_TITLE,
    duties: [
      "{S} leidt {uw} partie in de keuken, zoals sauzen, vis, vlees of patisserie, voor en tijdens de service.",
      "{S} bereidt de gerechten van {uw} partie volgens de standaard van de chef-kok, proeft ze en richt ze aan.",
      "{S} verdeelt het werk op {uw} partie en begeleidt commis en leerlingen.",
      "{S} controleert de mise-en-place en de voorraad van {uw} partie en geeft door wat er besteld moet worden.",
      "{S} denkt mee over nieuwe gerechten en de menukaart.",
      "{S} houdt {uw} partie schoon en werkt volgens de HACCP-hygiëneregels.",
    ],
  },
  /**
   * Industriekaufleute do the commercial work of an industrial company (BERUFENET
   * 'Industriekaufmann/-frau'; the Austrian Lehrberuf 'Industriekaufmann/-frau', WKO): they buy
   * materials and services, compare prices and order, answer customers' enquiries with offers and
   * handle their orders, plan with production and the warehouse, book and cost the business's
   * transactions and help with HR administration. The title is ESCO's office clerk (title-synonyms.ts),
   * whose sentences had a Stuttgart Industriekaufmann "allen Verwaltungsbeschäftigten,
   * Sekretariatskräften und Assistentinnen und Assistenten zur Hand gehen".
   */
  {
    occupation: "office-administrator",
    countries: ["DE", "AT"],
    onlyFor: /industriekauf/i,
    duties: [
      "Sie ^beschaffen Material und Dienstleistungen, ^holen Preise ein und ^bestellen die Ware.",
      "Sie ^beantworten Anfragen von Kundinnen und Kunden, ^erstellen Angebote und ^bearbeiten Aufträge.",
      "Sie ^stimmen Termine und Mengen mit Produktion und Lager ab.",
      "Sie ^buchen Geschäftsvorfälle und ^wirken bei Kalkulation und Controlling mit.",
      "Sie ^unterstützen die Personalabteilung, etwa bei Einstellungen und in der Personalverwaltung.",
    ],
  },
  /**
   * An Online-Marketing-Manager/in (BERUFENET 'Online-Marketing-Manager/in') develops the online
   * marketing strategy, plans and steers campaigns in search engines, social media and e-mail,
   * optimises the website for search engines, measures the campaigns' success with web analytics and
   * answers for their budget. The title found ESCO's Online-Vertriebsmanager/in, whose one usable
   * sentence ("Sie unterstützen zudem die Planung der Online-Verkaufsstrategie …") led a Berlin ad
   * that the general sentences filled ("Sie übernehmen die Kernaufgaben der Position …").
   */
  {
    occupation: "marketing",
    countries: ["DE", "AT", "CH"],
    onlyFor: /online|digital|performance|e-?commerce|\bseo\b|\bsea\b|suchmaschinen/i,
    duties: [
      "Sie ^entwickeln die Online-Marketing-Strategie und ^planen Kampagnen in Suchmaschinen, sozialen Medien und per E-Mail.",
      "Sie ^steuern bezahlte Anzeigen und ^optimieren Website und Inhalte für Suchmaschinen.",
      "Sie ^messen den Erfolg ~Ihrer Kampagnen mit Web-Analyse, etwa Reichweite, Klicks und Verkäufe, und ^leiten Maßnahmen daraus ab.",
      "Sie ^verantworten das Budget ~Ihrer Kampagnen und ^berichten über die Ergebnisse.",
      "Sie ^betreuen Website, Onlineshop und die Kanäle in sozialen Medien und ^sorgen für passende Inhalte.",
      "Sie ^arbeiten mit Agenturen, Vertrieb und Produktmanagement zusammen.",
    ],
  },
  /**
   * A Leiter/in Kundenservice leads the customer service team: ESCO's Leiter/in des Kundendienstes
   * (1439) plans the daily work and manages staff, resources and procedures for customer
   * satisfaction, and the English duties (./role-duties.ts) name the rest (rotas, KPIs, coaching,
   * escalations). A "Kundenservice-Leiter" read the agents' sentences (Anfragen am Telefon, Vorgänge im
   * System).
   */
  {
    occupation: "customer-service-manager",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^planen die Einsätze und Dienstpläne ~Ihres Teams, damit die Kundschaft jederzeit schnell eine Antwort bekommt.",
      "Sie ^steuern den Kundenservice über Kennzahlen wie Erreichbarkeit, Bearbeitungszeit und Kundenzufriedenheit und ^berichten darüber.",
      "Sie ^coachen ~Ihre Mitarbeitenden, ^führen Feedbackgespräche und ^sorgen für eine gute Einarbeitung.",
      "Sie ^übernehmen eskalierte Anliegen und Beschwerden und ^verbessern mit den Erkenntnissen Abläufe und Vorgaben.",
      "Sie ^arbeiten eng mit anderen Abteilungen und der Geschäftsleitung an einem guten Kundenerlebnis.",
    ],
  },
  /** …and a manager klantenservice (ESCO's manager contactcenter: the same work) */
  {
    occupation: "customer-service-manager",
    language: "nl",
    countries: ["NL", "BE"],
    duties: [
      "{S} maakt de roosters en de personeelsplanning van het team, zodat klanten altijd snel geholpen worden.",
      "{S} stuurt de klantenservice op KPI's zoals bereikbaarheid, afhandeltijd en klanttevredenheid en rapporteert daarover.",
      "{S} coacht {uw} medewerkers, luistert gesprekken terug en voert feedbackgesprekken.",
      "{S} handelt escalaties en klachten af en verbetert met wat ze laten zien de processen en werkinstructies.",
      "{S} werkt nauw samen met andere afdelingen en de directie aan een goede klantervaring.",
    ],
  },
  /**
   * A Scrum Master (the Scrum Guide 2020, in its German and Dutch translations; ./role-duties.ts):
   * serves the Scrum Team, coaches it in self-management, causes impediments to be removed, ensures
   * the Scrum events take place and are productive, helps the Product Owner with the Product Backlog.
   */
  {
    occupation: "scrum-master",
    countries: ["DE", "AT", "CH"],
    duties: [
      "Sie ^unterstützen das Scrum Team und ^helfen allen, Scrum in Theorie und Praxis zu verstehen.",
      "Sie ^sorgen dafür, dass alle Scrum-Events stattfinden, produktiv verlaufen und im vorgesehenen Zeitrahmen bleiben.",
      "Sie ^coachen die Teammitglieder in Selbstorganisation und fachübergreifender Zusammenarbeit.",
      "Sie ^beseitigen Hindernisse (Impediments), die den Fortschritt des Teams bremsen, oder ^holen dafür die richtigen Leute zusammen.",
      "Sie ^arbeiten eng mit dem Product Owner zusammen, etwa bei der Pflege des Product Backlogs und beim Formulieren des Produktziels.",
      "Sie ^helfen Stakeholdern und Führungskräften, Scrum zu verstehen und im Unternehmen anzuwenden.",
    ],
  },
  {
    occupation: "scrum-master",
    language: "nl",
    countries: ["NL", "BE"],
    duties: [
      "{S} ondersteunt het Scrum Team en helpt iedereen Scrum in theorie en praktijk te begrijpen.",
      "{S} zorgt dat alle Scrum-events plaatsvinden, productief verlopen en binnen de afgesproken tijd blijven.",
      "{S} coacht de teamleden in zelfmanagement en in samenwerken over vakgrenzen heen.",
      "{S} neemt belemmeringen (impediments) weg die de voortgang van het team remmen, of schakelt daarvoor de juiste mensen in.",
      "{S} werkt nauw samen met de Product Owner, bijvoorbeeld bij het beheren van de Product Backlog en het formuleren van het productdoel.",
      "{S} helpt stakeholders en leidinggevenden Scrum te begrijpen en in de organisatie toe te passen.",
    ],
  },
];

/**
 * The German or Dutch duties of the roles the country rows or the typed title name (`titleOccupations`,
 * lib/jobdesc/country-requirements.ts: a Leiter Kundenservice in Germany has no row, but the role is
 * the same), in the tone; none for another role, country or language.
 */
export function germanDutchRoleDuties(
  rows: RequirementRow[],
  country: string | null,
  language: string,
  tone: Tonality,
  jobTitle: string,
  titleOccupations: readonly string[] = [],
): string[] {
  if ((language !== "de" && language !== "nl") || !country) return [];
  const occupations = [...rows.map((r) => r.occupation), ...titleOccupations];
  const toned = language === "nl" ? dutchSentence : germanSentence;
  return GERMAN_ROLE_DUTIES.filter(
    (role) =>
      (role.language ?? "de") === language &&
      role.countries.includes(country) &&
      occupations.includes(role.occupation) &&
      (!role.onlyFor || role.onlyFor.test(jobTitle)),
  ).flatMap((role) => (role.head?.title.test(jobTitle) ? role.head.duties : role.duties).map((marked) => toned(marked, tone)));
}
