/**
 * O*NET writes US English; an English ad for a job outside the US is written in British spelling
 * ("a Manchester HGV driver" got "maneuver" and "13 tons"). Only O*NET's task statements need it:
 * our own sentences and the country rows are British already.
 *
 * No package was used: the maintained npm lists found (american-british-english-translator,
 * american-english) map words regardless of meaning — "programs" → "programmes" (a computer
 * program stays "program"), "meters" → "metres" (a gas meter), "practice" → "practise", "filters"
 * → "philtres", "tons" → "tonnes" (a US ton is not a tonne) — so they would write errors into
 * O*NET's tasks. Instead, the spellings below are those that occur in O*NET 29.3's task statements
 * (measured on the 18,796 statements; words whose British form depends on meaning are left
 * alone: program, meter, disk, draft, check, practice, inquiry, judgment, fetal, sulfur).
 * Sources: British spelling as the Oxford Learner's and Cambridge dictionaries give it
 * (https://www.oxfordlearnersdictionaries.com/, https://dictionary.cambridge.org/); "-ise" rather
 * than "-ize", as British media and GOV.UK write it (UNU editorial style, spelling:
 * http://communications.unu.edu/mues-spelling, which also separates licence (noun) from license
 * (verb)).
 */
const WORDS: Record<string, string> = {
  behavior: "behaviour", behaviors: "behaviours", behavioral: "behavioural", misbehavior: "misbehaviour",
  color: "colour", colors: "colours", colored: "coloured", coloring: "colouring", discolored: "discoloured", watercolors: "watercolours",
  labor: "labour", laborers: "labourers", laboring: "labouring",
  flavor: "flavour", flavors: "flavours", favor: "favour", honor: "honour", rigor: "rigour",
  vapor: "vapour", vapors: "vapours", tumor: "tumour", tumors: "tumours",
  harbor: "harbour", harbors: "harbours", arbor: "arbour", arbors: "arbours",
  neighbors: "neighbours", neighborhood: "neighbourhood", neighborhoods: "neighbourhoods",
  endeavors: "endeavours", parlors: "parlours", armored: "armoured",
  mold: "mould", molds: "moulds", molded: "moulded", molding: "moulding", moldings: "mouldings", molders: "moulders",
  center: "centre", centers: "centres", centered: "centred", theater: "theatre", theaters: "theatres",
  fiber: "fibre", fibers: "fibres", fiberglass: "fibreglass", miter: "mitre", miters: "mitres",
  caliper: "calliper", calipers: "callipers",
  tire: "tyre", tires: "tyres",
  counseling: "counselling", counselors: "counsellors", counseled: "counselled",
  labeling: "labelling", labeled: "labelled", modeling: "modelling", signaling: "signalling",
  traveling: "travelling", traveled: "travelled", traveler: "traveller", travelers: "travellers",
  leveling: "levelling", leveled: "levelled", remodeling: "remodelling", remodeled: "remodelled",
  paneling: "panelling", refueling: "refuelling", fueling: "fuelling", coworkers: "co-workers", coworker: "co-worker", canceled: "cancelled", canceling: "cancelling",
  marshaling: "marshalling", channeling: "channelling", shoveling: "shovelling", enameled: "enamelled",
  fulfill: "fulfil", fulfillment: "fulfilment", enroll: "enrol", distill: "distil",
  anesthesia: "anaesthesia", anesthetize: "anaesthetize", anesthetic: "anaesthetic", anesthetics: "anaesthetics",
  orthopedic: "orthopaedic", pediatric: "paediatric", pediatrics: "paediatrics",
  feces: "faeces", fecal: "faecal", hemoglobin: "haemoglobin", gynecological: "gynaecological",
  cesarean: "caesarean", etiology: "aetiology", esthetic: "aesthetic", cesium: "caesium",
  archeology: "archaeology", archeological: "archaeological",
  maneuver: "manoeuvre", maneuvering: "manoeuvring",
  jewelry: "jewellery", jewelers: "jewellers",
  aluminum: "aluminium", gray: "grey", plow: "plough", plows: "ploughs", plowing: "ploughing", ax: "axe",
  catalog: "catalogue", catalogs: "catalogues", cataloging: "cataloguing",
  defense: "defence", offenses: "offences",
  // Oxford Learner's Dictionaries: speciality (BrE), specialty (NAmE); a head of legal's "colleagues with specialties"
  specialty: "speciality", specialties: "specialities",
  // a licence is the noun; "to license" stays (see licences() below)
  licenses: "licences",
};

/** -ize/-yze endings that are not the suffix: size, seize, prize, capsize (and "oversized", "resize") */
const NOT_SUFFIX = /^(?:(?:over|under|re|down|up)?siz|seiz|priz|capsiz)/i;
const IZE = /\b([A-Za-z]+?)(i|y)z(e|es|ed|ing|ation|ations|ational|er|ers)\b/g;

function matchCase(original: string, replacement: string) {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** "a license" / "license violations" are the noun (licence); "to license" and a leading "License …" the verb */
function licences(text: string) {
  return text.replace(/(^|\S+\s+)\blicense\b/g, (whole, before: string) => (before.trim() === "" || /^to\s/i.test(before) ? whole : `${before}licence`));
}

/**
 * O*NET's tons are US short tons (2,000 lb): "greater than 13 tons" (heavy truck drivers, 26,000 lb
 * GVW) is 11.8 tonnes. Written in tonnes to one decimal; nothing else is converted (no other unit
 * occurs in the task statements the writer uses, except "yards" and "foot" as nouns).
 */
const SHORT_TON_IN_TONNES = 0.90718474;
function tonnes(text: string) {
  return text.replace(/\b(\d+(?:\.\d+)?) tons?\b/g, (_, n: string) => {
    const value = Math.round(Number(n) * SHORT_TON_IN_TONNES * 10) / 10;
    return `${value} tonne${value === 1 ? "" : "s"}`;
  });
}

/**
 * O*NET's American words where British and Irish English use another (Oxford Learner's
 * Dictionaries mark each "North American English" with the British word): a Galway care assistant
 * "assisted physicians", a London bus driver "checked gas, oil and water". Only the words and
 * phrases that O*NET 29.3's task statements use, in the sense they use them ("natural gas" stays gas).
 */
const VOCABULARY: [RegExp, string][] = [
  [/\bphysicians\b/g, "doctors"],
  [/\bphysician\b/g, "doctor"],
  [/\bemergency rooms?\b/g, "emergency department"],
  [/\b(check(?:s|ing)?) gas, oil\b/g, "$1 fuel, oil"],
  [/\bgasoline\b/g, "petrol"],
  // "load and unload trucks, vans, or automobiles" (a Dublin delivery driver's): a car (Oxford: automobile, NAmE)
  [/\bautomobiles\b/g, "cars"],
  // "service, clean, or supply restrooms" (a Leeds cleaner's; Oxford: restroom, NAmE — toilet)
  [/\brestrooms\b/g, "toilets"],
  // "issue room keys and escort instructions to bellhops" (a York hotel receptionist's; Oxford: bellhop, NAmE — porter)
  [/\bbellhops\b/g, "porters"],
  [/\bautomobile\b/g, "car"],
  // "inspect and maintain vehicle supplies and equipment, such as gas, oil, water, tires" (delivery drivers)
  [/\bsuch as gas, oil\b/g, "such as fuel, oil"],
  // "cover surfaces with dropcloths or masking tape" (a Leeds painter's; Oxford: drop cloth, NAmE — dust sheet, BrE)
  [/\bdropcloths\b/g, "dust sheets"],
  // "persuade customers to pay amounts due on … nonpayable checks" (a Leeds credit controller's; "checks" is already
  // "cheques" here): a cheque the bank will not pay is a dishonoured cheque in British English (Oxford: dishonour)
  [/\bnonpayable (checks|cheques)\b/g, "dishonoured cheques"],
  // "cover surfaces such as windows, doors, or sidewalks" (a Leeds plasterer's; Oxford: sidewalk, NAmE — pavement, BrE)
  [/\bmoving sidewalks\b/g, "moving walkways"],
  [/\bsidewalks\b/g, "pavements"],
  [/\bparking lots\b/g, "car parks"],
  [/\bparking lot\b/g, "car park"],
  [/\btrash cans\b/g, "bins"],
  [/\b(?:trash|garbage)\b/g, "rubbish"],
  [/\bdiapers\b/g, "nappies"],
  [/\bflashlights\b/g, "torches"],
  [/\bcell phones\b/g, "mobile phones"],
  [/\bvacations\b/g, "holidays"],
  [/\bvacation\b/g, "holiday"],
  [/\bmath\b/g, "maths"],
  // "bake, roast, broil, and steam meats" (a York cook's; Oxford: broil, NAmE — grill, BrE), and
  // "ovens, broilers, grills, and roasters", where the grill is named already
  [/\bbroilers, grills\b/g, "grills"],
  [/\bbroil\b/g, "grill"],
  // "advise managers on … equal employment opportunity and sexual harassment" (an HR manager's):
  // the US term (EEO, the Equal Employment Opportunity Commission's); British and Irish employers
  // write "equal opportunities" (Acas, 'Equality and discrimination'; Ireland's Employment Equality Acts)
  [/\bequal employment opportunity\b/g, "equal opportunities"],
  [/\bhigh schools\b/g, "secondary schools"],
  [/\bhigh school\b/g, "secondary school"],
];

/**
 * A road truck is a lorry in Great Britain (a Manchester HGV driver's ad read "manoeuvre trucks");
 * a hand, lift, forklift, reach, tow or pickup truck keeps its name there too. Ireland says truck
 * as often as lorry (the Road Safety Authority writes "truck"), so only GB gets lorries.
 */
const ROAD_TRUCK = /(?<!\b(?:hand|lift|forklift|reach|pallet|sack|industrial|powered|motori[sz]ed|tow|pickup|dump|tank|water|utility|service|fire|trailer|small|work|platform)[- ])\btruck(s?)\b/g;

/** O*NET's US spelling in British spelling; a capitalised word inside the text (a name) is left as it is. */
export function britishSpelling(text: string, options: { lorries?: boolean } = {}) {
  const worded = VOCABULARY.reduce((t, [pattern, word]) => t.replace(pattern, word), text);
  const local = options.lorries ? worded.replace(ROAD_TRUCK, (_, plural: string) => (plural ? "lorries" : "lorry")) : worded;
  return spelled(local);
}

function spelled(text: string) {
  const spelled = text
    .replace(/\b[A-Za-z]+\b/g, (word, offset: number) => {
      if (offset > 0 && /^[A-Z]/.test(word)) return word;
      const uk = WORDS[word.toLowerCase()];
      return uk ? matchCase(word, uk) : word;
    })
    .replace(IZE, (word: string, stem: string, vowel: string, ending: string, offset: number) => {
      if (NOT_SUFFIX.test(word) || stem.length < 2 || (offset > 0 && /^[A-Z]/.test(word))) return word;
      // "tranquilizer" doubles its l in British spelling
      const base = stem.replace(/^(tranquil)$/i, "$1l");
      return `${base}${vowel}s${ending}`;
    });
  return tonnes(licences(spelled));
}
