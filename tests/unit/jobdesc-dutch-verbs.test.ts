import { describe, expect, it } from "vitest";
import { escoItems } from "../../app/lib/jobdesc/compose";
import { dutchYou, isDutchInfinitive } from "../../app/lib/jobdesc/grammar";

/**
 * The Dutch verb: told from a plural noun by OpenTaal's dictionary (lexicon/nl-verbs.json), and
 * spelt in the u/je form as the Woordenlijst Nederlandse Taal spells it. The sentences are ESCO
 * v1.0.8's Dutch descriptions (occupation named in each case).
 */
describe("the Dutch verb of an ESCO sentence", () => {
  it("is a verb of the dictionary, not the plural noun after it", () => {
    expect(isDutchInfinitive("monitoren")).toBe(true);
    expect(isDutchInfinitive("uitvoeren")).toBe(true);
    expect(isDutchInfinitive("bouwplaatsen")).toBe(false);
    expect(isDutchInfinitive("werklozen")).toBe(false);
    // veiligheidsinspecteur bouw: "bouw" is no plural, so "monitoren" was passed over
    expect(escoItems("nl", "Veiligheidsinspecteurs bouw monitoren bouwplaatsen en controleren of ze in overeenstemming zijn met veiligheids- en gezondheidsvoorschriften.", "formal", "veiligheidsinspecteur bouw")).toEqual([
      "U monitort bouwplaatsen en controleert of ze in overeenstemming zijn met veiligheids- en gezondheidsvoorschriften.",
    ]);
    // slachter: "slachten" shares the label's stem, "dieren" was taken for the verb
    expect(escoItems("nl", "Slachters slachten dieren en verwerken karkassen voor verdere verwerking en distributie.", "informal", "slachter")).toEqual([
      "Je slacht dieren en verwerkt karkassen voor verdere verwerking en distributie.",
    ]);
    // nucleair technicus: the Latin plural "technici" is the subject
    expect(escoItems("nl", "Nucleair technici helpen natuurkundigen en ingenieurs in nucleaire laboratoria en elektriciteitscentrales.", "formal", "nucleair technicus")).toEqual([
      "U helpt natuurkundigen en ingenieurs in nucleaire laboratoria en elektriciteitscentrales.",
    ]);
  });
  it("keeps a noun that is a verb too in the subject", () => {
    // leerkracht voortgezet onderwijs ("scholen" is a verb too)
    const items = escoItems("nl", "Leerkrachten van middelbare scholen bieden studenten, gewoonlijk kinderen en jonge volwassenen, onderwijs aan in een middelbare school.", "formal", "leerkracht voortgezet onderwijs");
    expect(items.join(" ")).not.toMatch(/schoolt/);
  });
  it("conjugates no noun after the verb: a particle closes a separable verb only if the two make one", () => {
    // administratief medewerker juridisch secretariaat; amusementsjournalist
    expect(escoItems("nl", "Administratief medewerkers juridisch secretariaat voeren de dagelijkse administratieve werkzaamheden van firma's, notariskantoren en bedrijven uit.", "formal", "administratief medewerker juridisch secretariaat")).toEqual([
      "U voert de dagelijkse administratieve werkzaamheden van firma's, notariskantoren en bedrijven uit.",
    ]);
    expect(escoItems("nl", "Zij nemen interviews af met kunstenaars en beroemdheden en wonen evenementen bij.", "informal", "amusementsjournalist")).toEqual([
      "Je neemt interviews af met kunstenaars en beroemdheden en woont evenementen bij.",
    ]);
    // specialist import-export: "exportgoederen" is no -eren verb
    expect(escoItems("nl", "Specialisten import-export hebben diepgaande kennis van import- en exportgoederen, inclusief douaneafhandeling en -documenten, en passen die toe.", "formal", "specialist import-export").join(" ")).not.toMatch(/goedeert/);
  });
  it("is spelt as the dictionary spells it", () => {
    expect(dutchYou("monitoren")).toBe("monitort");
    expect(dutchYou("beoordelen")).toBe("beoordeelt");
    expect(dutchYou("verdelen")).toBe("verdeelt");
    expect(dutchYou("berekenen")).toBe("berekent");
    expect(dutchYou("tekenen")).toBe("tekent");
    expect(dutchYou("oefenen")).toBe("oefent");
    expect(dutchYou("definiëren")).toBe("definieert");
    expect(dutchYou("oliën")).toBe("oliet");
    expect(dutchYou("managen")).toBe("managet");
    expect(dutchYou("herberekenen")).toBe("herberekent");
    // the regular rules still hold where the dictionary agrees
    expect(dutchYou("maken")).toBe("maakt");
    expect(dutchYou("controleren")).toBe("controleert");
    expect(dutchYou("leveren")).toBe("levert");
    expect(dutchYou("creëren")).toBe("creëert");
    expect(dutchYou("wandelen")).toBe("wandelt");
  });
});

describe("the worker's 'ze' and the verbs after the first", () => {
  it("'waar ze …' is the worker: the reader's pronoun and verb", () => {
    // operator oliepompsysteem, textielverver
    expect(escoItems("nl", "Zij werken vanuit een sterk geautomatiseerde controlekamer, waar ze met andere werknemers communiceren om de pompactiviteiten te coördineren.", "formal", null)).toEqual([
      "U werkt vanuit een sterk geautomatiseerde controlekamer, waar u met andere werknemers communiceert om de pompactiviteiten te coördineren.",
    ]);
    expect(escoItems("nl", "Zij bedienen verfmachines waarbij zij ervoor zorgen dat de machines correct zijn ingesteld.", "informal", null)).toEqual([
      "Je bedient verfmachines waarbij je ervoor zorgt dat de machines correct zijn ingesteld.",
    ]);
    // winkelmedewerker: "taken" is a verb of the dictionary too; the clause's verb closes it
    expect(escoItems("nl", "Zij werken in winkels waar zij ondersteunende taken vervullen.", "formal", null)).toEqual(["U werkt in winkels waar u ondersteunende taken vervult."]);
  });
  it("'gebruik maken' is one word where it closes a clause, and agrees with the reader", () => {
    // lasser, patroontekenaar schoeisel
    expect(escoItems("nl", "Zij kunnen gebruik maken van smeltlasprocessen op basis van verschillende technieken en materialen.", "formal", null)).toEqual([
      "U kunt gebruikmaken van smeltlasprocessen op basis van verschillende technieken en materialen.",
    ]);
    expect(escoItems("nl", "Patroontekenaars schoeisel ontwerpen en snijden patronen voor alle soorten schoeisel waarbij zij gebruik maken van verschillende hand- en eenvoudige machinewerktuigen.", "formal", "patroontekenaar schoeisel")).toEqual([
      "U ontwerpt en snijdt patronen voor alle soorten schoeisel waarbij u gebruikmaakt van verschillende hand- en eenvoudige machinewerktuigen.",
    ]);
  });
  it("a verb of the dictionary before its pronoun object, and one listed before the reader's verb", () => {
    // baksteenvormer
    expect(escoItems("nl", "Zij maken gietvormen volgens de specificaties, reinigen en oliën ze, plaatsen en verwijderen het mengsel uit de gietvorm.", "formal", null)).toEqual([
      "U maakt gietvormen volgens de specificaties, reinigt en oliet ze, plaatst en verwijdert het mengsel uit de gietvorm.",
    ]);
    // veiligheidsadviseur gevaarlijke goederen: "het laden, lossen en vervoeren" are nouns (a three-letter stem)
    expect(escoItems("nl", "Zij verstrekken de betrokkenen de procedures en instructies voor het laden, lossen en vervoeren van deze goederen.", "formal", null)).toEqual([
      "U verstrekt de betrokkenen de procedures en instructies voor het laden, lossen en vervoeren van deze goederen.",
    ]);
  });
});

describe("whose 'hun' it is", () => {
  it("a singular client after 'hun' is the reader's, whoever was named before", () => {
    // consulent seksueel geweld
    expect(escoItems("nl", "Zij informeren slachtoffers over de relevante juridische procedures en beschermende diensten en houden de informatie van hun klant geheim.", "formal", null)).toEqual([
      "U informeert slachtoffers over de relevante juridische procedures en beschermende diensten en houdt de informatie van uw klant geheim.",
    ]);
  });
  it("private persons, participles' plurals and animals are people 'hun' refers to", () => {
    // energiedeskundige residentiële gebouwen, leraar speciaal onderwijs, paardenverzorger
    expect(escoItems("nl", "Zij adviseren particulieren over de energievoorziening voor hun woning.", "formal", null)).toEqual(["U adviseert particulieren over de energievoorziening voor hun woning."]);
    expect(escoItems("nl", "Zij selecteren onderwijsmethoden en ondersteunen de middelen om individuele lerenden in staat te stellen hun potentieel voor zelfstandig wonen zo groot mogelijk te maken.", "informal", null).join(" ")).not.toMatch(/je potentieel/);
    expect(escoItems("nl", "Zij verlenen praktische dagelijkse zorg aan paarden om hun gezondheid, welzijn en veiligheid te waarborgen.", "formal", null)).toEqual([
      "U verleent praktische dagelijkse zorg aan paarden om hun gezondheid, welzijn en veiligheid te waarborgen.",
    ]);
  });
  it("what one helps is someone else's: no 'U helpt uw communicatie te verbeteren'", () => {
    // huwelijksconsulent (the couples of the sentence before)
    expect(escoItems("nl", "Zij helpen hun communicatie te verbeteren door individuele of groepstherapie aan te bieden.", "formal", null)).toEqual([]);
  });
});

describe("one formal ad, one form of 'hebben'", () => {
  it("ESCO's 'hebben' reads 'U heeft', as the ad's own sentences do", () => {
    // elektricien
    expect(escoItems("nl", "Zij hebben inzicht in de situatie en zorgen ervoor dat verbeteringen worden aangebracht als deze nodig zijn.", "formal", null)).toEqual([
      "U heeft inzicht in de situatie en zorgt ervoor dat verbeteringen worden aangebracht als deze nodig zijn.",
    ]);
    expect(escoItems("nl", "Zij hebben inzicht in de situatie en zorgen ervoor dat verbeteringen worden aangebracht als deze nodig zijn.", "informal", null)).toEqual([
      "Je hebt inzicht in de situatie en zorgt ervoor dat verbeteringen worden aangebracht als deze nodig zijn.",
    ]);
  });
});

describe("ESCO's later sentences", () => {
  it("a sentence that names the holders again is turned like the first", () => {
    // sociaal werker (ESCO v1.0.8, its sentences shortened)
    const social =
      "Sociaal werkers zijn praktijkgerichte professionals die sociale verandering en ontwikkeling bevorderen. Sociaal werkers begeleiden mensen bij het gebruik van diensten om een uitkering aan te vragen.";
    expect(escoItems("nl", social, "formal", "sociaal werker")).toContain("U begeleidt mensen bij het gebruik van diensten om een uitkering aan te vragen.");
  });
  it("a modal or auxiliary after 'en' takes the reader's form", () => {
    // decorbouwer, supervisor callcenter
    expect(escoItems("nl", "Zij werken nauw samen met de ontwerpers en kunnen ook stands voor beurzen, carnavals en andere evenementen bouwen.", "informal", null)).toEqual([
      "Je werkt nauw samen met de ontwerpers en kunt ook stands voor beurzen, carnavals en andere evenementen bouwen.",
    ]);
    expect(escoItems("nl", "Zij houden toezicht op callcentermedewerkers, beheren projecten en hebben inzicht in de technische aspecten van callcenteractiviteiten.", "formal", null)).toEqual([
      "U houdt toezicht op callcentermedewerkers, beheert projecten en heeft inzicht in de technische aspecten van callcenteractiviteiten.",
    ]);
  });
});
