/**
 * German and Dutch responsibilities by ISCO-08 group (issue 41 §2). O*NET's task statements are
 * English only and ESCO's descriptions hold two to four sentences, so the built-in writer adds
 * these, written for this project from the ISCO-08 group definitions (ILO, "Tasks include"): the
 * most specific group listed (unit, minor, sub-major group), else the major group (one digit): a
 * pharmacist (2262) does not plan nursing care, an Elementarpädagogin (2342) grades no pupils, a
 * childcare worker (531) reports to no nurses, a data analyst (2511) reviews no code and a sales
 * representative (3322) takes no measurements, as the wider groups' sentences had them do. Marked for
 * the tone as ./tone.ts says; worded so that the inclusive check finds nothing.
 */
export interface BankEntry {
  de: string[];
  nl: string[];
}

export const TASK_BANK: Record<string, BankEntry> = {
  "1": {
    de: ["Sie ^planen Ziele und Budgets für ~Ihren Bereich und ^behalten die Zahlen im Blick.", "Sie ^begleiten ~Ihr Team im Alltag und ^unterstützen Kolleginnen und Kollegen in ihrer Entwicklung.", "Sie ^stimmen ~sich eng mit anderen Abteilungen und der Geschäftsleitung ab.", "Sie ^gestalten Abläufe und ^setzen Verbesserungen gemeinsam mit dem Team um."],
    nl: ["{S} plant doelen en budgetten voor {uw} afdeling en houdt de cijfers in de gaten.", "{S} begeleidt {uw} team en ondersteunt collega's in hun ontwikkeling.", "{S} stemt nauw af met andere afdelingen en de directie.", "{S} verbetert werkprocessen samen met het team."],
  },
  // construction managers (ISCO-08 1323: "planning, directing and coordinating construction …
  // negotiating with owners, developers and subcontractors; ensuring compliance with building and
  // safety codes"; BERUFENET 'Bauleiter/in': Gewerke koordinieren, Termine, Kosten und Qualität
  // überwachen, Abnahmen): a Bauleiter had the Polier's crew and the managers' general group
  "1323": {
    de: ["Sie ^planen den Bauablauf und ^koordinieren die Gewerke und beauftragten Firmen auf der Baustelle.", "Sie ^überwachen Termine, Kosten und Qualität und ^steuern bei Abweichungen gegen.", "Sie ^verantworten Arbeitsschutz und Sicherheit auf der Baustelle.", "Sie ^nehmen Leistungen ab, ^erstellen Aufmaße und ^prüfen die Rechnungen der beauftragten Firmen.", "Sie ^stimmen ~sich mit Bauherrschaft, Planungsbüros und Behörden ab."],
    nl: ["{S} plant het bouwproces en coördineert de vakdisciplines en onderaannemers op de bouwplaats.", "{S} bewaakt planning, kosten en kwaliteit en stuurt bij waar nodig.", "{S} bent verantwoordelijk voor veiligheid en arbeidsomstandigheden op de bouwplaats.", "{S} neemt werk op, verzorgt de oplevering en controleert facturen van onderaannemers.", "{S} overlegt met opdrachtgever, architecten en adviseurs en met gemeenten."],
  },
  // retail and wholesale trade managers (ISCO-08 1420: "determining product mix, stock levels and
  // service standards; … maintaining records of stock levels and financial transactions;
  // undertaking budgeting; controlling the selection, training and supervision of staff; ensuring
  // compliance with occupational health and safety requirements"): a Filialleiter had only the
  // managers' group
  "1420": {
    de: ["Sie ^verantworten Umsatz, Kosten und Budget der Filiale und ^behalten die Kennzahlen im Blick.", "Sie ^steuern Sortiment, Warenbestand und Bestellungen und ^sorgen für eine ansprechende Warenpräsentation.", "Sie ^planen den Personaleinsatz, ^führen das Team der Filiale und ^bilden Auszubildende aus.", "Sie ^sorgen für freundlichen Service und ^kümmern ~sich um Anliegen und Reklamationen der Kundschaft.", "Sie ^achten auf Arbeitssicherheit, Hygiene und die Einhaltung der Vorschriften in der Filiale."],
    nl: ["{S} bent verantwoordelijk voor omzet, kosten en budget van de winkel en houdt de cijfers in de gaten.", "{S} stuurt assortiment, voorraad en bestellingen aan en zorgt voor een aantrekkelijke presentatie.", "{S} maakt de personeelsplanning, geeft leiding aan het winkelteam en leidt nieuwe collega's op.", "{S} zorgt voor een klantvriendelijke service en handelt vragen en klachten van klanten af.", "{S} ziet toe op veiligheid, hygiëne en naleving van de regels in de winkel."],
  },
  // restaurant managers (ISCO-08 1412: "planning menus in consultation with chefs; arranging the
  // purchase and pricing of goods; ensuring dining, kitchen and food storage areas comply with
  // health and safety regulations; consulting with customers; recruiting, training and supervising
  // staff; taking reservations, greeting guests"): a Restaurantleiter had only the managers' group
  "1412": {
    de: ["Sie ^kümmern ~sich um die Gäste, ^nehmen Reservierungen an und ^gehen auf Wünsche und Beschwerden ein.", "Sie ^planen die Speisekarte und Aktionen gemeinsam mit der Küche und ^organisieren Veranstaltungen.", "Sie ^kalkulieren Preise, ^bestellen Waren und ^behalten Bestand und Budget im Blick.", "Sie ^stellen die Dienstpläne auf, ^leiten das Team im Service an und ^arbeiten neue Kolleginnen und Kollegen ein.", "Sie ^achten auf Hygiene und Arbeitssicherheit in Küche, Lager und Gastraum."],
    nl: ["{S} ontvangt de gasten, neemt reserveringen aan en handelt wensen en klachten af.", "{S} stelt samen met de keuken de menukaart en acties op en organiseert evenementen.", "{S} berekent prijzen, bestelt producten en houdt voorraad en budget in de gaten.", "{S} maakt de roosters, geeft leiding aan het bedieningsteam en werkt nieuwe collega's in.", "{S} ziet toe op hygiëne en veiligheid in keuken, magazijn en restaurant."],
  },
  // social work and counselling professionals (ISCO-08 2635: "interviewing clients individually,
  // in families or groups to assess their situation and problems; … planning and providing
  // assistance; referring clients to other services; maintaining case
  // records"; BPSW beroepsprofiel van de sociaal werker): a maatschappelijk werker had only the
  // professionals' general group 2 ("adviseert collega's en klanten")
  "2635": {
    de: ["Sie ^führen Gespräche mit Klientinnen und Klienten und ihrem Umfeld und ^klären ihre Lage und ihren Hilfebedarf.", "Sie ^erstellen gemeinsam mit den Betroffenen einen Hilfeplan und ^begleiten die Umsetzung.", "Sie ^vermitteln an Beratungsstellen und Einrichtungen und ^arbeiten mit Ämtern und Trägern zusammen.", "Sie ^führen die Fallakten und ^berichten über den Verlauf."],
    nl: ["{S} voert gesprekken met cliënten en hun omgeving en brengt hun situatie en hulpvraag in kaart.", "{S} stelt samen met de cliënt een plan op en begeleidt bij de uitvoering ervan.", "{S} verwijst door naar andere hulpverlening en voorzieningen en werkt samen met ketenpartners.", "{S} houdt dossiers bij en rapporteert over de voortgang."],
  },
  "2": {
    de: ["Sie ^bearbeiten fachliche Fragestellungen selbstständig und sorgfältig.", "Sie ^beraten Kolleginnen, Kollegen und Kundschaft in ~Ihrem Fachgebiet.", "Sie ^halten ~Ihr Fachwissen aktuell und ^bringen neue Erkenntnisse in die Arbeit ein.", "Sie ^dokumentieren Ergebnisse nachvollziehbar und ^teilen sie mit dem Team."],
    nl: ["{S} pakt vakinhoudelijke vraagstukken zelfstandig en zorgvuldig op.", "{S} adviseert collega's en klanten binnen {uw} vakgebied.", "{S} houdt {uw} vakkennis actueel en brengt nieuwe inzichten in de praktijk.", "{S} legt resultaten helder vast en deelt ze met het team."],
  },
  // technicians and associate professionals: engineering technicians, health associates, buyers,
  // bookkeepers, secretaries, legal and social associates, IT technicians; the technicians'
  // "support specialists" and "measurements" are group 31's (a buyer, a clerk and IT support took them)
  "3": {
    de: ["Sie ^bearbeiten die Aufgaben ~Ihres Fachgebiets selbstständig und nach den geltenden Vorgaben.", "Sie ^dokumentieren ~Ihre Arbeit sorgfältig und ^achten auf Qualität.", "Sie ^arbeiten eng mit anderen Abteilungen zusammen.", "Sie ^bringen ~Ihr Fachwissen in die Arbeit des Teams ein."],
    nl: ["{S} voert de taken binnen {uw} vakgebied zelfstandig en volgens de geldende voorschriften uit.", "{S} legt {uw} werk zorgvuldig vast en let op kwaliteit.", "{S} werkt nauw samen met andere afdelingen.", "{S} zet {uw} vakkennis in voor het team."],
  },
  "31": {
    de: ["Sie ^unterstützen Fachkräfte mit technischem und fachlichem Wissen.", "Sie ^übernehmen Prüfungen, Messungen und Auswertungen nach Vorgabe.", "Sie ^dokumentieren ~Ihre Arbeit sorgfältig und ^achten auf Qualität und Sicherheit.", "Sie ^arbeiten eng mit anderen Abteilungen zusammen."],
    nl: ["{S} ondersteunt specialisten met {uw} technische en vakinhoudelijke kennis.", "{S} voert controles, metingen of analyses uit volgens de voorschriften.", "{S} legt {uw} werk zorgvuldig vast en let op kwaliteit en veiligheid.", "{S} werkt nauw samen met andere afdelingen."],
  },
  // mechanical engineering technicians (ILO 3115), the German Mechatroniker/in among them
  // (BERUFENET: assemble mechanical, electrical and electronic parts into machines and plants,
  // program, commission and maintain them)
  "3115": {
    de: ["Sie ^montieren mechanische, elektrische und elektronische Komponenten zu Maschinen und Anlagen.", "Sie ^installieren und ^programmieren Steuerungen und ^nehmen Anlagen in Betrieb.", "Sie ^warten Maschinen und Anlagen und ^beheben Störungen.", "Sie ^lesen technische Zeichnungen und Schaltpläne.", "Sie ^prüfen Funktion und Sicherheit der Anlagen und ^dokumentieren die Ergebnisse."],
    nl: ["{S} bouwt mechanische, elektrische en elektronische onderdelen samen tot machines en installaties.", "{S} installeert en programmeert besturingen en neemt installaties in bedrijf.", "{S} onderhoudt machines en installaties en verhelpt storingen.", "{S} leest technische tekeningen en schema's.", "{S} test de werking en veiligheid van installaties en legt de resultaten vast."],
  },
  // draughtspersons (ISCO-08 3118: "preparing working drawings from sketches, measurements and
  // data … with computer-aided design"; BERUFENET 'Technische/r Produktdesigner/in', 'Technische/r
  // Systemplaner/in', the Technischer Zeichner's successors): drawings, not the group's "Prüfungen,
  // Messungen und Auswertungen"
  "3118": {
    de: ["Sie ^erstellen und ^ändern technische Zeichnungen und 3D-Modelle mit CAD-Software.", "Sie ^arbeiten nach Skizzen, Berechnungen und Vorgaben aus Konstruktion und Planung.", "Sie ^erstellen Stücklisten und technische Unterlagen für Fertigung oder Bau.", "Sie ^prüfen Zeichnungen auf Normen und Maßangaben und ^pflegen die Dokumentation."],
    nl: ["{S} maakt en wijzigt technische tekeningen en 3D-modellen met CAD-software.", "{S} werkt op basis van schetsen, berekeningen en aanwijzingen van constructie en ontwerp.", "{S} stelt stuklijsten en technische documentatie op voor productie of bouw.", "{S} controleert tekeningen op normen en maatvoering en houdt de documentatie bij."],
  },
  // manufacturing, mining and construction supervisors (ILO 312: "coordinate and supervise the
  // work, plan and schedule it, monitor quality and safety"): no technician's measurements
  "312": {
    de: ["Sie ^verteilen die Arbeit in ~Ihrem Bereich und ^behalten Termine, Mengen und Qualität im Blick.", "Sie ^sorgen für die Einhaltung der Vorschriften zu Arbeitssicherheit und Qualität.", "Sie ^lösen Störungen und Engpässe gemeinsam mit Technik und Planung.", "Sie ^berichten über Leistung, Qualität und Ausfälle und ^schlagen Verbesserungen vor."],
    nl: ["{S} verdeelt het werk op {uw} afdeling en bewaakt planning, aantallen en kwaliteit.", "{S} ziet toe op de naleving van de regels voor veiligheid en kwaliteit.", "{S} lost storingen en knelpunten op samen met de technische dienst en de planning.", "{S} rapporteert over prestaties, kwaliteit en uitval en stelt verbeteringen voor."],
  },
  // social work associate professionals (ILO 3412): support workers in disability and youth care
  "3412": {
    de: ["Sie ^begleiten Menschen im Alltag und ^fördern ihre Selbstständigkeit und Teilhabe.", "Sie ^unterstützen bei der Pflege und bei alltäglichen Aufgaben.", "Sie ^planen Freizeit- und Förderangebote und ^setzen sie um.", "Sie ^dokumentieren Entwicklungen und ^arbeiten mit Angehörigen und Fachdiensten zusammen."],
    nl: ["{S} begeleidt mensen in het dagelijks leven en bevordert hun zelfstandigheid en deelname.", "{S} ondersteunt bij de verzorging en bij dagelijkse taken.", "{S} bedenkt activiteiten en begeleidingsaanbod en voert ze uit.", "{S} legt de ontwikkeling vast en werkt samen met naasten en andere hulpverleners."],
  },
  // business and administration associate professionals (ILO: "record and transmit financial
  // data, buy and sell, arrange contracts, carry out administrative tasks")
  "33": {
    de: ["Sie ^bearbeiten Vorgänge, Verträge und Unterlagen sorgfältig und termingerecht.", "Sie ^pflegen Daten in den Systemen des Unternehmens und ^erstellen Auswertungen.", "Sie ^stimmen ~sich mit Fachabteilungen, Kundschaft und Geschäftspartnern ab.", "Sie ^achten auf die Einhaltung interner Richtlinien und gesetzlicher Vorgaben."],
    nl: ["{S} handelt dossiers, contracten en documenten zorgvuldig en op tijd af.", "{S} houdt gegevens bij in de systemen van de organisatie en maakt overzichten.", "{S} stemt af met afdelingen, klanten en zakenpartners.", "{S} let op de naleving van interne richtlijnen en wet- en regelgeving."],
  },
  // buyers (ILO 3323: "obtain information about requirements, negotiate prices, place orders,
  // monitor deliveries, evaluate suppliers")
  "3323": {
    de: ["Sie ^holen Angebote ein, ^vergleichen sie und ^verhandeln Preise und Konditionen.", "Sie ^bestellen Waren und Dienstleistungen und ^überwachen die Liefertermine.", "Sie ^bewerten Zulieferbetriebe und ^pflegen die Zusammenarbeit mit ihnen.", "Sie ^stimmen den Bedarf mit den Fachabteilungen ab."],
    nl: ["{S} vraagt offertes op, vergelijkt ze en onderhandelt over prijzen en voorwaarden.", "{S} bestelt goederen en diensten en bewaakt de levertijden.", "{S} beoordeelt leveranciers en onderhoudt de contacten met hen.", "{S} stemt de behoefte af met de interne afdelingen."],
  },
  // ICT operations, user support and network technicians (ILO 351)
  "351": {
    de: ["Sie ^betreuen IT-Systeme, Netzwerke und Anwendungen und ^sorgen für ihren sicheren Betrieb.", "Sie ^installieren und ^konfigurieren Hardware und Software.", "Sie ^analysieren Störungen und ^beheben sie.", "Sie ^unterstützen Nutzerinnen und Nutzer bei technischen Fragen.", "Sie ^dokumentieren Systeme, Störungen und Lösungen."],
    nl: ["{S} beheert IT-systemen, netwerken en applicaties en zorgt dat ze veilig werken.", "{S} installeert en configureert hardware en software.", "{S} analyseert storingen en lost ze op.", "{S} helpt gebruikers bij technische vragen.", "{S} documenteert systemen, storingen en oplossingen."],
  },
  "4": {
    de: ["Sie ^bearbeiten Anfragen, Unterlagen und Vorgänge zuverlässig.", "Sie ^pflegen Daten in den Systemen des Unternehmens.", "Sie ^organisieren Termine, Post und Ablage.", "Sie ^sind erste Ansprechperson für Fragen von Kundschaft und Kollegium."],
    nl: ["{S} handelt aanvragen, documenten en dossiers zorgvuldig af.", "{S} houdt gegevens bij in de systemen van de organisatie.", "{S} organiseert afspraken, post en archief.", "{S} bent het eerste aanspreekpunt voor vragen van klanten en collega's."],
  },
  "5": {
    // cooks are in group 5 too: meeting people is the service workers' and carers' (51, 52, 53), not every job's
    de: ["Sie ^halten Qualitäts- und Sicherheitsstandards zuverlässig ein.", "Sie ^sorgen für einen reibungslosen Ablauf im Tagesgeschäft.", "Sie ^achten auf Sauberkeit, Ordnung und Hygiene.", "Sie ^arbeiten Hand in Hand mit dem Team."],
    nl: ["{S} houdt {zich} aan de kwaliteits- en veiligheidsnormen.", "{S} zorgt voor een soepel verloop van het dagelijkse werk.", "{S} let op netheid, orde en hygiëne.", "{S} werkt nauw samen met het team."],
  },
  // farm, forestry and fishery workers: animals are the livestock farmers' (612), not a gardener's
  "6": {
    de: ["Sie ^pflegen Pflanzen, Tiere oder Flächen nach fachlichen Vorgaben.", "Sie ^bedienen Maschinen und Geräte sicher.", "Sie ^planen die Arbeiten nach Jahreszeit und Wetter.", "Sie ^achten auf Umweltschutz und Arbeitssicherheit."],
    nl: ["{S} verzorgt planten, dieren of terreinen volgens de vakregels.", "{S} bedient machines en apparatuur veilig.", "{S} plant het werk naar seizoen en weer.", "{S} let op milieu en veiligheid."],
  },
  // craft and related trades: building, metal, electrical, food, wood and garment trades; the
  // building trades' plans and installations are group 71's (a baker built installations)
  // gardeners, horticultural and nursery growers (ILO 6113): no animals' welfare
  "6113": {
    de: ["Sie ^säen, ^pflanzen und ^pflegen Pflanzen, Bäume und Sträucher fachgerecht.", "Sie ^schneiden, ^düngen und ^bewässern Pflanzen und Flächen nach Bedarf.", "Sie ^erkennen Schädlinge und Krankheiten und ^ergreifen Gegenmaßnahmen.", "Sie ^halten Gärten, Grünflächen oder Kulturen das ganze Jahr über in gutem Zustand.", "Sie ^bedienen Maschinen und Geräte wie Rasenmäher, Motorsäge und Kleintraktor sicher.", "Sie ^arbeiten bei jedem Wetter im Freien oder im Gewächshaus."],
    nl: ["{S} zaait, plant en verzorgt planten, bomen en struiken vakkundig.", "{S} snoeit, bemest en bewatert planten en terreinen waar nodig.", "{S} herkent plagen en ziekten en neemt maatregelen.", "{S} houdt tuinen, groenvoorzieningen of teelten het hele jaar in goede staat.", "{S} bedient machines zoals grasmaaiers, kettingzagen en kleine trekkers veilig.", "{S} werkt bij elk weer buiten of in de kas."],
  },
  // "Handwerk" is a legal category (HwO Anlage A/B): an Industriemechaniker or a Maschinen- und
  // Anlagenführer (IHK) read "nach den Regeln Ihres Handwerks"; "Fach" holds for industry and craft
  "7": {
    de: ["Sie ^arbeiten sorgfältig und nach den Regeln ~Ihres Fachs.", "Sie ^prüfen ~Ihre Arbeit und ^halten Qualitätsstandards ein.", "Sie ^beachten die Vorschriften zur Arbeitssicherheit.", "Sie ^gehen sorgsam mit Werkzeug, Maschinen und Material um."],
    nl: ["{S} werkt zorgvuldig en volgens de regels van het vak.", "{S} controleert {uw} werk en houdt de kwaliteitsnormen aan.", "{S} werkt volgens de veiligheidsvoorschriften.", "{S} gaat zorgvuldig om met gereedschap, machines en materiaal."],
  },
  "71": {
    de: ["Sie ^lesen Pläne und Zeichnungen und ^setzen sie fachgerecht um.", "Sie ^arbeiten auf Baustellen im Neubau und in der Sanierung.", "Sie ^stimmen ~sich mit der Bauleitung und anderen Gewerken ab.", "Sie ^halten die Baustelle sauber und sicher."],
    nl: ["{S} leest tekeningen en voert ze vakkundig uit.", "{S} werkt op bouwplaatsen, in nieuwbouw en renovatie.", "{S} stemt af met de uitvoerder en andere vakmensen.", "{S} houdt de bouwplaats schoon en veilig."],
  },
  // food processing trades (ILO 751: bakers, butchers, pastry-cooks)
  "751": {
    de: ["Sie ^stellen Lebensmittel nach Rezept und Qualitätsvorgaben her.", "Sie ^bedienen und ^reinigen die Maschinen und Geräte der Produktion.", "Sie ^arbeiten nach den Hygieneregeln des HACCP-Konzepts.", "Sie ^prüfen Rohstoffe und fertige Produkte auf Qualität."],
    nl: ["{S} maakt levensmiddelen volgens recept en kwaliteitseisen.", "{S} bedient en reinigt de machines en apparatuur van de productie.", "{S} werkt volgens de HACCP-hygiëneregels.", "{S} controleert grondstoffen en eindproducten op kwaliteit."],
  },
  // wood treaters, cabinet-makers (ILO 752)
  "752": {
    de: ["Sie ^fertigen Möbel und Bauteile aus Holz und Holzwerkstoffen nach Zeichnung.", "Sie ^bedienen Holzbearbeitungsmaschinen, auch CNC-gesteuerte.", "Sie ^montieren Möbel und Einbauten bei der Kundschaft.", "Sie ^behandeln Oberflächen und ^prüfen die Qualität ~Ihrer Arbeit."],
    nl: ["{S} maakt meubels en onderdelen van hout en plaatmateriaal volgens tekening.", "{S} bedient houtbewerkingsmachines, ook CNC-gestuurde.", "{S} monteert meubels en interieurs bij klanten.", "{S} werkt oppervlakken af en controleert de kwaliteit van {uw} werk."],
  },
  // plant and machine operators and assemblers (ISCO-08 8: "operate and monitor industrial and
  // agricultural machinery and equipment …; drive and operate trains, motor vehicles and mobile
  // machinery …; or assemble products"): a major group's sentences hold for every job in it, and
  // vehicles are the drivers' (83, with their own sentences) — a CNC operator and a power-plant
  // operator were told to check "voertuigen en apparatuur"
  "8": {
    de: ["Sie ^bedienen und ^überwachen Maschinen und Anlagen.", "Sie ^prüfen Maschinen und Geräte vor dem Einsatz.", "Sie ^halten Zeitpläne und Sicherheitsvorschriften ein.", "Sie ^melden Störungen und ^dokumentieren ~Ihre Arbeit."],
    nl: ["{S} bedient en bewaakt machines en installaties.", "{S} controleert machines en apparatuur voor gebruik.", "{S} houdt {zich} aan planningen en veiligheidsvoorschriften.", "{S} meldt storingen en registreert {uw} werk."],
  },
  "9": {
    de: ["Sie ^übernehmen praktische Aufgaben nach Anleitung und im Team.", "Sie ^halten Arbeitsbereiche sauber und ordentlich.", "Sie ^unterstützen Kolleginnen und Kollegen, wo Hilfe gebraucht wird.", "Sie ^beachten Hygiene- und Sicherheitsvorschriften."],
    nl: ["{S} voert praktische taken uit, volgens instructies en in een team.", "{S} houdt de werkplek schoon en opgeruimd.", "{S} helpt collega's waar dat nodig is.", "{S} volgt de hygiëne- en veiligheidsvoorschriften."],
  },
  // medical doctors (2211, 2212): the health professionals' sentences below are the nurses' ("planen
  // die Pflege", "mit Ärztinnen und Ärzten"), and planning the care process is the nurse's by law
  // (§ 4 PflBG; Wet BIG art. 31); a doctor examines, diagnoses, decides the treatment, informs the
  // patient and documents (BERUFENET 'Arzt/Ärztin'; §§ 630e, 630f BGB; KNMG 'medisch specialist')
  "221": {
    de: [
      "Sie ^untersuchen Patientinnen und Patienten, ^stellen Diagnosen und ^legen die Therapie fest.",
      "Sie ^überwachen den Verlauf der Behandlung und ^passen sie an.",
      "Sie ^klären Patientinnen, Patienten und Angehörige über Untersuchungen und Behandlungen auf.",
      "Sie ^dokumentieren Befunde und Behandlungen sorgfältig.",
      "Sie ^arbeiten eng mit der Pflege und anderen Berufsgruppen zusammen.",
    ],
    nl: [
      "{S} onderzoekt patiënten, stelt diagnoses en bepaalt de behandeling.",
      "{S} bewaakt het verloop van de behandeling en stuurt die bij.",
      "{S} informeert patiënten en naasten over onderzoeken en behandelingen.",
      "{S} legt bevindingen en behandelingen zorgvuldig vast in het dossier.",
      "{S} werkt nauw samen met verpleegkundigen en andere zorgprofessionals.",
    ],
  },
  "22": {
    de: ["Sie ^planen die Pflege und Behandlung von Patientinnen und Patienten und ^setzen sie um.", "Sie ^beobachten den Gesundheitszustand, ^erkennen Veränderungen und ^reagieren rechtzeitig.", "Sie ^dokumentieren Maßnahmen und Verläufe sorgfältig.", "Sie ^beraten Patientinnen, Patienten und Angehörige.", "Sie ^arbeiten eng mit Ärztinnen und Ärzten und anderen Berufsgruppen zusammen."],
    nl: ["{S} plant de zorg en behandeling van patiënten en voert die uit.", "{S} observeert de gezondheid van patiënten, signaleert veranderingen en handelt op tijd.", "{S} legt zorg en verloop zorgvuldig vast in het dossier.", "{S} informeert en adviseert patiënten en hun naasten.", "{S} werkt nauw samen met artsen en andere zorgprofessionals."],
  },
  // physiotherapists (ISCO-08 2264: "assessing patients' physical condition … to plan treatment;
  // planning and implementing treatment programmes … using therapeutic exercise, massage, manipulation
  // …; instructing patients and families in procedures to be continued at home; evaluating and
  // documenting progress; consulting other health professionals"; BERUFENET 'Physiotherapeut/in';
  // KNGF beroepsprofiel fysiotherapeut), audiologists and speech therapists (2266: assessing speech,
  // voice, language, fluency, swallowing and hearing, planning and providing therapy, counselling
  // patients and families; BERUFENET 'Logopäde/Logopädin'; NVLF beroepsprofiel logopedist), the other
  // health professionals (2269: occupational therapists, podiatrists, arts therapists: assessing
  // function, planning and carrying out treatment, advising patients and families; BERUFENET
  // 'Ergotherapeut/in', 'Podologe/Podologin') and midwives (2222: "planning, providing and evaluating
  // care … before, during and after pregnancy and childbirth; … delivering babies; identifying
  // complications and referring to doctors"; Hebammengesetz § 9; KNOV beroepsprofiel verloskundige):
  // a Logopäde, a Fysiotherapeut, a Belgian ergotherapeut and a Hebamme had the nurses' group 22
  // ("planen die Pflege", "plant de zorg"), which planning the care process is by law (§ 4 PflBG)
  "2264": {
    de: ["Sie ^erheben Befunde zu Beweglichkeit, Kraft und Schmerzen und ^stellen einen Behandlungsplan auf.", "Sie ^behandeln Patientinnen und Patienten mit Krankengymnastik, manueller Therapie und Massage.", "Sie ^leiten Patientinnen und Patienten zu Übungen an, die sie auch zu Hause weiterführen können.", "Sie ^dokumentieren Befunde, Behandlungen und Fortschritte sorgfältig.", "Sie ^arbeiten eng mit Ärztinnen und Ärzten, der Pflege und anderen Therapieberufen zusammen."],
    nl: ["{S} onderzoekt beweeglijkheid, kracht en pijnklachten en stelt een behandelplan op.", "{S} behandelt patiënten met oefentherapie, manuele therapie en massage.", "{S} leert patiënten oefeningen aan die ze ook thuis kunnen doen.", "{S} legt onderzoek, behandeling en voortgang zorgvuldig vast in het dossier.", "{S} werkt nauw samen met artsen, verpleegkundigen en andere therapeuten."],
  },
  "2266": {
    de: ["Sie ^untersuchen Sprache, Sprechen, Stimme und Schlucken von Kindern und Erwachsenen und ^erstellen einen Befund.", "Sie ^planen die Therapie und ^führen Einzel- und Gruppentherapien durch.", "Sie ^beraten Patientinnen, Patienten und Angehörige und ^zeigen ihnen Übungen für den Alltag.", "Sie ^dokumentieren Befunde, Therapie und Verlauf sorgfältig.", "Sie ^arbeiten eng mit Ärztinnen und Ärzten und anderen Therapieberufen zusammen."],
    nl: ["{S} onderzoekt taal, spraak, stem en slikken bij kinderen en volwassenen en stelt een logopedische diagnose.", "{S} stelt een behandelplan op en geeft individuele behandelingen en groepsbehandelingen.", "{S} adviseert patiënten en hun naasten en geeft oefeningen mee voor thuis.", "{S} legt onderzoek, behandeling en voortgang zorgvuldig vast in het dossier.", "{S} werkt nauw samen met artsen en andere zorgprofessionals."],
  },
  "2269": {
    de: ["Sie ^erheben Befunde und ^planen die Behandlung gemeinsam mit Patientinnen und Patienten.", "Sie ^führen die Behandlungen durch und ^passen sie dem Verlauf an.", "Sie ^beraten Patientinnen, Patienten und Angehörige.", "Sie ^dokumentieren Befunde, Behandlungen und Verläufe sorgfältig.", "Sie ^arbeiten eng mit Ärztinnen und Ärzten und anderen Berufsgruppen zusammen."],
    nl: ["{S} onderzoekt de hulpvraag en stelt samen met de cliënt een behandelplan op.", "{S} voert de behandelingen uit en stemt ze af op de voortgang.", "{S} adviseert cliënten en hun naasten.", "{S} legt onderzoek, behandeling en voortgang zorgvuldig vast in het dossier.", "{S} werkt nauw samen met artsen en andere zorgprofessionals."],
  },
  "2222": {
    de: ["Sie ^betreuen Schwangere, ^führen Vorsorgeuntersuchungen durch und ^erkennen Risiken frühzeitig.", "Sie ^leiten Geburten in eigener Verantwortung und ^versorgen Mutter und Kind.", "Sie ^übernehmen die Nachsorge im Wochenbett und ^beraten zu Stillen und Ernährung.", "Sie ^ziehen bei Regelwidrigkeiten eine Ärztin oder einen Arzt hinzu und ^leiten im Notfall die nötigen Maßnahmen ein.", "Sie ^dokumentieren Schwangerschaft, Geburt und Wochenbett sorgfältig."],
    nl: ["{S} volgt zwangere vrouwen met controles en onderzoeken en signaleert risico's op tijd.", "{S} doet bevallingen en zorgt voor moeder en pasgeborene.", "{S} geeft nazorg aan moeder en kind na de bevalling en adviseert over borstvoeding en verzorging.", "{S} verwijst bij complicaties naar de gynaecoloog en handelt in spoedsituaties.", "{S} legt zwangerschap, bevalling en kraamperiode zorgvuldig vast in het dossier."],
  },
  // dietitians (ISCO-08 2265: "assessing nutritional needs … planning diets and menus …; counselling
  // individuals and groups on nutrition; supervising the preparation of food"; NVD beroepsprofiel
  // diëtist; BERUFENET 'Diätassistent/in'): a Dutch diëtist had the nurses' "plant de zorg"
  "2265": {
    de: ["Sie ^erheben den Ernährungszustand von Patientinnen und Patienten und ^erstellen individuelle Ernährungspläne.", "Sie ^beraten Patientinnen, Patienten und Angehörige zu Ernährung und Diät, einzeln und in Gruppen.", "Sie ^planen Kostformen und ^stimmen sie mit Küche und Station ab.", "Sie ^dokumentieren Befunde, Beratungen und Verläufe sorgfältig.", "Sie ^arbeiten eng mit Ärztinnen und Ärzten und der Pflege zusammen."],
    nl: ["{S} brengt de voedingstoestand van patiënten in kaart en stelt een dieetbehandeling op.", "{S} geeft voedingsadvies en begeleidt patiënten individueel en in groepen.", "{S} stemt dieetvoorschriften af met de keuken en de afdeling.", "{S} legt onderzoek, advies en voortgang zorgvuldig vast in het dossier.", "{S} werkt nauw samen met artsen, verpleegkundigen en andere zorgprofessionals."],
  },
  // maternity support workers (ISCO-08 3222; ESCO's kraamverzorgende; SBB kwalificatiedossier
  // Kraamverzorgende: care of mother and newborn in the kraamweek, breastfeeding and infant care
  // advice, assisting the midwife at the birth, signalling and reporting to the midwife, the kraamdossier)
  "3222": {
    de: ["Sie ^unterstützen Hebammen bei der Betreuung von Mutter und Kind vor, während und nach der Geburt.", "Sie ^versorgen Neugeborene und ^helfen Müttern beim Stillen und bei der Säuglingspflege.", "Sie ^beobachten den Zustand von Mutter und Kind und ^informieren die Hebamme über Auffälligkeiten.", "Sie ^bereiten Räume und Material vor und ^achten auf Hygiene.", "Sie ^dokumentieren ~Ihre Beobachtungen."],
    nl: ["{S} verzorgt moeder en pasgeborene in de kraamweek en controleert hoe het met hen gaat.", "{S} geeft voorlichting over borstvoeding, flesvoeding en de verzorging van de baby.", "{S} assisteert de verloskundige bij de bevalling.", "{S} signaleert afwijkingen en overlegt daarover met de verloskundige.", "{S} legt de zorg vast in het kraamdossier."],
  },
  "2262": {
    de: ["Sie ^prüfen Verschreibungen sorgfältig, bevor ein Arzneimittel die Apotheke verlässt.", "Sie ^beraten Patientinnen und Patienten zu Wirkung, Einnahme und Wechselwirkungen von Arzneimitteln.", "Sie ^stellen Rezepturen her und ^prüfen Arzneimittel nach den geltenden Qualitätsvorgaben.", "Sie ^stimmen ~sich bei Fragen zur Medikation mit Ärztinnen und Ärzten ab.", "Sie ^achten auf die sachgerechte Lagerung und Dokumentation von Arzneimitteln."],
    nl: ["{S} controleert recepten zorgvuldig voordat een geneesmiddel de apotheek verlaat.", "{S} adviseert patiënten over werking, gebruik en bijwerkingen van geneesmiddelen.", "{S} bereidt geneesmiddelen volgens de geldende kwaliteitseisen.", "{S} overlegt met artsen over de medicatie van patiënten.", "{S} ziet toe op de juiste opslag en registratie van geneesmiddelen."],
  },
  // dentists (ISCO-08 2261: "diagnosing diseases, injuries, decay and other disorders of the teeth,
  // mouth, jaws …; providing preventive care …; restorative treatment …, extracting teeth …;
  // taking dental radiographs …; advising on oral hygiene"; KNMT 'beroep tandarts'): a tandarts had
  // the health professionals' nursing sentences ("plant de zorg en behandeling", "werkt samen met artsen")
  "2261": {
    de: ["Sie ^untersuchen Zähne, Mund und Kiefer, auch mit Röntgenaufnahmen, und ^stellen Diagnosen.", "Sie ^behandeln Karies und Erkrankungen des Zahnfleischs, ^legen Füllungen und ^führen Wurzelbehandlungen und Extraktionen durch.", "Sie ^planen Zahnersatz und ^setzen ihn gemeinsam mit dem Dentallabor um.", "Sie ^beraten Patientinnen und Patienten zu Vorsorge und Mundhygiene.", "Sie ^dokumentieren Befunde und Behandlungen sorgfältig."],
    nl: ["{S} onderzoekt gebit, mond en kaak, ook met röntgenfoto's, en stelt diagnoses.", "{S} behandelt gaatjes en tandvleesaandoeningen, plaatst vullingen en voert wortelkanaalbehandelingen en extracties uit.", "{S} plant kronen, bruggen en prothesen en werkt daarvoor samen met het tandtechnisch laboratorium.", "{S} geeft patiënten voorlichting over preventie en mondhygiëne.", "{S} legt bevindingen en behandelingen zorgvuldig vast in het dossier."],
  },
  // veterinarians (ISCO-08 2250: "determining the presence and nature of abnormal conditions by
  // physical examination, laboratory testing and through diagnostic imaging techniques; treating
  // animals medically and surgically …; performing surgery, dressing wounds and setting broken bones;
  // … inoculating animals against, and testing for, infectious diseases and notifying authorities of
  // outbreaks; … advising clients on health, nutrition, hygiene, breeding and care"; BERUFENET
  // 'Tierarzt/-ärztin'): a Tierarzt had the health professionals' patients, nurses and doctors
  "2250": {
    de: ["Sie ^untersuchen Tiere, ^stellen Diagnosen, auch mit Labor, Röntgen und Ultraschall, und ^legen die Behandlung fest.", "Sie ^behandeln kranke und verletzte Tiere mit Arzneimitteln und ^operieren sie.", "Sie ^impfen Tiere und ^beugen Tierseuchen vor.", "Sie ^beraten Tierhalterinnen und Tierhalter zu Gesundheit, Haltung, Fütterung und Pflege ihrer Tiere.", "Sie ^dokumentieren Befunde, Behandlungen und verordnete Arzneimittel sorgfältig."],
    nl: ["{S} onderzoekt dieren, stelt diagnoses, ook met laboratoriumonderzoek, röntgen en echografie, en bepaalt de behandeling.", "{S} behandelt zieke en gewonde dieren met geneesmiddelen en opereert ze.", "{S} vaccineert dieren en helpt besmettelijke dierziekten te voorkomen.", "{S} adviseert eigenaren over gezondheid, huisvesting, voeding en verzorging van hun dieren.", "{S} legt bevindingen, behandelingen en het voorschrijven van diergeneesmiddelen zorgvuldig vast."],
  },
  // veterinary technicians and assistants (ISCO-08 3240: "assisting veterinarians …, preparing animals,
  // instruments and equipment for treatment and surgery; administering treatments …; collecting samples
  // and performing laboratory tests; taking radiographs; advising owners on animal care; keeping
  // records"; BERUFENET 'Tiermedizinische/r Fachangestellte/r': Assistenz bei Untersuchung, Behandlung
  // und Operation, Labor, Röntgen, Hygiene, Praxisorganisation und Abrechnung): a Tierarzthelferin had
  // the health associate professionals' doctors, nurses and patients
  "3240": {
    de: ["Sie ^assistieren Tierärztinnen und Tierärzten bei Untersuchungen, Behandlungen und Operationen.", "Sie ^bereiten Tiere, Instrumente und Behandlungsräume vor und ^achten auf Hygiene und Sterilisation.", "Sie ^nehmen Proben, ^führen Laboruntersuchungen durch und ^unterstützen beim Röntgen.", "Sie ^betreuen die Tiere und ^beraten Tierhalterinnen und Tierhalter zu Pflege und Nachsorge.", "Sie ^organisieren Termine, ^dokumentieren Behandlungen und ^rechnen Leistungen ab."],
    nl: ["{S} assisteert de dierenarts bij onderzoeken, behandelingen en operaties.", "{S} bereidt dieren, instrumenten en behandelruimtes voor en let op hygiëne en sterilisatie.", "{S} neemt monsters, doet laboratoriumonderzoek en helpt bij het maken van röntgenfoto's.", "{S} verzorgt de dieren en adviseert eigenaren over verzorging en nazorg.", "{S} plant afspraken, legt behandelingen vast en rekent af met klanten."],
  },
  "2342": {
    de: ["Sie ^begleiten Kinder im Alltag und ^fördern ihre Entwicklung durch Spiel, Sprache und Bewegung.", "Sie ^planen pädagogische Angebote und Projekte und ^setzen sie um.", "Sie ^beobachten die Entwicklung der Kinder und ^dokumentieren sie.", "Sie ^führen Entwicklungsgespräche mit Eltern und ^arbeiten vertrauensvoll mit Familien zusammen.", "Sie ^gestalten gemeinsam mit dem Team einen sicheren, anregenden Alltag in der Gruppe."],
    nl: ["{S} begeleidt kinderen in hun dagelijks leven en stimuleert hun ontwikkeling met spel, taal en beweging.", "{S} bereidt activiteiten en thema's voor en voert ze uit.", "{S} observeert de ontwikkeling van de kinderen en legt die vast.", "{S} voert gesprekken met ouders en werkt nauw samen met gezinnen.", "{S} zorgt samen met het team voor een veilige en uitdagende omgeving in de groep."],
  },
  // building architects (ISCO-08 2161: design, drawings and specifications, cost estimates,
  // construction monitoring, liaison with clients and authorities; BERUFENET Architekt/in:
  // Entwurf, Genehmigungsplanung, Ausschreibung und Vergabe, Bauüberwachung; UWV architect)
  "2161": {
    de: ["Sie ^entwickeln Entwürfe und Planungen für Neubauten, Umbauten und Sanierungen.", "Sie ^erstellen Genehmigungs- und Ausführungspläne und ^reichen Bauanträge ein.", "Sie ^schätzen die Baukosten und ^behalten Budget und Termine im Blick.", "Sie ^bereiten Ausschreibungen vor und ^wirken bei der Vergabe an Baufirmen mit.", "Sie ^stimmen ~sich mit der Kundschaft, Ingenieurbüros und Behörden ab."],
    nl: ["{S} ontwikkelt ontwerpen voor nieuwbouw, verbouw en renovatie.", "{S} maakt vergunnings- en uitvoeringstekeningen en vraagt omgevingsvergunningen aan.", "{S} maakt kostenramingen en bewaakt budget en planning.", "{S} bereidt aanbestedingen voor en helpt bij de keuze van aannemers.", "{S} stemt af met opdrachtgevers, adviseurs en de gemeente."],
  },
  // university and higher education teachers (ISCO-08 2310: "prepare and deliver lectures and
  // conduct tutorials, seminars and laboratory experiments; stimulate discussion …; prepare,
  // administer and mark examinations; supervise students' research; conduct research and publish;
  // take part in curriculum development and in faculty and departmental decisions"): a Dutch
  // "docent economie hoger onderwijs" worked with parents and the school's management (group 23's)
  "2310": {
    de: ["Sie ^halten Vorlesungen, Seminare und Übungen und ^entwickeln das Lehrmaterial dafür.", "Sie ^erstellen Prüfungen und Klausuren und ^bewerten sie.", "Sie ^betreuen Studierende bei Projekten, Praktika und Abschlussarbeiten.", "Sie ^forschen in ~Ihrem Fachgebiet und ^veröffentlichen die Ergebnisse.", "Sie ^wirken an der Weiterentwicklung der Studiengänge mit."],
    nl: ["{S} ontwikkelt onderwijs en lesmateriaal en geeft colleges en werkgroepen.", "{S} stelt toetsen en tentamens op en beoordeelt ze.", "{S} begeleidt studenten bij projecten, stages en afstudeeropdrachten.", "{S} doet onderzoek in {uw} vakgebied en deelt de resultaten in publicaties en in {uw} onderwijs.", "{S} werkt mee aan de ontwikkeling van het curriculum en de kwaliteit van de opleiding."],
  },
  "23": {
    de: ["Sie ^planen Unterricht und ^gestalten ihn abwechslungsreich.", "Sie ^fördern Schülerinnen und Schüler gezielt.", "Sie ^bewerten Leistungen fair und nachvollziehbar.", "Sie ^arbeiten mit Eltern, Kollegium und Schulleitung zusammen."],
    nl: ["{S} bereidt lessen voor en geeft afwisselend les.", "{S} begeleidt leerlingen en stemt af op wat zij nodig hebben.", "{S} beoordeelt resultaten eerlijk en transparant.", "{S} werkt samen met ouders, collega's en schoolleiding."],
  },
  "24": {
    de: ["Sie ^erstellen Auswertungen und Berichte für ~Ihren Bereich.", "Sie ^prüfen Prozesse und ^schlagen Verbesserungen vor.", "Sie ^beraten Fachbereiche und ^stimmen ~sich mit ihnen ab.", "Sie ^halten ~Ihr Fachwissen aktuell und ^bringen es in Projekte ein."],
    nl: ["{S} stelt analyses en rapportages op voor {uw} vakgebied.", "{S} beoordeelt processen en stelt verbeteringen voor.", "{S} adviseert afdelingen en stemt met hen af.", "{S} houdt {uw} vakkennis actueel en zet die in bij projecten."],
  },
  "241": {
    de: ["Sie ^erstellen Auswertungen, Berichte und Abschlüsse.", "Sie ^prüfen Zahlen und Prozesse und ^schlagen Verbesserungen vor.", "Sie ^beraten Fachbereiche und Geschäftsleitung.", "Sie ^achten auf die Einhaltung von Vorschriften und Standards."],
    nl: ["{S} stelt rapportages, overzichten en jaarstukken op.", "{S} controleert cijfers en processen en stelt verbeteringen voor.", "{S} adviseert afdelingen en directie.", "{S} ziet toe op naleving van wet- en regelgeving en standaarden."],
  },
  "243": {
    de: ["Sie ^planen Kampagnen und Maßnahmen und ^setzen sie um.", "Sie ^erstellen Inhalte für Website, soziale Medien und Newsletter.", "Sie ^werten Marktdaten und die Ergebnisse von Kampagnen aus.", "Sie ^stimmen ~sich mit Vertrieb, Agenturen und Dienstleistern ab."],
    nl: ["{S} plant campagnes en acties en voert ze uit.", "{S} maakt content voor website, sociale media en nieuwsbrieven.", "{S} analyseert marktgegevens en campagneresultaten.", "{S} stemt af met sales, bureaus en leveranciers."],
  },
  "2511": {
    de: ["Sie ^analysieren Daten und Abläufe und ^leiten Empfehlungen für die Fachbereiche ab.", "Sie ^erstellen Berichte und Auswertungen und ^stellen Ergebnisse anschaulich dar.", "Sie ^klären Anforderungen mit den Fachbereichen und ^übersetzen sie in Lösungen.", "Sie ^prüfen die Qualität der Daten und ^dokumentieren Quellen und Methoden.", "Sie ^arbeiten eng mit IT, Fachbereichen und Management zusammen."],
    nl: ["{S} analyseert gegevens en processen en doet aanbevelingen aan de afdelingen.", "{S} maakt rapportages en analyses en presenteert de resultaten helder.", "{S} brengt wensen van afdelingen in kaart en vertaalt ze naar oplossingen.", "{S} bewaakt de kwaliteit van de gegevens en documenteert bronnen en methoden.", "{S} werkt nauw samen met IT, afdelingen en management."],
  },
  // database and network professionals (ILO 252: "design, develop, control, maintain and support
  // the optimal performance and security of IT systems"): a systems administrator writes no code reviews
  "252": {
    de: ["Sie ^betreiben und ^überwachen Server, Netzwerke und Datenbanken.", "Sie ^richten Systeme ein, ^konfigurieren sie und ^halten sie aktuell.", "Sie ^sorgen für Datensicherung und IT-Sicherheit.", "Sie ^analysieren Störungen und ^beheben sie.", "Sie ^unterstützen Nutzerinnen und Nutzer bei IT-Fragen."],
    nl: ["{S} beheert en bewaakt servers, netwerken en databases.", "{S} richt systemen in, configureert ze en houdt ze actueel.", "{S} zorgt voor back-ups en informatiebeveiliging.", "{S} analyseert storingen en lost ze op.", "{S} helpt gebruikers bij vragen over IT."],
  },
  "25": {
    de: ["Sie ^entwickeln und ^testen Software nach den Anforderungen der Nutzenden.", "Sie ^prüfen Code im Team und ^verbessern bestehende Anwendungen.", "Sie ^beheben Fehler und ^dokumentieren ~Ihre Lösungen.", "Sie ^stimmen Anforderungen mit Fachbereichen und Kundschaft ab."],
    nl: ["{S} ontwikkelt en test software volgens de wensen van gebruikers.", "{S} beoordeelt code in het team en verbetert bestaande applicaties.", "{S} lost fouten op en documenteert {uw} oplossingen.", "{S} stemt wensen af met afdelingen en klanten."],
  },
  // health associate professionals (ISCO-08 32: "support diagnosis and treatment … usually
  // established by medical, veterinary, nursing and other health professionals"); the pharmacy's
  // and the dental practice's assistants have their own (a tandartsassistent and an
  // apothekersassistent supported "artsen en verpleegkundigen" and recorded test results)
  "32": {
    de: ["Sie ^unterstützen Ärztinnen, Ärzte und Pflegefachkräfte bei Untersuchungen und Behandlungen.", "Sie ^betreuen Patientinnen und Patienten und ^beantworten ihre Fragen.", "Sie ^dokumentieren Befunde und Maßnahmen.", "Sie ^achten auf Hygiene und ^bereiten Material vor."],
    nl: ["{S} ondersteunt artsen en verpleegkundigen bij onderzoeken en behandelingen.", "{S} begeleidt patiënten en beantwoordt hun vragen.", "{S} legt uitslagen en handelingen vast.", "{S} let op hygiëne en bereidt materialen voor."],
  },
  // pharmaceutical technicians and assistants (ISCO-08 3213: "preparing medications … under the
  // guidance of a pharmacist; dispensing medicines … and giving written and oral instructions on their
  // use; receiving prescriptions … verifying that information is complete and accurate; maintaining
  // proper storage …; assisting clients by answering questions … or referring them to a pharmacist")
  "3213": {
    de: ["Sie ^geben Arzneimittel an die Kundschaft ab und ^erklären die Anwendung.", "Sie ^stellen Arzneimittel unter Anleitung der Apothekerin oder des Apothekers her.", "Sie ^nehmen Rezepte an und ^prüfen, ob die Angaben vollständig und richtig sind.", "Sie ^beantworten Fragen der Kundschaft und ^verweisen bei Bedarf an die Apothekerin oder den Apotheker."],
    nl: ["{S} geeft geneesmiddelen af aan klanten en legt uit hoe ze gebruikt worden.", "{S} bereidt geneesmiddelen onder verantwoordelijkheid van de apotheker.", "{S} neemt recepten aan en controleert of de gegevens volledig en juist zijn.", "{S} beantwoordt vragen van klanten en verwijst zo nodig door naar de apotheker."],
  },
  // ambulance workers (ISCO-08 3258: "provide emergency health care to patients who are injured,
  // sick, infirm … prior to and during transport to medical facilities": assess the patient's
  // condition, give first aid and life support, monitor the patient in the ambulance, record the care
  // given, keep the vehicle and its equipment ready; ESCO's paramedic and emergency ambulance
  // driver; BERUFENET 'Rettungssanitäter/in'): a Rettungssanitäter had the health associate
  // professionals' "unterstützen Ärztinnen, Ärzte und Pflegefachkräfte", a ward's work
  "3258": {
    de: ["Sie ^versorgen kranke und verletzte Menschen am Einsatzort und ^leisten lebensrettende Sofortmaßnahmen.", "Sie ^begleiten Patientinnen und Patienten im Rettungswagen oder Krankentransport und ^überwachen ihren Zustand.", "Sie ^dokumentieren jeden Einsatz und die geleistete Versorgung.", "Sie ^prüfen Fahrzeug, Geräte und Material vor und nach jedem Einsatz."],
    nl: ["{S} verleent spoedeisende zorg aan zieke en gewonde mensen ter plaatse en past levensreddende handelingen toe.", "{S} vervoert patiënten veilig met de ambulance naar het ziekenhuis of de zorginstelling.", "{S} legt elke rit en de gegeven zorg vast.", "{S} controleert de ambulance, apparatuur en materialen voor en na elke rit."],
  },
  // dental assistants and therapists (ISCO-08 3251: "assisting dentists during complex dental
  // procedures; … preparing, cleaning and sterilizing dental instruments …; getting patients ready
  // for examination or treatment, including explaining procedures; advising … on dental hygiene, diet")
  "3251": {
    de: ["Sie ^assistieren der Zahnärztin oder dem Zahnarzt bei Untersuchungen und Behandlungen.", "Sie ^bereiten Patientinnen und Patienten auf die Behandlung vor und ^erklären den Ablauf.", "Sie ^reinigen und ^sterilisieren Instrumente, Geräte und Materialien.", "Sie ^beraten Patientinnen und Patienten zu Mundhygiene und Ernährung."],
    nl: ["{S} assisteert de tandarts bij onderzoeken en behandelingen.", "{S} bereidt patiënten voor op de behandeling en legt uit wat er gaat gebeuren.", "{S} reinigt en steriliseert instrumenten, apparatuur en materialen.", "{S} geeft patiënten advies over mondhygiëne en voeding."],
  },
  "3322": {
    de: ["Sie ^besuchen Kundinnen und Kunden und ^stellen Produkte und Leistungen vor.", "Sie ^gewinnen neue Kundschaft und ^bauen bestehende Geschäftsbeziehungen aus.", "Sie ^erstellen Angebote und ^führen Preisverhandlungen.", "Sie ^dokumentieren Kundenbesuche und Absprachen.", "Sie ^beobachten Markt und Wettbewerb und ^geben Rückmeldungen an Marketing und Vertrieb."],
    nl: ["{S} bezoekt klanten en presenteert producten en diensten.", "{S} werft nieuwe klanten en bouwt bestaande relaties uit.", "{S} stelt offertes op en voert prijsonderhandelingen.", "{S} legt klantbezoeken en afspraken vast.", "{S} volgt de markt en de concurrentie en deelt wat {u} hoort met marketing en verkoop."],
  },
  // manufacturing supervisors (ISCO-08 3122: "coordinating and supervising production activities
  // … preparing production schedules … monitoring quality … training workers") and construction
  // supervisors (3123: "supervising construction workers … reading plans … checking progress and
  // quality … safety"): a Schichtleiter Produktion and a Vorarbeiter Bau had the technicians'
  // measurements of the major group 3
  "3122": {
    de: ["Sie ^planen die Schichten und ^verteilen die Aufgaben an Anlagen und Linien.", "Sie ^überwachen den Produktionsablauf und ^sorgen dafür, dass Menge, Qualität und Termine stimmen.", "Sie ^greifen bei Störungen ein und ^stimmen ~sich mit Instandhaltung und Qualitätssicherung ab.", "Sie ^weisen neue Kolleginnen und Kollegen ein und ^achten auf Arbeitssicherheit.", "Sie ^dokumentieren Produktionszahlen und Berichte zur Schicht."],
    nl: ["{S} plant de diensten en verdeelt de taken over machines en lijnen.", "{S} bewaakt het productieproces en zorgt dat aantallen, kwaliteit en planning kloppen.", "{S} grijpt in bij storingen en stemt af met onderhoud en kwaliteitsdienst.", "{S} werkt nieuwe collega's in en let op veiligheid op de werkvloer.", "{S} legt productiecijfers en de overdracht van de dienst vast."],
  },
  "3123": {
    de: ["Sie ^lesen Pläne und ^setzen die Arbeiten auf der Baustelle mit ~Ihrer Kolonne um.", "Sie ^verteilen die Aufgaben, ^arbeiten selbst mit und ^leiten Auszubildende an.", "Sie ^prüfen Fortschritt und Qualität der Arbeiten und ^stimmen ~sich mit der Bauleitung ab.", "Sie ^bestellen Material und ^sorgen für einen sicheren, ordentlichen Arbeitsplatz.", "Sie ^achten auf die Arbeitssicherheit und ^führen das Bautagebuch."],
    nl: ["{S} leest tekeningen en voert het werk op de bouwplaats uit met {uw} ploeg.", "{S} verdeelt de taken, werkt zelf mee en begeleidt leerlingen.", "{S} controleert voortgang en kwaliteit van het werk en stemt af met de uitvoerder.", "{S} bestelt materiaal en zorgt voor een veilige, opgeruimde werkplek.", "{S} let op de veiligheid en houdt de dagrapporten bij."],
  },
  // chefs (ISCO-08 3434: "planning menus and estimating food and labour costs; ordering food
  // supplies; … supervising and coordinating activities of cooks; … explaining and enforcing
  // hygiene regulations"): a Küchenchef had the technicians' measurements of the major group 3
  "3434": {
    de: ["Sie ^planen Speisekarten und ^kalkulieren Waren- und Personalkosten.", "Sie ^bestellen Lebensmittel und ^prüfen Qualität und Menge bei der Lieferung.", "Sie ^verteilen die Aufgaben in der Küchenbrigade und ^bilden Köchinnen, Köche und Auszubildende aus.", "Sie ^achten bei jedem Schritt auf Geschmack, Qualität und Präsentation der Gerichte.", "Sie ^setzen die Hygieneregeln nach HACCP durch und ^dokumentieren die Kontrollen."],
    nl: ["{S} stelt menukaarten samen en berekent de kosten van ingrediënten en personeel.", "{S} bestelt ingrediënten en controleert kwaliteit en hoeveelheid bij levering.", "{S} verdeelt de taken in de keuken en leidt koks en leerlingen op.", "{S} bewaakt bij elke stap smaak, kwaliteit en presentatie van de gerechten.", "{S} ziet toe op de hygiëneregels volgens HACCP en legt de controles vast."],
  },
  "42": {
    de: ["Sie ^beantworten Anfragen am Telefon, per E-Mail oder im Chat.", "Sie ^finden Lösungen für Anliegen der Kundschaft.", "Sie ^erfassen Vorgänge im System.", "Sie ^geben Rückmeldungen an die Fachabteilungen weiter."],
    nl: ["{S} beantwoordt vragen via telefoon, e-mail of chat.", "{S} zoekt oplossingen voor de vragen van klanten.", "{S} legt contacten vast in het systeem.", "{S} geeft signalen door aan de vakafdelingen."],
  },
  // numerical clerks (ILO 431: "obtain, compile and compute accounting, bookkeeping, statistical,
  // financial and other numerical data"): bookkeeping, payroll and tax clerks
  "431": {
    de: ["Sie ^erfassen und ^prüfen Belege, Zahlen und Unterlagen sorgfältig.", "Sie ^erstellen Abrechnungen, Auswertungen und Übersichten.", "Sie ^beantworten Rückfragen zu Zahlen und Vorgängen.", "Sie ^achten auf Fristen und gesetzliche Vorgaben."],
    nl: ["{S} verwerkt en controleert bonnen, cijfers en documenten zorgvuldig.", "{S} stelt afrekeningen, overzichten en rapportages op.", "{S} beantwoordt vragen over cijfers en dossiers.", "{S} let op termijnen en wettelijke regels."],
  },
  // stock clerks (ILO 4321: "receive, store and issue goods, keep records of stock, check
  // quantities"): the Lagerist is ESCO's Warenlagerverwalter, who sorts no post
  "4321": {
    de: ["Sie ^nehmen Waren an, ^prüfen sie auf Menge und Schäden und ^lagern sie ein.", "Sie ^kommissionieren Aufträge und ^bereiten den Versand vor.", "Sie ^buchen Warenein- und -ausgänge im Lagersystem.", "Sie ^überwachen den Bestand und ^führen Inventuren durch.", "Sie ^halten das Lager sauber und ordentlich."],
    nl: ["{S} neemt goederen in ontvangst, controleert aantallen en schade en slaat ze op.", "{S} verzamelt orders en maakt zendingen klaar voor verzending.", "{S} boekt inkomende en uitgaande goederen in het magazijnsysteem.", "{S} bewaakt de voorraad en voert inventarisaties uit.", "{S} houdt het magazijn schoon en opgeruimd."],
  },
  // production clerks (ILO 4322: "compute, coordinate, check and record the materials, equipment
  // and workforce required at the stages of production"): the Dutch planner, the Produktionsplaner
  "4322": {
    de: ["Sie ^erstellen Produktions- und Einsatzpläne auf Grundlage von Aufträgen, Kapazitäten und Beständen.", "Sie ^stimmen die Planung mit Produktion, Einkauf, Vertrieb und Logistik ab.", "Sie ^überwachen den Fortschritt der Aufträge und ^passen die Planung bei Störungen oder Eilaufträgen an.", "Sie ^sorgen dafür, dass Material, Personal und Maschinen rechtzeitig bereitstehen.", "Sie ^pflegen Planungs- und Auftragsdaten im System."],
    nl: ["{S} maakt de planning voor productie en werkzaamheden op basis van orders, capaciteit en voorraad.", "{S} stemt de planning af met productie, inkoop, verkoop en logistiek.", "{S} bewaakt de voortgang van orders en past de planning aan bij storingen of spoedorders.", "{S} zorgt dat materialen, mensen en machines op tijd beschikbaar zijn.", "{S} legt de planning en de voortgang vast in het systeem."],
  },
  // transport clerks (ILO 4323: "keep records of the operational aspects and coordinate the timing
  // of passenger and freight transport operations"; UWV 'Planner transport', BERUFENET 'Disponent/in –
  // Güterverkehr': plan trips, assign vehicles and drivers, follow the shipments, freight papers):
  // a Venlo transportplanner and a Graz Disponent read the office clerks' "afspraken, post en archief"
  "4323": {
    de: ["Sie ^planen Transporte und Touren und ^setzen Fahrzeuge und Fahrpersonal ein.", "Sie ^verfolgen die Sendungen und ^reagieren auf Verspätungen und Störungen.", "Sie ^erstellen und ^prüfen Frachtpapiere und Lieferdokumente.", "Sie ^halten Kontakt zu Fahrpersonal, Kundschaft und Lager.", "Sie ^erfassen Aufträge, Zeiten und Kosten im Transportsystem."],
    nl: ["{S} plant transporten en ritten en zet voertuigen en chauffeurs in.", "{S} volgt de zendingen en grijpt in bij vertragingen en storingen.", "{S} maakt vrachtdocumenten en leverpapieren op en controleert ze.", "{S} onderhoudt contact met chauffeurs, klanten en het magazijn.", "{S} legt orders, tijden en kosten vast in het transportsysteem."],
  },
  // waiters and bartenders (ILO 513): the kitchen's sentences were the whole group 51's, and a
  // Belgian "medewerker bediening" cooked to recipe; cooks have theirs (512), hairdressers the major group's
  "513": {
    de: ["Sie ^empfangen Gäste und ^nehmen Bestellungen auf.", "Sie ^servieren Speisen und Getränke.", "Sie ^beraten Gäste zu Speisen und Getränken.", "Sie ^kassieren und ^rechnen korrekt ab.", "Sie ^halten Gastraum und Theke sauber und ordentlich."],
    nl: ["{S} ontvangt gasten en neemt bestellingen op.", "{S} serveert gerechten en dranken.", "{S} adviseert gasten over de kaart.", "{S} rekent af en handelt betalingen correct af.", "{S} houdt de zaal en de bar schoon en netjes."],
  },
  // cooks (ILO 5120: "plan menus, estimate food requirements, check quality, prepare, season and
  // cook food, regulate temperatures, keep the kitchen clean")
  // hotel receptionists (ILO 4224)
  "4224": {
    de: ["Sie ^empfangen Gäste und ^betreuen sie bei An- und Abreise.", "Sie ^nehmen Reservierungen an und ^bearbeiten sie.", "Sie ^beantworten Fragen der Gäste, persönlich, am Telefon und per E-Mail.", "Sie ^erstellen Rechnungen und ^kassieren.", "Sie ^geben Wünsche und Beschwerden an die zuständigen Abteilungen weiter."],
    nl: ["{S} ontvangt gasten en verzorgt het in- en uitchecken.", "{S} neemt reserveringen aan en verwerkt ze.", "{S} beantwoordt vragen van gasten, aan de balie, telefonisch en per e-mail.", "{S} maakt rekeningen op en rekent af.", "{S} geeft wensen en klachten door aan de juiste afdeling."],
  },
  "512": {
    de: ["Sie ^bereiten Speisen nach Rezept zu und ^richten sie ansprechend an.", "Sie ^wirken bei der Planung von Speisekarte und Tagesgerichten mit.", "Sie ^prüfen Qualität und Frische der Lebensmittel und ^lagern sie fachgerecht.", "Sie ^arbeiten nach den Hygieneregeln des HACCP-Konzepts.", "Sie ^halten ~Ihren Arbeitsplatz in der Küche sauber und ordentlich.", "Sie ^sorgen gemeinsam mit dem Küchenteam für einen reibungslosen Service."],
    nl: ["{S} bereidt gerechten volgens recept en richt ze verzorgd op het bord aan.", "{S} denkt mee over de menukaart en de dagschotels.", "{S} controleert de kwaliteit en versheid van producten en slaat ze goed op.", "{S} werkt volgens de HACCP-hygiëneregels.", "{S} houdt {uw} werkplek in de keuken schoon en opgeruimd.", "{S} zorgt samen met het keukenteam voor een soepele service."],
  },
  // security guards (ILO 5414: "patrol, guard, check access, report incidents")
  "5414": {
    de: ["Sie ^bewachen Gebäude, Gelände und Eigentum und ^machen Kontrollgänge.", "Sie ^kontrollieren den Zutritt von Besuchenden und Beschäftigten.", "Sie ^greifen bei Vorfällen ein und ^alarmieren bei Bedarf Polizei oder Rettungsdienst.", "Sie ^überwachen Sicherheitstechnik und Kamerabilder.", "Sie ^dokumentieren Vorkommnisse im Wachbuch."],
    nl: ["{S} bewaakt gebouwen, terreinen en eigendommen en loopt controlerondes.", "{S} controleert de toegang van bezoekers en medewerkers.", "{S} grijpt in bij incidenten en schakelt zo nodig de hulpdiensten in.", "{S} houdt de beveiligingssystemen en camerabeelden in de gaten.", "{S} legt bijzonderheden vast in het dagrapport."],
  },
  // contact centre salespersons (ILO 5244): the shop's till and shelves were theirs
  "5244": {
    de: ["Sie ^führen ein- und ausgehende Telefongespräche mit Kundinnen und Kunden.", "Sie ^informieren über Produkte, Leistungen und Angebote.", "Sie ^nehmen Bestellungen und Aufträge auf.", "Sie ^erfassen Gespräche und Absprachen im System.", "Sie ^gehen auf Fragen und Einwände ein."],
    nl: ["{S} voert inkomende en uitgaande telefoongesprekken met klanten.", "{S} informeert klanten over producten, diensten en aanbiedingen.", "{S} neemt bestellingen en opdrachten aan.", "{S} legt gesprekken en afspraken vast in het systeem.", "{S} gaat in op vragen en bezwaren."],
  },
  "52": {
    de: ["Sie ^beraten Kundinnen und Kunden und ^verkaufen passende Produkte.", "Sie ^kassieren und ^wickeln Zahlungen korrekt ab.", "Sie ^füllen Regale auf und ^präsentieren Ware ansprechend.", "Sie ^nehmen Lieferungen an und ^prüfen den Bestand."],
    nl: ["{S} adviseert klanten en verkoopt passende producten.", "{S} rekent af aan de kassa en handelt betalingen correct af.", "{S} vult schappen aan en presenteert producten aantrekkelijk.", "{S} neemt leveringen aan en controleert de voorraad."],
  },
  // teachers' aides (ISCO-08 5312: "preparing materials for teaching, assisting students
  // individually or in small groups, supervising students in classrooms, playgrounds and on outings,
  // observing and reporting their progress to the teacher"; SBB kwalificatie 'Onderwijsassistent':
  // ondersteunt de leraar in de klas, begeleidt leerlingen): an onderwijsassistent had the child
  // care workers' sentences of group 531 (kinderen bij spelen, eten en slapen, de groepsruimte)
  "5312": {
    de: ["Sie ^unterstützen die Lehrkraft im Unterricht bei Vorbereitung und Durchführung der Stunden.", "Sie ^begleiten Schülerinnen und Schüler einzeln oder in kleinen Gruppen bei ihren Aufgaben.", "Sie ^bereiten Unterrichtsmaterial vor und ^stellen es bereit.", "Sie ^beaufsichtigen die Schülerinnen und Schüler in der Klasse, auf dem Schulhof und bei Ausflügen.", "Sie ^beobachten die Lernfortschritte und ^besprechen sie mit der Lehrkraft."],
    nl: ["{S} ondersteunt de leraar in de klas bij het voorbereiden en geven van de lessen.", "{S} begeleidt leerlingen alleen of in kleine groepjes bij hun opdrachten.", "{S} bereidt lesmateriaal voor en zet het klaar.", "{S} houdt toezicht op de leerlingen in de klas, op het schoolplein en bij uitstapjes.", "{S} volgt de vorderingen van de leerlingen en bespreekt ze met de leraar."],
  },
  "531": {
    de: ["Sie ^betreuen Kinder im Alltag, beim Spielen, Essen und Schlafen.", "Sie ^achten auf die Sicherheit und das Wohlbefinden der Kinder.", "Sie ^gestalten Spiel- und Bastelangebote, die zum Alter der Kinder passen.", "Sie ^sprechen mit Eltern über den Tag ihres Kindes.", "Sie ^sorgen für saubere, ordentliche Gruppenräume und ^halten die Hygieneregeln ein."],
    nl: ["{S} verzorgt en begeleidt kinderen bij spelen, eten en slapen.", "{S} let op de veiligheid en het welbevinden van de kinderen.", "{S} bedenkt activiteiten die passen bij de leeftijd van de kinderen en voert ze uit.", "{S} bespreekt met ouders hoe de dag van hun kind is verlopen.", "{S} zorgt voor een schone en opgeruimde groepsruimte en houdt {zich} aan de hygiëneregels."],
  },
  "53": {
    de: ["Sie ^unterstützen Menschen bei der Körperpflege und im Alltag.", "Sie ^beobachten den Zustand der betreuten Menschen und ^informieren die Pflegefachkräfte.", "Sie ^begleiten Menschen respektvoll und geduldig.", "Sie ^dokumentieren ~Ihre Beobachtungen."],
    nl: ["{S} helpt mensen bij de persoonlijke verzorging en in het dagelijks leven.", "{S} let op hoe het met cliënten gaat en informeert de verpleegkundigen.", "{S} begeleidt mensen met respect en geduld.", "{S} legt {uw} observaties vast."],
  },
  // plumbers and pipe fitters (ISCO-08 7126: "install, maintain and repair pipe systems … for water
  // supply, drainage, gas, heating and ventilation", sewer pipe layers among them; SBB kwalificatie
  // 'Eerste monteur service en onderhoud installaties'; BERUFENET 'Anlagenmechaniker/in für Sanitär-, Heizungs- und
  // Klimatechnik'): a W/E-monteur had the building trades' group 71 alone (bouwplaatsen, nieuwbouw).
  // The unit's trades in the order a sewer worker's ad (three sentences of ESCO's) reads them true
  "7126": {
    de: ["Sie ^suchen Störungen und Lecks und ^beheben sie.", "Sie ^lesen Installationspläne und ^arbeiten nach Vorschrift.", "Sie ^prüfen Leitungen und Anlagen auf Funktion und Dichtheit.", "Sie ^verlegen Rohre und Leitungen und ^installieren Anlagen für Wasser, Abwasser, Gas, Heizung oder Lüftung.", "Sie ^warten die Anlagen und ^dokumentieren die Arbeiten."],
    nl: ["{S} spoort storingen en lekkages op en verhelpt ze.", "{S} leest installatietekeningen en werkt volgens de voorschriften.", "{S} test leidingen en installaties op werking en dichtheid.", "{S} legt leidingen aan en installeert systemen voor water, afvoer, gas, verwarming of ventilatie.", "{S} onderhoudt de installaties en legt het uitgevoerde werk vast."],
  },
  // metal, machinery and related trades workers (ISCO-08 72: "cast, weld, forge and, by other
  // methods, form metal; erect, maintain and repair heavy metal structures; … or produce tools"):
  // the work every trade of the group shares. The repair of vehicles and the customer's advice are
  // the machinery mechanics' (723): a welder (7212) was told to repair vehicles and advise customers
  "72": {
    de: ["Sie ^lesen technische Zeichnungen und ^arbeiten genau nach Vorgabe.", "Sie ^schneiden, ^formen und ^verbinden Metallteile von Hand und mit Maschinen.", "Sie ^prüfen Maße und Qualität ~Ihrer Werkstücke.", "Sie ^arbeiten sicher und ^tragen die vorgeschriebene Schutzausrüstung."],
    nl: ["{S} leest technische tekeningen en werkt nauwkeurig volgens de specificaties.", "{S} snijdt, vormt en verbindt metalen onderdelen met de hand en met machines.", "{S} controleert de maatvoering en kwaliteit van {uw} werkstukken.", "{S} werkt veilig en draagt de voorgeschreven beschermingsmiddelen."],
  },
  // machinery mechanics and repairers (ISCO-08 723: "fit, install, maintain and repair engines,
  // vehicles, agricultural or industrial machinery and similar mechanical equipment")
  "723": {
    de: ["Sie ^warten und ^reparieren Fahrzeuge, Maschinen oder Anlagen.", "Sie ^finden Fehler mit Diagnosegeräten und ^beheben sie.", "Sie ^tauschen Verschleißteile aus und ^prüfen die Funktion.", "Sie ^beraten die Kundschaft zu Reparatur und Wartung."],
    nl: ["{S} onderhoudt en repareert voertuigen, machines of installaties.", "{S} spoort storingen op met diagnoseapparatuur en verhelpt ze.", "{S} vervangt slijtageonderdelen en test de werking.", "{S} adviseert klanten over reparatie en onderhoud."],
  },
  // metal working machine tool setters and operators (ISCO-08 7223: "setting up and operating
  // machine tools … changing tools, checking work pieces against specifications"; BERUFENET
  // 'Maschinen- und Anlagenführer/in': einrichten, umrüsten, bedienen, überwachen, warten): a
  // Maschinenbediener had the mechanics' group 72 and repaired vehicles for the Kundschaft
  "7223": {
    de: ["Sie ^richten Maschinen und Fertigungsanlagen ein, ^nehmen sie in Betrieb und ^rüsten sie für neue Aufträge um.", "Sie ^bedienen und ^überwachen die Anlagen und ^führen Material zu.", "Sie ^prüfen die gefertigten Teile nach Vorgabe und ^korrigieren die Einstellungen bei Abweichungen.", "Sie ^warten die Maschinen, ^beheben kleinere Störungen und ^dokumentieren die Produktion."],
    nl: ["{S} stelt machines en productielijnen in en bouwt ze om voor nieuwe orders.", "{S} bedient en bewaakt de machines en voert materiaal aan.", "{S} controleert de gemaakte onderdelen volgens de specificaties en past de instellingen aan bij afwijkingen.", "{S} voert onderhoud uit, verhelpt kleine storingen en registreert de productie."],
  },
  // industrial machinery mechanics (ISCO-08 7233: "fit, install, examine, service and repair
  // engines, agricultural and industrial machinery and mechanical equipment"; BERUFENET
  // 'Industriemechaniker/in': Maschinen und Anlagen montieren, in Betrieb nehmen, warten, Störungen
  // beheben): an Industriemechaniker had the group 72's "Fahrzeuge" and the Kundschaft's advice
  "7233": {
    de: ["Sie ^montieren Maschinen und Anlagen und ^nehmen sie in Betrieb.", "Sie ^warten und ^inspizieren Maschinen und Anlagen nach Plan.", "Sie ^suchen Fehler, ^tauschen verschlissene Bauteile aus und ^prüfen die Funktion.", "Sie ^lesen technische Zeichnungen und ^fertigen bei Bedarf Ersatzteile an.", "Sie ^dokumentieren Wartungen und Reparaturen."],
    nl: ["{S} monteert machines en installaties en neemt ze in bedrijf.", "{S} onderhoudt en inspecteert machines en installaties volgens planning.", "{S} spoort storingen op, vervangt versleten onderdelen en test de werking.", "{S} leest technische tekeningen en maakt zo nodig vervangende onderdelen.", "{S} legt onderhoud en reparaties vast."],
  },
  // bicycle repairers (ISCO-08 7234: "repair and maintain bicycles … adjust and replace parts";
  // BERUFENET 'Zweiradmechatroniker/in – Fahrradtechnik': Fahrräder und E-Bikes warten, reparieren,
  // montieren, Antriebe und Akkus prüfen): a Fahrradmechaniker found faults "mit Diagnosegeräten"
  "7234": {
    de: ["Sie ^warten und ^reparieren Fahrräder und E-Bikes.", "Sie ^stellen Schaltung, Bremsen und Laufräder ein.", "Sie ^prüfen Antrieb, Akku und Elektronik von E-Bikes und ^beheben Fehler.", "Sie ^montieren neue Räder und ^bauen Zubehör an.", "Sie ^beraten die Kundschaft zu Reparatur, Zubehör und Ersatzteilen."],
    nl: ["{S} onderhoudt en repareert fietsen en e-bikes.", "{S} stelt versnellingen, remmen en wielen af.", "{S} controleert aandrijving, accu en elektronica van e-bikes en verhelpt storingen.", "{S} zet nieuwe fietsen in elkaar en monteert accessoires.", "{S} adviseert klanten over reparaties, accessoires en onderdelen."],
  },
  "74": {
    de: ["Sie ^installieren elektrische Anlagen in Gebäuden nach den geltenden Normen.", "Sie ^prüfen Anlagen und ^messen elektrische Werte.", "Sie ^suchen Fehler und ^beheben Störungen.", "Sie ^dokumentieren Prüfungen und Arbeiten."],
    nl: ["{S} legt elektrische installaties in gebouwen aan volgens de geldende normen.", "{S} test installaties en meet elektrische waarden.", "{S} spoort storingen op en verhelpt ze.", "{S} legt keuringen en werkzaamheden vast."],
  },
  // car, taxi and van drivers (ISCO-08 832; 833 has its own): the road's sentences are theirs, not
  // the whole sub-major group 83's — a Kranführer (8343) and a Kraanmachinist were told to
  // "transportieren Waren oder Personen" and "halten sich an die Verkehrsregeln", and locomotive
  // drivers (831) and deck crews (835) drive no road
  "832": {
    de: ["Sie ^transportieren Waren oder Personen sicher und pünktlich.", "Sie ^planen Routen und ^halten ~sich an die Verkehrsregeln.", "Sie ^prüfen das Fahrzeug vor jeder Fahrt auf Verkehrssicherheit.", "Sie ^melden Schäden und Störungen und ^dokumentieren ~Ihre Fahrten."],
    nl: ["{S} vervoert goederen of personen veilig en op tijd.", "{S} plant routes en houdt {zich} aan de verkeersregels.", "{S} controleert voor elke rit of het voertuig veilig is.", "{S} meldt schade en storingen en registreert {uw} ritten."],
  },
  // bus and tram drivers (ISCO-08 8331: "drive buses or trams to transport passengers"): passengers,
  // not goods
  "8331": {
    de: ["Sie ^befördern Fahrgäste sicher und pünktlich nach Fahrplan.", "Sie ^helfen Fahrgästen beim Ein- und Aussteigen und ^geben Auskunft.", "Sie ^halten Lenk- und Ruhezeiten ein.", "Sie ^prüfen das Fahrzeug vor jeder Fahrt auf Verkehrssicherheit."],
    nl: ["{S} vervoert reizigers veilig en op tijd volgens de dienstregeling.", "{S} helpt reizigers bij het in- en uitstappen en geeft informatie.", "{S} houdt {zich} aan rij- en rusttijden.", "{S} controleert voor elke rit of het voertuig veilig is."],
  },
  // heavy truck and lorry drivers (ISCO-08 8332: "drive heavy motor vehicles to transport goods,
  // liquids and heavy materials"; BERUFENET 'Berufskraftfahrer/in – Güterverkehr': class CE, the
  // load secured): goods, not passengers — a CE driver was to "transportieren Waren oder Personen"
  "8332": {
    de: ["Sie ^transportieren Güter mit dem Lkw sicher und pünktlich.", "Sie ^planen Routen und ^halten Lenk- und Ruhezeiten ein.", "Sie ^sichern die Ladung und ^prüfen das Fahrzeug vor jeder Fahrt auf Verkehrssicherheit.", "Sie ^melden Schäden und Störungen und ^dokumentieren ~Ihre Fahrten."],
    nl: ["{S} vervoert goederen veilig en op tijd met de vrachtwagen.", "{S} plant routes en houdt {zich} aan rij- en rusttijden.", "{S} controleert of de lading goed vastzit en of het voertuig veilig is.", "{S} meldt schade en storingen en registreert {uw} ritten."],
  },
  // heavy truck and bus drivers (ISCO-08 833): the EU driving-time rules (Lenk- und Ruhezeiten,
  // rij- en rusttijden; Regulation (EC) No 561/2006, art. 2 and 3) hold for goods vehicles over
  // 3.5 t and buses, not for the car, taxi and van drivers (8322) the road drivers' group had them
  // told of
  "833": {
    de: ["Sie ^transportieren Waren oder Personen sicher und pünktlich.", "Sie ^planen Routen und ^halten Lenk- und Ruhezeiten ein.", "Sie ^prüfen das Fahrzeug vor jeder Fahrt auf Verkehrssicherheit.", "Sie ^melden Schäden und Störungen und ^dokumentieren ~Ihre Fahrten."],
    nl: ["{S} vervoert goederen of personen veilig en op tijd.", "{S} plant routes en houdt {zich} aan rij- en rusttijden.", "{S} controleert voor elke rit of het voertuig veilig is.", "{S} meldt schade en storingen en registreert {uw} ritten."],
  },
  // mobile plant operators (ISCO-08 834: "drive, operate and monitor … earthmoving, lifting and
  // other mobile plant"): on a site or a yard, not on the road
  "834": {
    de: ["Sie ^bedienen ~Ihre Maschine sicher und nach den Vorgaben für den Einsatzort.", "Sie ^prüfen die Maschine vor Arbeitsbeginn und ^übernehmen die tägliche Wartung.", "Sie ^achten auf Personen im Arbeitsbereich und ^halten die Sicherheitsvorschriften ein.", "Sie ^melden Schäden und Störungen und ^dokumentieren ~Ihre Einsätze."],
    nl: ["{S} bedient {uw} machine veilig en volgens de afspraken op de werkplek.", "{S} controleert de machine voor aanvang van het werk en voert het dagelijkse onderhoud uit.", "{S} let op mensen in de werkomgeving en houdt {zich} aan de veiligheidsvoorschriften.", "{S} meldt schade en storingen en legt {uw} inzet vast."],
  },
  // crane, hoist and related plant operators (ISCO-08 8343: "operate cranes to lift, move, position
  // or place machinery, equipment and other large objects … inspect and maintain"; BERUFENET
  // 'Kranführer/in': Krane bedienen, Lasten heben und absetzen, Verständigung mit dem Anschläger
  // per Funk oder Handzeichen, Sicht- und Funktionsprüfung vor Arbeitsbeginn, Wartung)
  "8343": {
    de: ["Sie ^bedienen Turmdreh-, Mobil- oder Brückenkrane und ^heben, ^bewegen und ^setzen Lasten sicher ab.", "Sie ^prüfen den Kran vor Arbeitsbeginn auf Funktion und Sicherheit.", "Sie ^ermitteln das Gewicht der Last und ^achten auf die zulässige Tragfähigkeit des Krans.", "Sie ^verständigen ~sich per Funk oder Handzeichen mit dem Team am Boden.", "Sie ^warten den Kran, ^schmieren Seile und Lager und ^melden Mängel."],
    nl: ["{S} bedient torenkranen, mobiele kranen of bovenloopkranen en hijst, verplaatst en plaatst lasten veilig.", "{S} controleert de kraan voor aanvang van het werk op werking en veiligheid.", "{S} bepaalt het gewicht van de last en let op de maximale hijscapaciteit van de kraan.", "{S} communiceert via portofoon of handsignalen met de collega's op de grond.", "{S} onderhoudt de kraan, smeert kabels en lagers en meldt gebreken."],
  },
  "8344": {
    de: ["Sie ^übernehmen das Be- und Entladen von Lkw mit dem Gabelstapler.", "Sie ^lagern Ware ein und aus und ^stellen Aufträge zusammen.", "Sie ^prüfen den Stapler vor Schichtbeginn und ^melden Mängel.", "Sie ^buchen Warenbewegungen mit dem Handscanner im Lagersystem."],
    nl: ["{S} laadt en lost vrachtwagens met de heftruck.", "{S} slaat goederen op, haalt ze uit de stellingen en verzamelt orders.", "{S} controleert de heftruck voor het begin van de dienst en meldt gebreken.", "{S} boekt goederenbewegingen met de handscanner in het magazijnsysteem."],
  },
  // manufacturing labourers (ISCO-08 932: "packing products by hand, loading machines, sorting
  // products"), not the warehouse's sentences of the sub-major group 93 a Produktionshelfer had
  "932": {
    de: ["Sie ^bestücken Maschinen und Produktionsanlagen und ^behalten den Ablauf im Blick.", "Sie ^prüfen Produkte nach Vorgabe auf Fehler und ^sortieren Ausschuss aus.", "Sie ^verpacken fertige Produkte und ^bereiten sie für den Versand vor.", "Sie ^beachten die Regeln der Arbeitssicherheit und ^melden Störungen an den Anlagen."],
    nl: ["{S} vult machines en productielijnen en houdt het proces in de gaten.", "{S} controleert producten volgens de instructies op fouten en sorteert afkeur uit.", "{S} verpakt eindproducten en maakt ze klaar voor verzending.", "{S} houdt {zich} aan de veiligheidsregels en meldt storingen aan de machines."],
  },
  // mining and construction labourers (ISCO-08 931: "digging and filling holes and trenches using
  // hand-held tools; shovelling and spreading excavated materials, sand, soil and gravel; sorting,
  // loading, unloading … and transporting them around work sites; cleaning machinery, equipment, tools
  // and work sites and removing obstructions"): a construction labourer (9313) had the warehouse's
  // sentences of the sub-major group 93 — goods received, orders picked, the forklift
  "931": {
    de: ["Sie ^heben Gräben und Gruben mit Handwerkzeug aus und ^verfüllen sie wieder.", "Sie ^schaufeln und ^verteilen Erdreich, Sand und Kies.", "Sie ^bewegen Material, Werkzeug und Geräte auf der Baustelle.", "Sie ^reinigen Maschinen, Werkzeug und Arbeitsplatz und ^räumen Hindernisse weg."],
    nl: ["{S} graaft sleuven en gaten met handgereedschap en vult ze weer aan.", "{S} schept en verspreidt grond, zand en grind.", "{S} verplaatst materialen, gereedschap en apparatuur op de bouwplaats.", "{S} maakt machines, gereedschap en de werkplek schoon en ruimt obstakels op."],
  },
  // transport and storage labourers (ISCO-08 933: freight handlers, shelf fillers)
  "933": {
    de: ["Sie ^nehmen Waren an, ^prüfen sie und ^lagern sie ein.", "Sie ^kommissionieren Aufträge und ^verpacken Sendungen.", "Sie ^bewegen Ware mit Hubwagen oder Stapler.", "Sie ^halten das Lager sauber und ordentlich."],
    nl: ["{S} neemt goederen in ontvangst, controleert ze en slaat ze op.", "{S} verzamelt orders en verpakt zendingen.", "{S} verplaatst goederen met een palletwagen of heftruck.", "{S} houdt het magazijn schoon en opgeruimd."],
  },
  "94": {
    de: ["Sie ^bereiten Zutaten vor und ^unterstützen das Küchenteam.", "Sie ^spülen Geschirr und ^reinigen die Küche.", "Sie ^arbeiten nach den Hygieneregeln des HACCP-Konzepts."],
    nl: ["{S} bereidt ingrediënten voor en ondersteunt het keukenteam.", "{S} wast af en maakt de keuken schoon.", "{S} werkt volgens de HACCP-hygiëneregels."],
  },
};

/** Sentences for any occupation, last in line (and all there is without reference data). */
export const GENERAL_TASKS: BankEntry = {
  de: ["Sie ^übernehmen die Kernaufgaben der Position selbstständig und sorgfältig.", "Sie ^arbeiten eng mit Kolleginnen und Kollegen anderer Bereiche zusammen.", "Sie ^dokumentieren ~Ihre Arbeit und ^sichern die Qualität.", "Sie ^bringen Ideen ein, wie Abläufe besser werden.", "Sie ^halten Absprachen und Termine zuverlässig ein."],
  nl: ["{S} voert de kerntaken van de functie zelfstandig en zorgvuldig uit.", "{S} werkt nauw samen met collega's en andere afdelingen.", "{S} legt {uw} werk vast en bewaakt de kwaliteit.", "{S} denkt mee over hoe het werk beter kan.", "{S} komt afspraken en deadlines betrouwbaar na."],
};

export const GENERAL_TASKS_EN = [
  "You will carry out the core tasks of the role carefully and on your own initiative.",
  "You will work closely with colleagues and other departments.",
  "You will document your work and help keep quality high.",
  "You will suggest ways to make everyday processes better.",
  "You will keep agreements and deadlines reliably.",
];

/**
 * The sentences for an occupation, most specific group first (unit, minor, sub-major group): a
 * wider one only while the narrower give fewer than four sentences. The major group's sentences
 * (worded to be true of every job in it: group 5 holds cooks, carers and security guards, so a
 * carer is never asked to "advise customers") and the general ones fill in last.
 */
export function bankFor(isco: string | null, ownDuties = 0): BankEntry[] {
  const entries: BankEntry[] = [];
  // a role's own duties (writer/german-role-duties.ts) are the narrowest group's sentences
  const sentences = () => ownDuties + entries.reduce((sum, entry) => sum + entry.de.length, 0);
  // a wider group only while the narrower ones give fewer than four sentences: a forklift driver
  // (8344) does not get the road drivers' (83) routes and driving hours, nor a Dutch radiographer
  // (2269, ESCO's unit of therapists and chiropractors too) the health professionals' (22) nursing care
  for (const digits of [4, 3, 2]) {
    const entry = isco && isco.length >= digits ? TASK_BANK[isco.slice(0, digits)] : undefined;
    if (entry && sentences() < 4) entries.push(entry);
  }
  // then the major group's sentences, true of every job in it, and the general ones: they rank
  // last and fill in only up to the five responsibilities a text has at least (issue 41 §2)
  const major = isco ? TASK_BANK[isco.slice(0, 1)] : undefined;
  if (major) entries.push(major);
  entries.push(GENERAL_TASKS);
  return entries;
}
