import { describe, expect, it } from "vitest";
import { composeRequirements, composeResponsibilities, escoItems } from "../../app/lib/jobdesc/compose";
import { countryRequirements, requirementOccupations } from "../../app/lib/jobdesc/country-requirements";
import { dutchYou } from "../../app/lib/jobdesc/grammar";
import { isDeputyTitle, parseTitle } from "../../app/lib/jobdesc/title-parse";
import { roleDuties } from "../../app/lib/jobdesc/writer/role-duties";
import { seniorityExperience, seniorityTasks } from "../../app/lib/jobdesc/writer/seniority";
import { bankFor } from "../../app/lib/jobdesc/writer/task-bank";
import { fieldlessSuggestions, titleNamesNoOccupation, titleSynonym as titleSynonymOf } from "../../app/lib/jobdesc/title-synonyms";

/**
 * Defects a recruiter saw in the built-in writer's texts (second pass). The ESCO sentences are
 * ESCO v1.1's own (occupation URI in each case).
 */

describe("Dutch verbs in ESCO's sentences", () => {
  it("a stem in unstressed -er keeps it: bevordert, levert, verandert (not 'bevordeert')", () => {
    expect(dutchYou("bevorderen")).toBe("bevordert");
    expect(dutchYou("leveren")).toBe("levert");
    expect(dutchYou("afleveren")).toBe("levert".replace(/^/, "af"));
    expect(dutchYou("veranderen")).toBe("verandert");
    expect(dutchYou("verbeteren")).toBe("verbetert");
    // the loan words' stressed -eer- stays
    expect(dutchYou("controleren")).toBe("controleert");
    expect(dutchYou("registreren")).toBe("registreert");
  });

  it("a list of -eren verbs after the object takes the reader's form: 'behandelt de post, sorteert, registreert en doet'", () => {
    // ESCO 511f366c-…: postkamermedewerker
    const post =
      "Postkamermedewerkers behandelen de post, sorteren, registreren en doen andere taken in verband met de postdiensten van postkantoren of aanverwante organisaties. Zij houden registers bij van de inkomende en uitgaande pakketten en brieven in de inrichting.";
    const items = escoItems("nl", post, "formal", "postkamermedewerker");
    expect(items.join(" ")).not.toMatch(/sorteren|registreren/);
    expect(items).toContain("U behandelt de post, sorteert, registreert en doet andere taken in verband met de postdiensten van postkantoren of aanverwante organisaties.");
    // a list of nouns stays: "spiegels, vloeren en ramen"
    const cleaner = "Schoonmakers reinigen spiegels, vloeren, toiletten en ramen in kantoren en woningen.";
    expect(escoItems("nl", cleaner, "informal", "schoonmaker").join(" ")).toContain("vloeren, toiletten en ramen");
  });

  it("an infinitive list stays infinitives, a noun list stays nouns, and 'hun' after a clause's own 'zij' is theirs", () => {
    // ESCO lijstenmaker ("… kunnen ook oude of antieke frames herstellen, restaureren of reproduceren")
    const framer = "Lijstenmakers maken lijsten voor schilderijen en spiegels. Zij kunnen ook oude of antieke frames herstellen, restaureren of reproduceren.";
    expect(escoItems("nl", framer, "formal", "lijstenmaker").join(" ")).not.toMatch(/restaureert/);
    // "… risico's en aansprakelijkheidspolissen en nemen beslissingen": no "polist"
    const insurer = "Verzekeraars commercieel vastgoed beoordelen bedrijfsrisico's en aansprakelijkheidspolissen en nemen beslissingen over commercieel vastgoed.";
    expect(escoItems("nl", insurer, "formal", "verzekeraar commercieel vastgoed").join(" ")).not.toMatch(/polist/);
    // ESCO garderobemedewerker: "wanneer zij hun jassen ontvangen … aan hun eigenaars"
    const cloakroom = "Garderobemedewerkers bewaren jassen van bezoekers. Zij hebben contact met cliënten wanneer zij hun jassen ontvangen, garderobetickets uitgeven en de jassen weer teruggeven aan hun eigenaars.";
    expect(escoItems("nl", cloakroom, "formal", "garderobemedewerker").join(" ")).not.toMatch(/uw jassen|uw eigenaars/);
  });

  it("two verbs joined by 'of' take one form: 'helpt of ziet erop toe' (not 'helpen of ziet')", () => {
    // ESCO 3413f234-…: kinderverzorgster
    const childcare =
      "Kinderverzorgsters zorgen voor kinderen wanneer de ouders of familieleden niet beschikbaar zijn. Ze vervullen de basisbehoeften van de kinderen en helpen of zien erop toe terwijl ze spelen.";
    const text = escoItems("nl", childcare, "informal", "kinderverzorgster").join(" ");
    expect(text).not.toMatch(/helpen of ziet/);
    expect(text).toContain("Je vervult de basisbehoeften van de kinderen en helpt of ziet erop toe terwijl ze spelen.");
  });

  it("a separable verb with a pronoun for object: 'en bergt die op' (not 'bergen die op')", () => {
    // ESCO f756fdab-…: medewerker keuken
    const kitchen =
      "Medewerkers keuken maken keukens schoon en wassen onder meer potten, pannen, keukengerei, bestek en borden af. Zij maken de keuken gereed voor aanvang van de keukendienst en nemen leveringen in ontvangst en bergen die op.";
    const text = escoItems("nl", kitchen, "formal", "medewerker keuken").join(" ");
    expect(text).not.toMatch(/bergen die op/);
    expect(text).toContain("U maakt de keuken gereed voor aanvang van de keukendienst en neemt leveringen in ontvangst en bergt die op.");
  });

  it("'dat zij … voldoen' is about the products: 'zij' stays (not 'dat u aan de specificaties voldoen')", () => {
    // ESCO 25f45b01-…: operator lamineren van glasvezel
    const laminator =
      "Operators lamineren van glasvezel modelleren glasvezels tot scheepsrompen en -dekken. Zij controleren afgewerkte producten op gebreken en zien erop toe dat zij aan de specificaties voldoen.";
    const text = escoItems("nl", laminator, "formal", "operator lamineren van glasvezel").join(" ");
    expect(text).not.toMatch(/\bu aan de specificaties voldoen/);
    expect(text).toContain("U controleert afgewerkte producten op gebreken en ziet erop toe dat zij aan de specificaties voldoen.");
  });
});

describe("German possessives", () => {
  it("'nach ihrem eigenen Design' is the reader's own: 'Ihrem' formal, 'deinem' informal", () => {
    // ESCO 72d03aad-…: Sattler – Feintäschnerei/Sattlerin – Feintäschnerei
    const saddler =
      "Sattler – Feintäschnerei stellen nach den Spezifikationen des Kunden oder nach ihrem eigenen Design von Hand Lederwaren oder Teile von Lederwaren her. Sie reparieren Ledererzeugnisse wie Schuhe, Taschen und Handschuhe.";
    expect(escoItems("de", saddler, "formal", null).join(" ")).toContain("nach Ihrem eigenen Design");
    expect(escoItems("de", saddler, "informal", null).join(" ")).toContain("nach deinem eigenen Design");
  });
});

describe("industrial trades are no Handwerk", () => {
  it("the craft and trades group's sentences do not name a Handwerk (an Industriemechaniker is IHK)", () => {
    for (const isco of ["7233", "7223", "7212"]) expect(bankFor(isco).flatMap((e) => e.de).join(" ")).not.toMatch(/Handwerk/);
  });
});

describe("assistant and deputy managers are second in command", () => {
  it("knows the titles", () => {
    for (const title of ["Assistant Store Manager", "Deputy Manager", "Stellvertretende Filialleitung (m/w/d)", "Assistent filiaalmanager", "Assistant Hotel Manager"]) {
      expect(isDeputyTitle(title), title).toBe(true);
    }
    for (const title of ["Store Manager", "Filialleitung", "Teaching Assistant", "Assistant Head"]) expect(isDeputyTitle(title), title).toBe(false);
    // an assistant project manager leads no team: the deputy's lines come only with a lead or head level
    expect(parseTitle("Assistant Project Manager").seniority).toBeNull();
  });

  it("asks for two years and supervisory experience, not a head's five years in a leadership role", () => {
    const level = parseTitle("Assistant Store Manager").seniority;
    const line = seniorityExperience(level, "en", "formal", true)!;
    expect(line).toMatch(/two years/);
    expect(line).toMatch(/supervis/);
    expect(line).not.toMatch(/five or more|leadership role/);
    expect(seniorityTasks(level, "de", "informal", true)[0]).toMatch(/vertrittst sie in ihrer Abwesenheit/);
    const { items } = composeRequirements({ language: "en", tone: "formal", jobTitle: "Deputy Manager", description: null, onet: null, isco: "1420", country: "GB", seniority: parseTitle("Deputy Manager").seniority });
    expect(items.join(" ")).not.toMatch(/five or more|leadership role/);
  });
});

describe("country training rows", () => {
  const rows = (title: string, country: string) => countryRequirements(requirementOccupations(title, null), country);
  it("AT Ordinationsassistenz and Medizinische Fachangestellte: the MABG training, no Lehre", () => {
    for (const title of ["Ordinationsassistenz", "Medizinische Fachangestellte"]) {
      const training = rows(title, "AT").find((r) => r.kind === "training");
      expect(training?.de, title).toMatch(/Ordinationsassistenz nach dem Medizinische Assistenzberufe-Gesetz \(MABG\)/);
    }
  });
  it("DE Maurer/in: the three-year Ausbildung; Hausmeister/in: a craft Ausbildung", () => {
    expect(rows("Maurer", "DE").find((r) => r.kind === "training")?.de).toMatch(/dreijährige Ausbildung als Maurer\/in/);
    expect(rows("Hausmeister", "DE").find((r) => r.kind === "training")?.de).toMatch(/handwerklichen oder technischen Beruf/);
    // a GB bricklayer keeps the construction workers' CSCS card
    expect(rows("Bricklayer", "GB").map((r) => r.en).join(" ")).toMatch(/CSCS/);
  });
  it("IE forklift: a training certificate under the HSA's code", () => {
    expect(rows("Forklift Driver", "IE").map((r) => r.en).join(" ")).toMatch(/forklift training certificate/);
  });
});

describe("a GB dental nurse", () => {
  it("does a dental nurse's duties (NCS), not a US practice's insurance forms", () => {
    const gbRows = countryRequirements(requirementOccupations("Dental Nurse", null), "GB");
    expect(roleDuties(gbRows, "GB", "formal").join(" ")).toMatch(/sterilise instruments/);
    expect(roleDuties(gbRows, "US", "formal")).toEqual([]);
    const onet = {
      code: "31-9091.00", title: "Dental Assistants", skills: [], jobZone: 3, technologies: [],
      tasks: [
        { id: 1, text: "Prepare patients' insurance forms and process billing.", core: true },
        { id: 2, text: "Sterilize and disinfect instruments and equipment.", core: true },
      ],
    };
    const { items } = composeResponsibilities({ language: "en", tone: "formal", jobTitle: "Dental Nurse", description: null, onet, isco: "3251", country: "GB", requirementRows: gbRows });
    expect(items.join(" ")).not.toMatch(/insurance|billing/);
    expect(items[0]).toMatch(/prepare the surgery/);
  });
});

describe("lines that are no core task do not lead", () => {
  // ESCO architect (2161), German and Dutch descriptions
  const architectDe =
    "Architekten/Architektinnen untersuchen, entwerfen und beaufsichtigen den Bau und die Entwicklung von Gebäuden, städtischen Räumen, Infrastrukturprojekten und sozialen Räumen. Sie kennen soziale Kontexte und Umweltfaktoren, zu denen auch die Beziehungen zwischen Menschen und Gebäuden und zwischen Gebäuden und der Umwelt gehören.";
  const architectNl =
    "Architecten onderzoeken, ontwerpen en zien toe op de bouw en ontwikkeling van gebouwen, stedelijke ruimten, infrastructuurprojecten en sociale ruimten. Zij zijn zich bewust van de sociale context en milieufactoren, waaronder de relaties tussen mensen en gebouwen, en gebouwen en het milieu.";
  it("a knowledge statement is no task: 'Sie kennen …', 'U bent zich bewust van …'", () => {
    expect(escoItems("de", architectDe, "formal", "Architekt/Architektin").join(" ")).not.toMatch(/Sie kennen/);
    expect(escoItems("nl", architectNl, "formal", "architect").join(" ")).not.toMatch(/bewust/);
    // the architect's task bank names the work instead of the general fillers
    const { items } = composeResponsibilities({ language: "de", tone: "formal", jobTitle: "Architekt (m/w/d)", description: architectDe, onet: null, isco: "2161" });
    expect(items.join(" ")).toMatch(/Bauanträge/);
    expect(items.join(" ")).not.toMatch(/Kernaufgaben der Position/);
  });

  it("'U kunt een functie bekleden als …' is a career, not a task; 'U kunt ook zorg dragen voor het laden' stays", () => {
    // ESCO docent hoger onderwijs (2310); vrachtwagenchauffeur (8332)
    const lecturer =
      "Docenten van het hoger onderwijs geven studenten die een diploma hoger secundair onderwijs hebben behaald in hun eigen gespecialiseerde studiegebied, overwegend academisch onderwijs. Zij kunnen een functie bekleden als hoofddocent of hoogleraar.";
    const items = escoItems("nl", lecturer, "formal", "docent hoger onderwijs");
    expect(items.join(" ")).not.toMatch(/functie bekleden/);
    // the restrictive relative clause about a plural noun made a paragraph of the task
    expect(items.join(" ")).not.toMatch(/studenten die een diploma/);
    const driver = "Vrachtwagenchauffeurs besturen voertuigen zoals vrachtwagens en bestelwagens. Zij kunnen ook zorg dragen voor het laden en lossen van goederen.";
    expect(escoItems("nl", driver, "formal", "vrachtwagenchauffeur").join(" ")).toMatch(/U kunt ook zorg dragen voor het laden en lossen/);
  });

  it("working with the assistants ranks after the lecturer's own tasks", () => {
    const dozent =
      "Dozenten/Dozentinnen unterrichten Studierende, die einen höheren Schulabschluss erworben haben. Sie arbeiten mit ihren Lehr- und Forschungsassistenten/-assistentinnen und wissenschaftlichen Hilfskräften zusammen.";
    const { items } = composeResponsibilities({ language: "de", tone: "formal", jobTitle: "Dozent (m/w/d)", description: dozent, onet: null, isco: "2310" });
    expect(items[0]).toMatch(/Vorlesungen|Prüfungen|Studierende/);
    expect(items[0]).not.toMatch(/Sie arbeiten mit/);
  });
});

describe("an ambiguous Dutch 'servicemedewerker'", () => {
  it("names no occupation (no helpdesk guess) and suggests horeca, klantenservice and technische dienst", () => {
    expect(titleNamesNoOccupation("Servicemedewerker")).toBe(true);
    expect(fieldlessSuggestions("Servicemedewerker", "nl")).toEqual(["Medewerker bediening", "Klantenservicemedewerker", "Servicemonteur"]);
    // a named service stays an occupation
    expect(titleNamesNoOccupation("Klantenservicemedewerker")).toBe(false);
  });
});

describe("a bare 'Lecturer'", () => {
  it("is ESCO's higher education lecturer, and O*NET's subject examples that name none of the title's words are left out", () => {
    expect(titleSynonymOf("Lecturer", "en")?.esco).toBe("higher education lecturer");
    const onet = {
      code: "25-1111.00", title: "Criminal Justice and Law Enforcement Teachers, Postsecondary", skills: [], jobZone: 5, technologies: [],
      tasks: [{ id: 1, text: "Prepare and deliver lectures to undergraduate or graduate students on topics such as criminal law, defensive policing, and investigation techniques.", core: true }],
    };
    const bare = composeResponsibilities({ language: "en", tone: "formal", jobTitle: "Lecturer", description: null, onet: { ...onet, title: "Lecturer" }, isco: "2310", country: "GB" });
    expect(bare.items[0]).toBe("You will prepare and deliver lectures to undergraduate or graduate students.");
    // a law lecturer keeps the law topics
    const law = composeResponsibilities({ language: "en", tone: "formal", jobTitle: "Law Lecturer", description: null, onet, isco: "2310", country: "GB" });
    expect(law.items[0]).toMatch(/criminal law/);
  });
});
