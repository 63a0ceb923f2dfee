import { describe, expect, it } from "vitest";
import { escoItems } from "../../app/lib/jobdesc/compose";

/**
 * Whose "ihr"/"ihnen" it is when ESCO's third person plural becomes the reader (Sie/du): the
 * reader's own, or that of the people and things the sentence names. The sentences are ESCO
 * v1.1's own (occupations_de, URI in each case).
 */
const both = (description: string) => ({
  formal: escoItems("de", description, "formal", null).join(" "),
  informal: escoItems("de", description, "informal", null).join(" "),
});

describe("German possessives: the reader's or someone else's", () => {
  it("the reader's own assistants after a preposition: 'mit Ihren Lehr- und Forschungsassistenten'", () => {
    // ESCO 684fd8d5-…: Hochschullehrkraft
    const { formal, informal } = both(
      "Hochschullehrkräfte unterrichten Studierende mit einem Abschluss der Sekundarstufe II in ihrem eigenen Fachgebiet, das überwiegend akademischer Natur ist. Sie arbeiten mit ihren Lehr- und Forschungsassistenten/-assistentinnen und wissenschaftlichen Hilfskräften zusammen, um Lehrveranstaltungen und Prüfungen vorzubereiten.",
    );
    expect(formal).toContain("Sie arbeiten mit Ihren Lehr- und Forschungsassistenten");
    expect(informal).toContain("Du arbeitest mit deinen Lehr- und Forschungsassistenten");
  });

  it("the clients' performance after 'helfen ihnen': 'ihre Leistung', not 'Ihre'/'deine'", () => {
    // ESCO 0c3672ed-…: Reitlehrer/Reitlehrerin
    const { formal, informal } = both(
      "Reitlehrer unterweisen Einzelpersonen und Gruppen im Reiten von Pferden. Sie motivieren ihre Kunden und helfen ihnen, ihre Leistung zu verbessern.",
    );
    expect(formal).toContain("Sie motivieren Ihre Kundinnen und Kunden und helfen ihnen, ihre Leistung zu verbessern.");
    expect(informal).toContain("Du motivierst deine Kundinnen und Kunden und hilfst ihnen, ihre Leistung zu verbessern.");
  });

  it("what a worker has is the reader's, after a plural noun too: 'Mahlzeiten für Ihre Arbeitgeber'", () => {
    // ESCO a256838b-…: Privatkoch/Privatköchin
    const { formal, informal } = both(
      "Privatköche bereiten unter Einhaltung von Lebensmittel- und Hygienevorschriften Mahlzeiten für ihre Arbeitgeber zu. Sie berücksichtigen die Unverträglichkeiten ihres Arbeitgebers in Bezug auf bestimmte Inhaltsstoffe.",
    );
    expect(formal).toContain("Mahlzeiten für Ihre Arbeitgeber zu");
    expect(informal).toContain("Mahlzeiten für deine Arbeitgeber zu");
    expect(formal).toContain("die Unverträglichkeiten Ihres Arbeitgebers");
  });

  it("'die von ihnen gesteuerten Geräte' are the reader's to steer: 'von Ihnen', 'von dir'", () => {
    // ESCO a241eff8-…: Steuerer von chemischen Verfahrensanlagen
    const { formal, informal } = both(
      "Steuerer von chemischen Verfahrensanlagen steuern chemische Verfahren. Sie bedienen Maschinen und Systeme und sind verantwortlich für die Überwachung und Wartung der von ihnen gesteuerten Geräte und Instrumente.",
    );
    expect(formal).toContain("der von Ihnen gesteuerten Geräte");
    expect(informal).toContain("der von dir gesteuerten Geräte");
  });

  it("'die ihnen zur Verfügung gestellten Berichte' are the reader's: 'Ihnen', 'dir'", () => {
    // ESCO 42c769cd-…: Gerichtsschreiber/Gerichtsschreiberin
    const { formal, informal } = both(
      "Gerichtsschreiber bearbeiten die Protokolle, die von Gerichtsstenografen erstellt wurden, um lesbare professionelle Rechtsdokumente daraus zu machen. Sie hören oder lesen die ihnen zur Verfügung gestellten Berichte, um Satzzeichen und fehlende Wörter zu ergänzen.",
    );
    expect(formal).toContain("Sie hören oder lesen die Ihnen zur Verfügung gestellten Berichte");
    expect(informal).toContain("die dir zur Verfügung gestellten Berichte");
  });

  it("a thing's own stays the thing's: 'Gebäude … überwachen ihren Zustand'", () => {
    // ESCO 1822bfc2-…: Hauswart/Hauswartin
    const { formal, informal } = both("Hauswarte halten Gebäude instand und überwachen ihren Zustand und ihre Sicherheit.");
    expect(formal).toContain("überwachen ihren Zustand und ihre Sicherheit");
    expect(informal).toContain("überwachst ihren Zustand und ihre Sicherheit");
  });

  it("a pronoun for people of a sentence before is left out with its phrase: no 'Sie helfen ihnen, …'", () => {
    // ESCO b7507136-…: Jugendarbeiter/Jugendarbeiterin
    const { formal, informal } = both(
      "Jugendarbeiter unterstützen und beraten junge Menschen. Sie helfen ihnen, ihr Potenzial voll auszuschöpfen, indem sie ihr persönliches, soziales und bildungsbezogenes Wachstum fördern.",
    );
    expect(formal).not.toMatch(/helfen (ihnen|Ihnen)/);
    expect(informal).not.toMatch(/hilfst (ihnen|dir)/);
    expect(formal).toContain("Sie unterstützen und beraten junge Menschen.");
  });
});

describe("German du after a comma", () => {
  it("'sind' after a comma is the reader's too: 'Du befasst dich …, bist für … zuständig'", () => {
    // ESCO: Kundendienstleiter Kraftfahrzeuge/Kundendienstleiterin Kraftfahrzeuge
    const text = escoItems(
      "de",
      "Kundendienstleiter/Kundendienstleiterinnen Kraftfahrzeuge maximieren die Verkaufszahlen, indem sie laufend Verträge abschließen. Sie pflegen vertragliche Beziehungen, befassen sich mit Forderungen, sind für Garantiefragen zuständig und prüfen Produktschäden.",
      "informal",
      null,
    ).join(" ");
    expect(text).toContain("Du befasst dich mit Forderungen, bist für Garantiefragen zuständig und prüfst Produktschäden.");
  });
});
