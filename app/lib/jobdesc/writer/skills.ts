/**
 * The 35 O*NET 29.3 skills (elements 2.A and 2.B) as requirement sentences (issue 41 §2: "2–4
 * skills as sentences"), with the skill's name in each language for matching instructions. German
 * and Dutch are marked for the tone (./tone.ts). Worded so that the inclusive check finds nothing.
 */
export interface SkillText {
  names: [en: string, de: string, nl: string];
  en: string;
  de: string;
  nl: string;
}

export const SKILLS: Record<string, SkillText> = {
  "2.A.1.a": { names: ["Reading comprehension", "Textverständnis", "Begrijpend lezen"], en: "You read and understand work documents, guidelines and reports quickly.", de: "Sie ^erfassen Fachtexte, Richtlinien und Berichte schnell und sicher.", nl: "{S} begrijpt werkdocumenten, richtlijnen en rapporten snel en goed." },
  "2.A.1.b": { names: ["Active listening", "Aktives Zuhören", "Actief luisteren"], en: "You listen carefully and ask questions until you understand what people need.", de: "Sie ^hören aufmerksam zu und ^fragen gezielt nach.", nl: "{S} luistert goed en vraagt door tot {u} begrijpt wat iemand nodig heeft." },
  "2.A.1.c": { names: ["Writing", "Schriftlicher Ausdruck", "Schrijven"], en: "You write clearly and accurately, for example in reports and emails.", de: "Sie ^formulieren schriftlich klar und präzise, etwa in Berichten und E-Mails.", nl: "{S} schrijft helder en nauwkeurig, bijvoorbeeld in rapporten en e-mails." },
  "2.A.1.d": { names: ["Speaking", "Mündlicher Ausdruck", "Spreken"], en: "You explain things clearly and in plain words.", de: "Sie ^erklären Sachverhalte verständlich und anschaulich.", nl: "{S} legt zaken helder en begrijpelijk uit." },
  "2.A.1.e": { names: ["Mathematics", "Mathematik", "Rekenen"], en: "You work accurately with numbers and calculations.", de: "Sie ^rechnen sicher und genau.", nl: "{S} werkt nauwkeurig met cijfers en berekeningen." },
  "2.A.1.f": { names: ["Science", "Naturwissenschaft", "Wetenschap"], en: "You apply scientific methods to examine questions and check results.", de: "Sie ^arbeiten nach wissenschaftlichen Methoden und ^prüfen Ergebnisse sorgfältig.", nl: "{S} werkt volgens wetenschappelijke methoden en controleert resultaten zorgvuldig." },
  "2.A.2.a": { names: ["Critical thinking", "Kritisches Denken", "Kritisch denken"], en: "You weigh up options carefully and see the pros and cons of a solution.", de: "Sie ^wägen Lösungen sorgfältig ab und ^erkennen ihre Vor- und Nachteile.", nl: "{S} weegt oplossingen zorgvuldig af en ziet de voor- en nadelen." },
  "2.A.2.b": { names: ["Active learning", "Lernbereitschaft", "Leergierigheid"], en: "You enjoy learning and keep your knowledge up to date.", de: "Sie ^lernen gern dazu und ^halten ~Ihr Wissen aktuell.", nl: "{S} leert graag bij en houdt {uw} kennis actueel." },
  "2.A.2.c": { names: ["Learning strategies", "Lernstrategien", "Leerstrategieën"], en: "You find good ways to learn new things and to pass them on to others.", de: "Sie ^eignen ~sich neues Wissen gezielt an und ^geben es weiter.", nl: "{S} eigent {zich} nieuwe kennis gericht toe en geeft die door." },
  "2.A.2.d": { names: ["Monitoring", "Selbstkontrolle", "Bewaken"], en: "You keep an eye on the quality of your own work and that of the team.", de: "Sie ^behalten die Qualität ~Ihrer Arbeit im Blick und ^reflektieren sie regelmäßig.", nl: "{S} bewaakt de kwaliteit van {uw} werk en reflecteert daar regelmatig op." },
  "2.B.1.a": { names: ["Social perceptiveness", "Einfühlungsvermögen", "Sociaal inzicht"], en: "You are considerate and notice how other people feel.", de: "Sie ^sind einfühlsam und ^nehmen wahr, wie es anderen geht.", nl: "{S} bent inlevend en merkt op hoe het met anderen gaat." },
  "2.B.1.b": { names: ["Coordination", "Koordination", "Coördinatie"], en: "You coordinate your work with others and keep everyone informed.", de: "Sie ^stimmen ~Ihre Arbeit mit anderen ab und ^halten alle auf dem Laufenden.", nl: "{S} stemt {uw} werk af met anderen en houdt iedereen op de hoogte." },
  "2.B.1.c": { names: ["Persuasion", "Überzeugungskraft", "Overtuigingskracht"], en: "You win others over with good arguments.", de: "Sie ^überzeugen andere mit guten Argumenten.", nl: "{S} overtuigt anderen met goede argumenten." },
  "2.B.1.d": { names: ["Negotiation", "Verhandlungsgeschick", "Onderhandelen"], en: "You negotiate fair agreements that work for everyone involved.", de: "Sie ^verhandeln geschickt und fair und ^finden Lösungen, die für alle passen.", nl: "{S} onderhandelt zorgvuldig en vindt oplossingen die voor iedereen werken." },
  "2.B.1.e": { names: ["Instructing", "Anleiten", "Instrueren"], en: "You enjoy explaining tasks and showing others how things work.", de: "Sie ^zeigen anderen gern, wie etwas funktioniert, und ^erklären Arbeitsschritte verständlich.", nl: "{S} legt graag uit hoe iets werkt en begeleidt anderen daarbij." },
  "2.B.1.f": { names: ["Service orientation", "Serviceorientierung", "Klantgerichtheid"], en: "You are friendly and helpful, and you look for ways to support customers.", de: "Sie ^sind freundlich und hilfsbereit und ^unterstützen Kundinnen und Kunden gern.", nl: "{S} bent vriendelijk en behulpzaam en helpt klanten graag verder." },
  "2.B.2.i": { names: ["Complex problem solving", "Problemlösung", "Problemen oplossen"], en: "You work through complex problems step by step and find workable solutions.", de: "Sie ^lösen auch komplexe Probleme Schritt für Schritt.", nl: "{S} lost ook complexe problemen stap voor stap op." },
  "2.B.3.a": { names: ["Operations analysis", "Anforderungsanalyse", "Behoefteanalyse"], en: "You work out what users need and turn it into clear requirements.", de: "Sie ^ermitteln den Bedarf der Nutzenden und ^formulieren daraus klare Anforderungen.", nl: "{S} brengt in kaart wat gebruikers nodig hebben en vertaalt dat naar heldere eisen." },
  "2.B.3.b": { names: ["Technology design", "Technische Gestaltung", "Technisch ontwerpen"], en: "You design technical solutions that meet users' needs.", de: "Sie ^entwerfen technische Lösungen, die zum Bedarf passen.", nl: "{S} ontwerpt technische oplossingen die aansluiten bij de behoefte." },
  "2.B.3.c": { names: ["Equipment selection", "Geräteauswahl", "Keuze van apparatuur"], en: "You choose the right tools and equipment for each job.", de: "Sie ^wählen für jede Aufgabe das passende Werkzeug und Material aus.", nl: "{S} kiest voor elke klus het juiste gereedschap en materiaal." },
  "2.B.3.d": { names: ["Installation", "Installation", "Installeren"], en: "You install equipment, systems or software carefully and to specification.", de: "Sie ^installieren Geräte, Anlagen oder Software sorgfältig nach Vorgabe.", nl: "{S} installeert apparatuur, installaties of software zorgvuldig volgens de specificaties." },
  "2.B.3.e": { names: ["Programming", "Programmieren", "Programmeren"], en: "You write clean, well-tested code.", de: "Sie ^schreiben sauberen, gut getesteten Code.", nl: "{S} schrijft nette, goed geteste code." },
  "2.B.3.g": { names: ["Operations monitoring", "Anlagenüberwachung", "Processen bewaken"], en: "You keep an eye on machines and processes and notice deviations early.", de: "Sie ^überwachen Anlagen und Abläufe und ^erkennen Abweichungen früh.", nl: "{S} houdt machines en processen in de gaten en ziet afwijkingen op tijd." },
  "2.B.3.h": { names: ["Operation and control", "Bedienen und Steuern", "Bedienen en besturen"], en: "You operate machines and equipment safely.", de: "Sie ^bedienen Maschinen und Geräte sicher.", nl: "{S} bedient machines en apparatuur veilig." },
  "2.B.3.j": { names: ["Equipment maintenance", "Wartung", "Onderhoud"], en: "You carry out routine maintenance on equipment.", de: "Sie ^warten Geräte und Anlagen regelmäßig.", nl: "{S} voert regelmatig onderhoud uit aan apparatuur." },
  "2.B.3.k": { names: ["Troubleshooting", "Fehlersuche", "Storingen opsporen"], en: "You find the cause of faults quickly and fix them.", de: "Sie ^finden die Ursache von Störungen schnell und ^beheben sie.", nl: "{S} vindt de oorzaak van storingen snel en lost ze op." },
  "2.B.3.l": { names: ["Repairing", "Reparieren", "Repareren"], en: "You repair machines and equipment with the right tools.", de: "Sie ^reparieren Maschinen und Geräte fachgerecht.", nl: "{S} repareert machines en apparatuur vakkundig." },
  "2.B.3.m": { names: ["Quality control", "Qualitätskontrolle", "Kwaliteitscontrole"], en: "You check products and results against quality standards.", de: "Sie ^prüfen Produkte und Ergebnisse anhand von Qualitätsstandards.", nl: "{S} controleert producten en resultaten aan de hand van kwaliteitsnormen." },
  "2.B.4.e": { names: ["Judgment", "Urteilsvermögen", "Oordeelsvermogen"], en: "You weigh costs and benefits and make sound, well-founded choices.", de: "Sie ^wägen Vor- und Nachteile ab und ^handeln überlegt.", nl: "{S} weegt voor- en nadelen af en kiest weloverwogen." },
  "2.B.4.g": { names: ["Systems analysis", "Systemanalyse", "Systeemanalyse"], en: "You understand how systems work and how changes affect them.", de: "Sie ^verstehen, wie Systeme funktionieren und wie Änderungen wirken.", nl: "{S} begrijpt hoe systemen werken en wat veranderingen teweegbrengen." },
  "2.B.4.h": { names: ["Systems evaluation", "Systembewertung", "Systeemevaluatie"], en: "You measure how well systems perform and suggest improvements.", de: "Sie ^bewerten die Leistung von Systemen und ^schlagen Verbesserungen vor.", nl: "{S} beoordeelt hoe goed systemen werken en stelt verbeteringen voor." },
  "2.B.5.a": { names: ["Time management", "Zeitmanagement", "Timemanagement"], en: "You plan your time well and keep to deadlines.", de: "Sie ^planen ~Ihre Zeit gut und ^halten Termine ein.", nl: "{S} plant {uw} tijd goed en houdt {zich} aan deadlines." },
  "2.B.5.b": { names: ["Budgets", "Budgetverantwortung", "Budgetbeheer"], en: "You keep track of budgets and spend money carefully.", de: "Sie ^behalten Budgets im Blick und ^setzen Mittel sorgfältig ein.", nl: "{S} houdt budgetten in de gaten en besteedt geld zorgvuldig." },
  "2.B.5.c": { names: ["Materials", "Materialplanung", "Materiaalbeheer"], en: "You make sure the right materials are available at the right time.", de: "Sie ^sorgen dafür, dass Material rechtzeitig bereitsteht.", nl: "{S} zorgt dat de juiste materialen op tijd beschikbaar zijn." },
  "2.B.5.d": { names: ["Personnel", "Personalverantwortung", "Personeel begeleiden"], en: "You motivate and support a team and help colleagues grow.", de: "Sie ^motivieren und ^fördern ein Team und ^unterstützen Kolleginnen und Kollegen in ihrer Entwicklung.", nl: "{S} motiveert en ondersteunt een team en helpt collega's om zich te ontwikkelen." },
};

/**
 * A carer's persuasion and service (care assistants, support workers, the Dutch verzorgende IG, the
 * US home health aide): O*NET rates persuasion for home health aides (31-1121) and the personal care
 * aides (31-1122), and a Zwolle verzorgende and a Phoenix aide read "You win others over with good
 * arguments", a salesperson's line. A carer encourages people to do what they can themselves (Skills
 * for Care, Care Certificate standard 5 'Work in a person-centred way': promote independence; SBB
 * kwalificatiedossier Verzorgende-IG: stimuleert de zelfredzaamheid van de zorgvrager) and serves
 * people, not customers.
 */
const CARER_SKILLS: Record<string, SkillText> = {
  "2.B.1.c": { names: ["Persuasion", "Überzeugungskraft", "Overtuigingskracht"], en: "You encourage people to do as much as they can for themselves.", de: "Sie ^ermutigen Menschen, so viel wie möglich selbst zu tun.", nl: "{S} moedigt cliënten aan om zoveel mogelijk zelf te doen." },
  "2.B.1.f": { names: ["Service orientation", "Serviceorientierung", "Klantgerichtheid"], en: "You are friendly and patient, and you like helping people.", de: "Sie ^sind freundlich und geduldig und ^helfen Menschen gern.", nl: "{S} bent vriendelijk en geduldig en helpt mensen graag." },
};

/**
 * A requirement occupation's own words for O*NET skills its profile rates for another trade. A
 * scaffolder's profile is the structural iron and steel workers' (47-2221, role-duties.ts), whose
 * machine and product skills read "You keep an eye on machines and processes", "You operate machines
 * and equipment safely" and "You check products …" in a Manchester, a Cologne and a Rotterdam ad. The scaffolder's own: working to
 * design drawings, compliance sheets and the manufacturer's instructions (Institute for
 * Apprenticeships, standard Scaffolder), and a head for heights and physical work outdoors in
 * changeable weather (the same standard; National Careers Service, "Scaffolder"; BERUFENET
 * "Gerüstbauer/in": Schwindelfreiheit), worded as the work, not as fitness (the inclusive check).
 */
export const OCCUPATION_SKILLS: Record<string, Record<string, SkillText>> = {
  "care-assistant": CARER_SKILLS,
  "verzorgende-ig": CARER_SKILLS,
  scaffolder: {
    "2.B.3.g": { names: ["Operations monitoring", "Anlagenüberwachung", "Processen bewaken"], en: "You read scaffold drawings and manufacturers' instructions and work to them accurately.", de: "Sie ^lesen Pläne sowie Aufbau- und Verwendungsanleitungen und ^arbeiten genau danach.", nl: "{S} leest tekeningen en montage-instructies en werkt er nauwkeurig naar." },
    "2.B.3.h": { names: ["Operation and control", "Bedienen und Steuern", "Bedienen en besturen"], en: "You have a head for heights and enjoy physical work outdoors, in any weather.", de: "Sie ^sind schwindelfrei und ^arbeiten gern körperlich und im Freien, bei jedem Wetter.", nl: "{S} {heeft} geen hoogtevrees en werkt graag fysiek en buiten, ook bij slecht weer." },
    "2.B.3.m": { names: ["Quality control", "Qualitätskontrolle", "Kwaliteitscontrole"], en: "You work carefully and safely, because other trades rely on every scaffold you build.", de: "Sie ^arbeiten sorgfältig und sicherheitsbewusst, denn andere Gewerke verlassen sich auf jedes Gerüst.", nl: "{S} werkt zorgvuldig en veilig, want andere vakmensen vertrouwen op elke steiger die {u} bouwt." },
  },
};
