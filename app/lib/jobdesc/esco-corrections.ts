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
];

/** A description with the table's corrections for its language. */
export function correctEscoText(text: string, language: JobdescLanguage) {
  return ESCO_CORRECTIONS.reduce((out, c) => (c.language === language ? out.split(c.find).join(c.replace) : out), text);
}
