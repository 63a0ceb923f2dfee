import type { JobdescLanguage } from "./constants";

/**
 * Words of ESCO v1.0.8's German and Dutch descriptions that the writer would otherwise publish as
 * they are although they are wrong: a mistranslation or a typo. Each row names what is wrong and
 * the reference it was checked against; the writer reads the descriptions through this table
 * (services/jobdesc/reference-data.server.ts), so the fix holds wherever the text comes from.
 */
export interface EscoCorrection {
  language: JobdescLanguage;
  find: string;
  replace: string;
  why: string;
}

export const ESCO_CORRECTIONS: EscoCorrection[] = [
  {
    language: "nl",
    find: "klerikale en administratieve taken",
    replace: "administratieve taken",
    why: "ESCO translated 'clerical' as 'klerikaal', which in Dutch means 'of the clergy' (Van Dale: klerikaal, 'van de geestelijkheid'); office clerks (kantoorbedienden) read 'klerikale taken'",
  },
  {
    language: "nl",
    find: "klerikale taken",
    replace: "administratieve taken",
    why: "as above: 'klerikaal' is the clergy's, not the office's",
  },
  {
    language: "nl",
    find: "een aantal functies op het gebied van universitair beheer",
    replace: "bestuurlijke taken van de hogeschool of universiteit",
    why: "ESCO's 'docent <vak> hoger onderwijs' (2310) teaches at hogescholen (hbo) as well as universities (wo); a hogeschool is no university (Wet op het hoger onderwijs en wetenschappelijk onderzoek, art. 1.8 and 1.9), and 'universitair beheer' read wrong in an hbo lecturer's ad",
  },
  {
    language: "nl",
    find: "Zij volgen alle processen vanaf de ontvangst en opslag van grondstoffen, de bereiding van grondstoffen voor het maken van brood, het meten en mengen van ingrediënten in deeg.",
    replace: "Zij voeren alle stappen uit, van de ontvangst, opslag en bereiding van grondstoffen tot het afwegen en mengen van de ingrediënten tot deeg en het laten rijzen ervan.",
    why: "ESCO's bakker (1aadb308-…) stops mid-list: 'vanaf …' has no 'tot …', and the last step is missing; ESCO's English reads 'from receipt and storage of raw materials, preparation of raw materials for bread-making, measurement and mixing of ingredients into dough and proof', its German 'führen alle damit verbundenen Prozesse aus, von der Anlieferung und Lagerung der Zutaten bis hin zu … Abwiegen und Rühren zu Teig und Vorteig'",
  },
  {
    language: "nl",
    find: "Zij dragen zorg voor de veiligheid van de passagiers en zorgen voor de paarden.",
    replace: "Zij zorgen voor de veiligheid van de passagiers en voor de paarden.",
    why: "'zorg dragen voor' is the stiff, official form of 'zorgen voor' (Onze Taal, 'zorg dragen voor / zorgen voor': formeel); the koetsier's sentence has both, so the two take one verb",
  },
  {
    language: "nl",
    find: "zorg dragen voor",
    replace: "zorgen voor",
    why: "as above: an ad reads 'U kunt ook zorgen voor het laden en lossen van goederen' (the vrachtwagenchauffeur's), not 'zorg dragen voor'",
  },
  {
    language: "nl",
    find: "dragen zorg voor",
    replace: "zorgen voor",
    why: "as above, in a main clause: 'Zij dragen zorg voor het onderhoud van de luchtvaartuigen' (the vlieger luchtmacht's)",
  },
  {
    language: "de",
    find: "Künstlerinne und Künstler",
    replace: "Künstlerinnen und Künstler",
    why: "a typo in ESCO's Puppendesigner/in description; the paired form was not seen as one and a puppet designer's ad read 'für darstellende Künstlerinne und Künstlerinnen und Künstler'",
  },
  {
    language: "de",
    find: "Sie sehen die Behandlung und Rehabilitation vor,",
    replace: "Sie behandeln Menschen mit Einschränkungen und begleiten deren Rehabilitation,",
    why: "ESCO's Ergotherapeut/in (33da5532-…) translates 'they provide treatment and rehabilitation' with 'vorsehen', which means to plan for or stipulate (Duden: vorsehen, 'planen, in Aussicht nehmen'); an Ergotherapeut's ad opened 'Sie sehen die Behandlung und Rehabilitation vor.' ('deren', not 'ihre', which the writer reads as the reader's 'Ihre'); BERUFENET 'Ergotherapeut/in': behandeln Menschen … und begleiten sie in der Rehabilitation",
  },
  {
    language: "nl",
    find: "geestelijk gehandicapten",
    replace: "mensen met een verstandelijke beperking",
    why: "'geestelijk gehandicapten' is dated wording for people (Ieder(in), the Dutch network of people with a disability or chronic illness, and the Rijksoverheid write 'mensen met een (verstandelijke) beperking'); ESCO's voogd",
  },
  {
    language: "nl",
    find: "vervoeren gehandicapte, kwetsbare en oudere patiënten",
    replace: "vervoeren kwetsbare en oudere patiënten en patiënten met een beperking",
    why: "as above: 'gehandicapte patiënten' is dated; ESCO's patiëntenvervoerder",
  },
  {
    language: "de",
    find: "Dachdecker bringen Dächer auf Gebäuden an. Sie errichten die tragenden Teile eines Spitz- oder Flachdachs und bedecken sie mit einer wetterfesten Schicht.",
    replace: "Dachdecker decken Spitz- und Flachdächer von Gebäuden mit einer wetterfesten Schicht ein.",
    why: "ESCO's Dachdecker/in translates 'roofers cover buildings with roofs' as 'bringen Dächer auf Gebäuden an'; a roof is covered, not attached (Duden: eindecken, 'ein Dach mit Ziegeln eindecken'; BERUFENET 'Dachdecker/in': decken Dächer ein und dichten sie ab), and a Hamburg roofer's ad opened 'Sie bringen Dächer auf Gebäuden an.' The roof's load-bearing structure, the Dachstuhl, is the Zimmerer's work in Germany (BERUFENET 'Zimmerer/Zimmerin': errichten Dachstühle), so the roofer's sentence keeps the covering",
  },
  {
    language: "de",
    find: "Warenkommissionierer bereiten Bestellungen manuell vor. Sie holen Bestellungen ab und bringen sie zur Verarbeitungsplattform oder ermöglichen Kunden im Handel, sie abzuholen.",
    replace: "Warenkommissionierer stellen Bestellungen von Hand zusammen. Sie bringen die Bestellungen zur Weiterverarbeitung oder stellen sie für Kunden im Handel zur Abholung bereit.",
    why: "ESCO's Warenkommissionierer/in: 'Bestellungen vorbereiten' and 'abholen' for picking an order (kommissionieren: Waren nach Auftrag zusammenstellen, BERUFENET 'Fachlagerist/in'), 'Verarbeitungsplattform' for the processing area and 'ermöglichen Kunden …, sie abzuholen' for making them ready for collection",
  },
  {
    language: "de",
    find: "Sie stapeln gebündelte Artikel in der Regel von Hand auf Paletten, sind für die Verpackung von Waren auf der Palette verantwortlich, um sie während der Fahrt zu sichern, und sie stellen die Unversehrtheit der Palette sicher.",
    replace: "Sie stapeln gebündelte Artikel in der Regel von Hand auf Paletten, verpacken die Ware auf der Palette so, dass sie während der Fahrt gesichert ist, und achten darauf, dass die Palette unversehrt bleibt.",
    why: "as above: three verbs in one list ('stapeln …, sind … verantwortlich, …, und sie stellen … sicher'); the writer cut the sentence at its purpose clause and a Kassel Kommissionierer's ad opened 'Sie stapeln … auf Paletten, sind für die Verpackung von Waren auf der Palette verantwortlich.'",
  },
  {
    language: "de",
    find: "Frachtdisponenten erhalten und versenden zuverlässige Meldungen,",
    replace: "Frachtdisponenten nehmen Meldungen entgegen und geben sie zuverlässig weiter,",
    why: "ESCO's Frachtdisponent/in renders 'receive and transmit reliable messages' word for word; a message is not 'versendet' nor 'zuverlässig' itself, the dispatcher passes it on reliably (BERUFENET 'Disponent/in – Güterverkehr': halten Kontakt zu Fahrpersonal und Kundschaft), and a Graz Disponent's ad opened 'Sie erhalten und versenden zuverlässige Meldungen.'",
  },
  {
    language: "de",
    find: "Sie leiten die Einsatzplanung durch die Koordinierung verschiedener Verkehrsträger.",
    replace: "Sie planen die Einsätze und koordinieren dabei verschiedene Verkehrsträger.",
    why: "as above: 'oversee the planning operations of dispatching by coordinating different modes of transport' in nouns ('leiten die Einsatzplanung durch die Koordinierung'); BERUFENET: planen Transporte und setzen Fahrzeuge ein",
  },
  {
    language: "de",
    find: " Sie arbeiten in ihrem Fachgebiet und entsprechend ihrem Verhaltenskodex.",
    replace: "",
    why: "ESCO's Physiotherapeut/in (2264.3) ends 'Sie arbeiten in ihrem Fachgebiet und entsprechend ihrem Verhaltenskodex', a translation of 'work within their scope of practice and professional code' that names no work: a Zurich physiotherapist's ad read it as a duty; the profession's duties are the unit's (task-bank.ts, 2264; BERUFENET 'Physiotherapeut/in')",
  },
  {
    language: "nl",
    find: " Zij werken binnen hun werkterrein en hun gedragscode.",
    replace: "",
    why: "as above, ESCO's fysiotherapeut: 'U werkt binnen uw werkterrein en uw gedragscode' is no duty (KNGF beroepsprofiel fysiotherapeut names the work)",
  },
  {
    language: "nl",
    find: "Logopedisten van taalgebruik en taalgebruik richten zich op de etiologie, beoordeling, diagnose, behandeling en preventie van communicatie en oplichting bij mensen van alle leeftijden om hen te helpen bij het in stand houden, bevorderen, verbeteren, initiëren of herstellen van het vermogen om mondeling en mondeling te communiceren.",
    replace: "Logopedisten richten zich op het onderzoek, de diagnose, de behandeling en de preventie van communicatie- en slikstoornissen bij mensen van alle leeftijden, zodat zij verbaal en non-verbaal zo goed mogelijk kunnen communiceren.",
    why: "ESCO's Dutch logopedist (2266.2) is a machine translation: 'communicatie en oplichting' (fraud) for 'communication and swallowing disorders', 'mondeling en mondeling' for 'verbal and non-verbal'; ESCO's English: 'focus on the aetiology, assessment, diagnosis, treatment and prevention of communication and swallowing disorders in people of all ages to help them maintain, improve or (re)gain verbal and non-verbal communication skills'; NVLF: logopedisten onderzoeken en behandelen stoornissen in taal, spraak, stem, gehoor en slikken",
  },
  {
    language: "nl",
    find: " Zij hebben betrekking op de ontwikkeling van taal, spraak, vocale en gehoorfuncties, en van aandoeningen en handicaps in de craniale, gezichtshoek en de orale plaats.",
    replace: "",
    why: "as above: 'de craniale, gezichtshoek en de orale plaats' garbles 'the cranial, facial and oral areas', and a Utrecht logopedist's ad opened 'U heeft betrekking op …'; what the sentence means is in the unit's duties (task-bank.ts, 2266)",
  },
  {
    language: "nl",
    find: "Medewerkers kinderdagverblijven bieden kinderen en hun gezinnen sociale diensten om hun sociaal en psychologisch functioneren te verbeteren. Zij streven ernaar het welzijn van het gezin te optimaliseren door overdag voor de kinderen te zorgen.",
    replace: "",
    why: "ESCO's medewerker kinderdagverblijf (5311.1.3) opens with its child care social worker's sentence ('verlenen sociale diensten … om hun sociaal en psychologisch functioneren te verbeteren', 2635.3.2, the kinderwelzijnswerker's): a Utrecht pedagogisch medewerker's ad opened with a social worker's duty. A pedagogisch medewerker cares for children during the day and supports their development (SBB kwalificatiedossier Pedagogisch medewerker kinderopvang; BOinK), which the unit's sentences say (task-bank.ts, 531)",
  },
];

/** A description with the table's corrections for its language. */
export function correctEscoText(text: string, language: JobdescLanguage) {
  return ESCO_CORRECTIONS.reduce((out, c) => (c.language === language ? out.split(c.find).join(c.replace) : out), text);
}
