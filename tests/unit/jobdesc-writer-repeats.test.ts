import { describe, expect, it } from "vitest";
import { leadsTeam, sayTheSame } from "../../app/lib/jobdesc/writer/repeats";

/** A written ad says each thing once: the same lead or the same task in other words is left out (writer/repeats.ts). */
describe("sentences that say the same", () => {
  it("the same sentence, in any language", () => {
    expect(sayTheSame("Sie leiten ein Team.", "Sie leiten ein Team.", "de")).toBe(true);
    expect(sayTheSame("You will lead a team.", "you will lead a team", "en")).toBe(true);
  });

  it("the level's lead and a role's own sentence on leading its team", () => {
    const level = "Sie leiten ein Team, setzen Prioritäten, planen die Arbeit und fördern die Entwicklung jeder einzelnen Person im Team.";
    expect(sayTheSame(level, "Sie führen das Team der Oberärztinnen, Oberärzte, Assistenzärztinnen und Assistenzärzte und verantworten die ärztliche Weiterbildung.", "de")).toBe(true);
    expect(sayTheSame(level, "Sie begleiten Ihr Team im Alltag und unterstützen Kolleginnen und Kollegen in ihrer Entwicklung.", "de")).toBe(true);
    expect(sayTheSame("Je geeft leiding aan een team, stelt prioriteiten, plant het werk en ondersteunt de ontwikkeling van elk teamlid.", "Je begeleidt je team en ondersteunt collega's in hun ontwikkeling.", "nl")).toBe(true);
    expect(sayTheSame("U geeft leiding aan een team, stelt prioriteiten …", "U maakt de roosters, geeft leiding aan het bedieningsteam en werkt nieuwe collega's in.", "nl")).toBe(true);
    expect(leadsTeam("You will lead a team: you set priorities, plan the work and support each person's development.", "en")).toBe(true);
    // leading the department, instructing the residents or leading training activities is not "leading a team"
    expect(leadsTeam("Sie leiten die Abteilung medizinisch und organisatorisch und tragen die fachärztliche Gesamtverantwortung.", "de")).toBe(false);
    expect(leadsTeam("You will plan and lead professional development activities for teachers, school leaders, and support staff.", "en")).toBe(false);
  });

  it("the same task in other words: research and its publications", () => {
    expect(
      sayTheSame(
        "U doet onderzoek in uw vakgebied en deelt de resultaten in publicaties en in uw onderwijs.",
        "U voert ook wetenschappelijk onderzoek uit op uw vakgebied, publiceert uw bevindingen en onderhoudt contacten met uw academische collega’s.",
        "nl",
      ),
    ).toBe(true);
    expect(
      sayTheSame(
        "U doet onderzoek in uw vakgebied en deelt de resultaten in publicaties en in uw onderwijs.",
        "U voert ook academisch onderzoek uit op uw respectieve rechtsgebied, publiceert uw bevindingen en onderhoudt contacten met andere universiteitsmedewerkers.",
        "nl",
      ),
    ).toBe(true);
    expect(
      sayTheSame(
        "Sie forschen in Ihrem Fachgebiet und veröffentlichen die Ergebnisse.",
        "Sie führen in Ihrem jeweiligen wirtschaftswissenschaftlichem Fachgebiet Forschungsarbeiten durch und stellen die Ergebnisse bei Konferenzen und in Publikationen vor.",
        "de",
      ),
    ).toBe(true);
  });

  it("sentences on one topic that say different things stay", () => {
    const research = "You will conduct research in a particular field of knowledge and publish findings in professional journals, books, or electronic media.";
    expect(sayTheSame(research, "You will write grant proposals to procure external research funding.", "en")).toBe(false);
    expect(sayTheSame(research, "You will supervise students' fieldwork, internship, and research work.", "en")).toBe(false);
    expect(sayTheSame(research, "You will collaborate with colleagues to address teaching and research issues.", "en")).toBe(false);
    // examining patients and informing them about examinations are two tasks
    expect(sayTheSame("U onderzoekt patiënten, stelt diagnoses en bepaalt de behandeling.", "U informeert patiënten en naasten over onderzoeken en behandelingen.", "nl")).toBe(false);
    expect(sayTheSame("Sie halten Vorlesungen, Seminare und Übungen und entwickeln das Lehrmaterial dafür.", "Sie erstellen Prüfungen und Klausuren und bewerten sie.", "de")).toBe(false);
    // …and two of one source are not compared in other words at all (compose.ts)
    expect(sayTheSame("U doet onderzoek in uw vakgebied en deelt de resultaten in publicaties.", "U voert ook wetenschappelijk onderzoek uit op uw vakgebied, publiceert uw bevindingen.", "nl", false)).toBe(false);
  });
});
