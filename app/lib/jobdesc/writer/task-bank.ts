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
  "2": {
    de: ["Sie ^bearbeiten fachliche Fragestellungen selbstständig und sorgfältig.", "Sie ^beraten Kolleginnen, Kollegen und Kundschaft in ~Ihrem Fachgebiet.", "Sie ^halten ~Ihr Fachwissen aktuell und ^bringen neue Erkenntnisse in die Arbeit ein.", "Sie ^dokumentieren Ergebnisse nachvollziehbar und ^teilen sie mit dem Team."],
    nl: ["{S} pakt vakinhoudelijke vraagstukken zelfstandig en zorgvuldig op.", "{S} adviseert collega's en klanten binnen {uw} vakgebied.", "{S} houdt {uw} vakkennis actueel en brengt nieuwe inzichten in de praktijk.", "{S} legt resultaten helder vast en deelt ze met het team."],
  },
  "3": {
    de: ["Sie ^unterstützen Fachkräfte mit technischem und fachlichem Wissen.", "Sie ^übernehmen Prüfungen, Messungen und Auswertungen nach Vorgabe.", "Sie ^dokumentieren ~Ihre Arbeit sorgfältig und ^achten auf Qualität und Sicherheit.", "Sie ^arbeiten eng mit anderen Abteilungen zusammen."],
    nl: ["{S} ondersteunt specialisten met {uw} technische en vakinhoudelijke kennis.", "{S} voert controles, metingen of analyses uit volgens de voorschriften.", "{S} legt {uw} werk zorgvuldig vast en let op kwaliteit en veiligheid.", "{S} werkt nauw samen met andere afdelingen."],
  },
  "4": {
    de: ["Sie ^bearbeiten Anfragen, Unterlagen und Vorgänge zuverlässig.", "Sie ^pflegen Daten in den Systemen des Unternehmens.", "Sie ^organisieren Termine, Post und Ablage.", "Sie ^sind erste Ansprechperson für Fragen von Kundschaft und Kollegium."],
    nl: ["{S} handelt aanvragen, documenten en dossiers zorgvuldig af.", "{S} houdt gegevens bij in de systemen van de organisatie.", "{S} organiseert afspraken, post en archief.", "{S} bent het eerste aanspreekpunt voor vragen van klanten en collega's."],
  },
  "5": {
    de: ["Sie ^begegnen Menschen freundlich, geduldig und respektvoll.", "Sie ^sorgen für einen reibungslosen Ablauf im Tagesgeschäft.", "Sie ^achten auf Sauberkeit, Ordnung und Hygiene.", "Sie ^arbeiten Hand in Hand mit dem Team."],
    nl: ["{S} gaat vriendelijk, geduldig en respectvol met mensen om.", "{S} zorgt voor een soepel verloop van het dagelijkse werk.", "{S} let op netheid, orde en hygiëne.", "{S} werkt nauw samen met het team."],
  },
  "6": {
    de: ["Sie ^pflegen Pflanzen, Tiere oder Flächen nach fachlichen Vorgaben.", "Sie ^bedienen Maschinen und Geräte sicher.", "Sie ^planen die Arbeiten nach Jahreszeit und Wetter.", "Sie ^achten auf Tierwohl, Umweltschutz und Arbeitssicherheit."],
    nl: ["{S} verzorgt planten, dieren of terreinen volgens de vakregels.", "{S} bedient machines en apparatuur veilig.", "{S} plant het werk naar seizoen en weer.", "{S} let op dierenwelzijn, milieu en veiligheid."],
  },
  "7": {
    de: ["Sie ^lesen Pläne und Zeichnungen und ^setzen sie fachgerecht um.", "Sie ^bauen, ^montieren oder ^reparieren Anlagen und Bauteile.", "Sie ^prüfen ~Ihre Arbeit und ^halten Qualitätsstandards ein.", "Sie ^beachten die Vorschriften zur Arbeitssicherheit."],
    nl: ["{S} leest tekeningen en voert ze vakkundig uit.", "{S} bouwt, monteert of repareert installaties en onderdelen.", "{S} controleert {uw} werk en houdt de kwaliteitsnormen aan.", "{S} werkt volgens de veiligheidsvoorschriften."],
  },
  "8": {
    de: ["Sie ^bedienen und ^überwachen Maschinen, Anlagen oder Fahrzeuge.", "Sie ^prüfen Fahrzeuge und Geräte vor dem Einsatz.", "Sie ^halten Zeitpläne und Sicherheitsvorschriften ein.", "Sie ^melden Störungen und ^dokumentieren ~Ihre Arbeit."],
    nl: ["{S} bedient en bewaakt machines, installaties of voertuigen.", "{S} controleert voertuigen en apparatuur voor gebruik.", "{S} houdt {zich} aan planningen en veiligheidsvoorschriften.", "{S} meldt storingen en registreert {uw} werk."],
  },
  "9": {
    de: ["Sie ^übernehmen praktische Aufgaben nach Anleitung und im Team.", "Sie ^halten Arbeitsbereiche sauber und ordentlich.", "Sie ^unterstützen Kolleginnen und Kollegen, wo Hilfe gebraucht wird.", "Sie ^beachten Hygiene- und Sicherheitsvorschriften."],
    nl: ["{S} voert praktische taken uit, volgens instructies en in een team.", "{S} houdt de werkplek schoon en opgeruimd.", "{S} helpt collega's waar dat nodig is.", "{S} volgt de hygiëne- en veiligheidsvoorschriften."],
  },
  "22": {
    de: ["Sie ^planen die Pflege und Behandlung von Patientinnen und Patienten und ^setzen sie um.", "Sie ^beobachten den Gesundheitszustand, ^erkennen Veränderungen und ^reagieren rechtzeitig.", "Sie ^dokumentieren Maßnahmen und Verläufe sorgfältig.", "Sie ^beraten Patientinnen, Patienten und Angehörige.", "Sie ^arbeiten eng mit Ärztinnen und Ärzten und anderen Berufsgruppen zusammen."],
    nl: ["{S} plant de zorg en behandeling van patiënten en voert die uit.", "{S} observeert de gezondheid van patiënten, signaleert veranderingen en handelt op tijd.", "{S} legt zorg en verloop zorgvuldig vast in het dossier.", "{S} informeert en adviseert patiënten en hun naasten.", "{S} werkt nauw samen met artsen en andere zorgprofessionals."],
  },
  "2262": {
    de: ["Sie ^prüfen Verschreibungen sorgfältig, bevor ein Arzneimittel die Apotheke verlässt.", "Sie ^beraten Patientinnen und Patienten zu Wirkung, Einnahme und Wechselwirkungen von Arzneimitteln.", "Sie ^stellen Rezepturen her und ^prüfen Arzneimittel nach den geltenden Qualitätsvorgaben.", "Sie ^stimmen ~sich bei Fragen zur Medikation mit Ärztinnen und Ärzten ab.", "Sie ^achten auf die sachgerechte Lagerung und Dokumentation von Arzneimitteln."],
    nl: ["{S} controleert recepten zorgvuldig voordat een geneesmiddel de apotheek verlaat.", "{S} adviseert patiënten over werking, gebruik en bijwerkingen van geneesmiddelen.", "{S} bereidt geneesmiddelen volgens de geldende kwaliteitseisen.", "{S} overlegt met artsen over de medicatie van patiënten.", "{S} ziet toe op de juiste opslag en registratie van geneesmiddelen."],
  },
  "2342": {
    de: ["Sie ^begleiten Kinder im Alltag und ^fördern ihre Entwicklung durch Spiel, Sprache und Bewegung.", "Sie ^planen pädagogische Angebote und Projekte und ^setzen sie um.", "Sie ^beobachten die Entwicklung der Kinder und ^dokumentieren sie.", "Sie ^führen Entwicklungsgespräche mit Eltern und ^arbeiten vertrauensvoll mit Familien zusammen.", "Sie ^gestalten gemeinsam mit dem Team einen sicheren, anregenden Alltag in der Gruppe."],
    nl: ["{S} begeleidt kinderen in hun dagelijks leven en stimuleert hun ontwikkeling met spel, taal en beweging.", "{S} bereidt activiteiten en thema's voor en voert ze uit.", "{S} observeert de ontwikkeling van de kinderen en legt die vast.", "{S} voert gesprekken met ouders en werkt nauw samen met gezinnen.", "{S} zorgt samen met het team voor een veilige en uitdagende omgeving in de groep."],
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
  "25": {
    de: ["Sie ^entwickeln und ^testen Software nach den Anforderungen der Nutzenden.", "Sie ^prüfen Code im Team und ^verbessern bestehende Anwendungen.", "Sie ^beheben Fehler und ^dokumentieren ~Ihre Lösungen.", "Sie ^stimmen Anforderungen mit Fachbereichen und Kundschaft ab."],
    nl: ["{S} ontwikkelt en test software volgens de wensen van gebruikers.", "{S} beoordeelt code in het team en verbetert bestaande applicaties.", "{S} lost fouten op en documenteert {uw} oplossingen.", "{S} stemt wensen af met afdelingen en klanten."],
  },
  "32": {
    de: ["Sie ^unterstützen Ärztinnen, Ärzte und Pflegefachkräfte bei Untersuchungen und Behandlungen.", "Sie ^betreuen Patientinnen und Patienten und ^beantworten ihre Fragen.", "Sie ^dokumentieren Befunde und Maßnahmen.", "Sie ^achten auf Hygiene und ^bereiten Material vor."],
    nl: ["{S} ondersteunt artsen en verpleegkundigen bij onderzoeken en behandelingen.", "{S} begeleidt patiënten en beantwoordt hun vragen.", "{S} legt uitslagen en handelingen vast.", "{S} let op hygiëne en bereidt materialen voor."],
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
  "51": {
    de: ["Sie ^bereiten Speisen und Getränke nach Rezept und Qualitätsstandard zu.", "Sie ^arbeiten nach den Hygieneregeln des HACCP-Konzepts.", "Sie ^planen Mengen und ^prüfen Wareneingänge.", "Sie ^sorgen im Team für einen reibungslosen Service."],
    nl: ["{S} bereidt gerechten en dranken volgens recept en kwaliteitsnorm.", "{S} werkt volgens de HACCP-hygiëneregels.", "{S} plant hoeveelheden en controleert leveringen.", "{S} zorgt samen met het team voor een soepele service."],
  },
  "52": {
    de: ["Sie ^beraten Kundinnen und Kunden und ^verkaufen passende Produkte.", "Sie ^kassieren und ^wickeln Zahlungen korrekt ab.", "Sie ^füllen Regale auf und ^präsentieren Ware ansprechend.", "Sie ^nehmen Lieferungen an und ^prüfen den Bestand."],
    nl: ["{S} adviseert klanten en verkoopt passende producten.", "{S} rekent af aan de kassa en handelt betalingen correct af.", "{S} vult schappen aan en presenteert producten aantrekkelijk.", "{S} neemt leveringen aan en controleert de voorraad."],
  },
  "531": {
    de: ["Sie ^betreuen Kinder im Alltag, beim Spielen, Essen und Schlafen.", "Sie ^achten auf die Sicherheit und das Wohlbefinden der Kinder.", "Sie ^gestalten Spiel- und Bastelangebote, die zum Alter der Kinder passen.", "Sie ^sprechen mit Eltern über den Tag ihres Kindes.", "Sie ^sorgen für saubere, ordentliche Gruppenräume und ^halten die Hygieneregeln ein."],
    nl: ["{S} verzorgt en begeleidt kinderen bij spelen, eten en slapen.", "{S} let op de veiligheid en het welbevinden van de kinderen.", "{S} bedenkt activiteiten die passen bij de leeftijd van de kinderen en voert ze uit.", "{S} bespreekt met ouders hoe de dag van hun kind is verlopen.", "{S} zorgt voor een schone en opgeruimde groepsruimte en houdt {zich} aan de hygiëneregels."],
  },
  "53": {
    de: ["Sie ^unterstützen Menschen bei der Körperpflege und im Alltag.", "Sie ^beobachten den Zustand der betreuten Menschen und ^informieren die Pflegefachkräfte.", "Sie ^begleiten Menschen respektvoll und geduldig.", "Sie ^dokumentieren ~Ihre Beobachtungen."],
    nl: ["{S} helpt mensen bij de persoonlijke verzorging en in het dagelijks leven.", "{S} let op hoe het met cliënten gaat en informeert de verpleegkundigen.", "{S} begeleidt mensen met respect en geduld.", "{S} legt {uw} observaties vast."],
  },
  "72": {
    de: ["Sie ^warten und ^reparieren Fahrzeuge, Maschinen oder Anlagen.", "Sie ^finden Fehler mit Diagnosegeräten und ^beheben sie.", "Sie ^tauschen Verschleißteile aus und ^prüfen die Funktion.", "Sie ^beraten die Kundschaft zu Reparatur und Wartung."],
    nl: ["{S} onderhoudt en repareert voertuigen, machines of installaties.", "{S} spoort storingen op met diagnoseapparatuur en verhelpt ze.", "{S} vervangt slijtageonderdelen en test de werking.", "{S} adviseert klanten over reparatie en onderhoud."],
  },
  "74": {
    de: ["Sie ^installieren elektrische Anlagen in Gebäuden nach den geltenden Normen.", "Sie ^prüfen Anlagen und ^messen elektrische Werte.", "Sie ^suchen Fehler und ^beheben Störungen.", "Sie ^dokumentieren Prüfungen und Arbeiten."],
    nl: ["{S} legt elektrische installaties in gebouwen aan volgens de geldende normen.", "{S} test installaties en meet elektrische waarden.", "{S} spoort storingen op en verhelpt ze.", "{S} legt keuringen en werkzaamheden vast."],
  },
  "83": {
    de: ["Sie ^transportieren Waren oder Personen sicher und pünktlich.", "Sie ^planen Routen und ^halten Lenk- und Ruhezeiten ein.", "Sie ^prüfen das Fahrzeug vor jeder Fahrt auf Verkehrssicherheit.", "Sie ^melden Schäden und Störungen und ^dokumentieren ~Ihre Fahrten."],
    nl: ["{S} vervoert goederen of personen veilig en op tijd.", "{S} plant routes en houdt {zich} aan rij- en rusttijden.", "{S} controleert voor elke rit of het voertuig veilig is.", "{S} meldt schade en storingen en registreert {uw} ritten."],
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
  "93": {
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
export function bankFor(isco: string | null): BankEntry[] {
  const entries: BankEntry[] = [];
  const sentences = () => entries.reduce((sum, entry) => sum + entry.de.length, 0);
  // a wider group only while the narrower ones give fewer than four sentences: a forklift driver
  // (8344) does not get the road drivers' (83) routes and driving hours
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
