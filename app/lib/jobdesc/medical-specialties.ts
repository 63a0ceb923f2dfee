import { fold } from "./country-requirements";

/**
 * The medical specialty a doctor's title names ("Chefarzt Kardiologie", "Head of Department
 * Anaesthetics", "Oberarzt Innere Medizin"), and its O*NET occupation. ESCO has one specialised
 * doctor (Facharzt, medisch specialist; ISCO-08 2212) for every specialty, and its Nesta crosswalk
 * names O*NET's surgeons: the ranking in services/jobdesc/reference-data.server.ts took Orthopedic
 * Surgeons (29-1242), and a head of cardiology or of anaesthetics was to "conduct research to
 * develop and test surgical techniques … related to musculoskeletal injuries". O*NET 29.3 holds
 * the specialties as occupations of their own (29-1211 Anesthesiologists … 29-1249), each in ISCO-08
 * 2212 by the derived crosswalk; a title that names one takes its tasks.
 *
 * `words` are folded (lower case, no accents: "anasthesie" is "Anästhesie") and match the start of
 * a title's word, or its words in a row; English, German and Dutch names of the specialty (the
 * (Muster-)Weiterbildungsordnung der Bundesärztekammer's Gebiete, the GMC's specialties, the
 * KNMG's specialismen; a Dutch "-loog" is not the start of "-log": "neuroloog", "radioloog"). The first row that matches wins: the narrower before the wider (paediatric
 * surgery before paediatrics; a cardiologist in "Innere Medizin und Kardiologie" before internal
 * medicine). Internal medicine's subspecialties without an O*NET occupation of their own
 * (oncology, gastroenterology, nephrology …) are internists: O*NET's General Internal Medicine
 * Physicians "treat internal disorders, such as hypertension, heart disease, diabetes, or problems
 * of the lung, brain, kidney, or gastrointestinal tract". Surgery without a field is left to the
 * crosswalk: O*NET's Surgeons, All Other (29-1249) have no tasks.
 *
 * `de` is the specialty's work in one sentence of a German ad (the Weiterbildungsordnung's
 * definition of the Gebiet, shortened): the German text is ESCO's specialised doctor's, which
 * names no specialty, and O*NET's English tasks are not written in German. `nl` is the same in a
 * Dutch ad, whose ESCO text names no specialty either (a Cardioloog, Longarts or Kinderarts read
 * the doctors' general sentences only). Marked for the tone (writer/tone.ts).
 */
export interface MedicalSpecialty {
  onet: string;
  words: string[];
  de: string;
  /** …and in a Dutch ad (the KNMG's specialismen), marked as writer/tone.ts's dutchSentence reads it */
  nl: string;
}

export const MEDICAL_SPECIALTIES: MedicalSpecialty[] = [
  {
    onet: "29-1243.00",
    words: ["kinderchirurg", "paediatric surg", "pediatric surg", "kinderheelkunde"],
    de: "Sie ^operieren Kinder und Jugendliche und ^betreuen sie vor und nach dem Eingriff.",
    nl: "{S} opereert kinderen en jongeren en begeleidt hen voor en na de ingreep.",
  },
  {
    onet: "29-1242.00",
    words: ["orthopaed", "orthoped", "orthopad", "unfallchirurg", "trauma and orthop"],
    de: "Sie ^behandeln Verletzungen und Erkrankungen der Knochen, Gelenke, Muskeln und Sehnen, konservativ und operativ.",
    nl: "{S} behandelt aandoeningen en verwondingen van botten, gewrichten, spieren en pezen, met en zonder operatie.",
  },
  {
    onet: "29-1211.00",
    words: ["anaesthe", "anesthe", "anasthe"],
    de: "Sie ^betreuen Patientinnen und Patienten vor, während und nach Operationen in Narkose oder Regionalanästhesie und ^sichern ihre Vitalfunktionen.",
    nl: "{S} begeleidt patiënten voor, tijdens en na operaties onder narcose of regionale anesthesie en bewaakt hun vitale functies.",
  },
  {
    onet: "29-1212.00",
    words: ["cardiol", "kardiol"],
    de: "Sie ^erkennen und ^behandeln Erkrankungen des Herzens und des Kreislaufs.",
    nl: "{S} onderzoekt en behandelt aandoeningen van het hart en de bloedvaten.",
  },
  {
    onet: "29-1213.00",
    words: ["dermatol", "hautarzt"],
    de: "Sie ^erkennen und ^behandeln Erkrankungen der Haut und der hautnahen Schleimhäute.",
    nl: "{S} onderzoekt en behandelt aandoeningen van de huid en de slijmvliezen.",
  },
  {
    onet: "29-1214.00",
    words: ["emergency medicine", "emergency department", "emergency physician", "a&e", "seh arts", "notfallmedizin", "notaufnahme", "spoedeisende hulp", "spoedeisende geneeskunde", "spoedarts"],
    de: "Sie ^versorgen Notfallpatientinnen und Notfallpatienten, ^stellen die Erstdiagnose und ^leiten die Behandlung ein.",
    nl: "{S} vangt patiënten op de spoedeisende hulp op, stelt de eerste diagnose en zet de behandeling in.",
  },
  {
    onet: "29-1217.00",
    words: ["neurolog", "neuroloog"],
    de: "Sie ^erkennen und ^behandeln Erkrankungen des Gehirns, des Rückenmarks, der Nerven und der Muskulatur.",
    nl: "{S} onderzoekt en behandelt aandoeningen van de hersenen, het ruggenmerg, de zenuwen en de spieren.",
  },
  {
    onet: "29-1218.00",
    words: ["obstetr", "gynaecol", "gynecol", "gynakol", "geburtshilfe", "frauenheilkunde", "frauenarzt", "verloskund"],
    de: "Sie ^erkennen und ^behandeln Erkrankungen der weiblichen Geschlechtsorgane und ^begleiten Schwangerschaften und Geburten.",
    nl: "{S} onderzoekt en behandelt aandoeningen van de vrouwelijke geslachtsorganen en begeleidt zwangerschappen en bevallingen.",
  },
  {
    onet: "29-1223.00",
    words: ["psychiatr", "psychiater", "jugendpsychiatr"],
    de: "Sie ^erkennen und ^behandeln psychische Erkrankungen, mit Psychotherapie und Medikamenten.",
    nl: "{S} onderzoekt en behandelt psychische aandoeningen, met psychotherapie en medicatie.",
  },
  {
    onet: "29-1221.00",
    words: ["paediatr", "pediatr", "kinderheilkunde", "kinder und jugendmedizin", "kindermedizin", "kinderarzt", "kindergeneeskunde", "kinderarts"],
    de: "Sie ^erkennen und ^behandeln Erkrankungen von Kindern und Jugendlichen und ^beraten ihre Eltern.",
    nl: "{S} onderzoekt en behandelt ziekten van kinderen en jongeren en adviseert hun ouders.",
  },
  {
    onet: "29-1222.00",
    words: ["patholog", "patholoog"],
    de: "Sie ^untersuchen Gewebe- und Zellproben und ^stellen Diagnosen für die behandelnden Ärztinnen und Ärzte.",
    nl: "{S} onderzoekt weefsel- en celmateriaal en stelt diagnoses voor de behandelend artsen.",
  },
  {
    onet: "29-1224.00",
    words: ["radiolog", "radioloog", "neuroradiolog", "neuroradioloog"],
    de: "Sie ^untersuchen Patientinnen und Patienten mit Röntgen, CT und MRT und ^befunden die Bilder.",
    nl: "{S} onderzoekt patiënten met röntgenfoto's, CT- en MRI-scans en beoordeelt de beelden.",
  },
  {
    onet: "29-1229.01",
    words: ["allergol", "immunol"],
    de: "Sie ^erkennen und ^behandeln Allergien und Erkrankungen des Immunsystems.",
    nl: "{S} onderzoekt en behandelt allergieën en aandoeningen van het afweersysteem.",
  },
  {
    onet: "29-1229.03",
    words: ["urolog", "uroloog"],
    de: "Sie ^erkennen und ^behandeln Erkrankungen der Nieren, der Harnwege und der männlichen Geschlechtsorgane.",
    nl: "{S} onderzoekt en behandelt aandoeningen van de nieren, de urinewegen en de mannelijke geslachtsorganen.",
  },
  {
    onet: "29-1229.04",
    words: ["rehabilitation medicine", "physical medicine", "rehabilitative medizin", "revalidatiegeneeskunde", "revalidatiearts"],
    de: "Sie ^behandeln Menschen mit Funktionsstörungen nach Krankheit oder Verletzung und ^planen ihre Rehabilitation.",
    nl: "{S} behandelt mensen met beperkingen na ziekte of letsel en stelt hun revalidatieplan op.",
  },
  {
    onet: "29-1229.06",
    words: ["sports medicine", "sport medicine", "sportmedizin", "sportgeneeskunde", "sportarts"],
    de: "Sie ^betreuen Sportlerinnen und Sportler und ^behandeln Sportverletzungen und Überlastungsschäden.",
    nl: "{S} begeleidt sporters en behandelt sportblessures en overbelastingsklachten.",
  },
  {
    onet: "29-1241.00",
    words: ["ophthalmol", "augenheilkunde", "augenarzt", "augenarztin", "oogheelkunde", "oogarts"],
    de: "Sie ^erkennen und ^behandeln Erkrankungen der Augen, konservativ und operativ.",
    nl: "{S} onderzoekt en behandelt aandoeningen van de ogen, met en zonder operatie.",
  },
  {
    // pulmonology is internal medicine's in O*NET (its internists treat "problems of the lung") but a
    // specialty of its own in the KNMG's list (longziekten en tuberculose) and the Weiterbildungsordnung
    // (Innere Medizin und Pneumologie): its line names the lungs, not all the inner organs
    onet: "29-1216.00",
    words: ["pneumol", "pulmonol", "respiratory medicine", "lungenheilkunde", "lungenarzt", "lungenarztin", "longziekten", "longarts"],
    de: "Sie ^erkennen und ^behandeln Erkrankungen der Lunge und der Atemwege.",
    nl: "{S} onderzoekt en behandelt aandoeningen van de longen en de luchtwegen.",
  },
  {
    onet: "29-1216.00",
    words: [
      "internal medicine", "innere medizin", "interne geneeskunde", "internist", "gastroenterol", "hepatol", "nephrol", "rheumatol", "reumatol",
      "endocrinol", "endokrinol", "diabetol", "haematol", "hematol", "hamatol", "oncol", "onkol", "nefrol", "geriater",
      "mdl arts", "geriatr", "acute medicine", "general medicine", "infectiol", "infektiol", "angiol",
    ],
    de: "Sie ^erkennen und ^behandeln Erkrankungen der inneren Organe wie Herz, Lunge, Nieren und Verdauungstrakt.",
    nl: "{S} onderzoekt en behandelt aandoeningen van de inwendige organen, zoals het hart, de longen, de nieren en het maag-darmkanaal.",
  },
];

/** ISCO-08 2212, specialist medical practitioners (ESCO's specialised doctor) */
const SPECIALIST_DOCTORS = "2212";

/** Does the word list's pattern (one word or several in a row) start the title's words at some place? */
function names(titleWords: string[], pattern: string) {
  const words = pattern.split(" ");
  return titleWords.some((_, i) => words.every((w, j) => (j === words.length - 1 ? (titleWords[i + j] ?? "").startsWith(w) : titleWords[i + j] === w)));
}

/** The specialty a specialist doctor's title names (ISCO-08 2212), if any. */
export function medicalSpecialty(jobTitle: string, isco: string | null): MedicalSpecialty | null {
  if (isco !== SPECIALIST_DOCTORS) return null;
  const words = fold(jobTitle).split(" ").filter(Boolean);
  return MEDICAL_SPECIALTIES.find((s) => s.words.some((pattern) => names(words, pattern))) ?? null;
}
