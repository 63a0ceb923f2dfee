import type { WordList } from "./types";

const SUFFIX = String.raw`[^\n.;:!?()]{0,60}?\((?:[mvwxf]\s*\/\s*){2}[mvwxf]\)|[^\n.;:!?()]{0,60}?\((?:alle genders|all genders)\)`;
/** "verpleger/verpleegster", "verkoopster of verkoper": a paired form is inclusive. */
const PAIRED_AFTER = String.raw`\s*(?:\/|of|en)\s*[\p{L}-]*(?:er|man|ster|es|vrouw|ist|eur|kundige)(?![\p{L}])`;
const PAIRED_BEFORE = String.raw`(?<!(?:er|man|ster|es|vrouw|kundige)\s*(?:\/|of|en)\s*)`;

/**
 * Dutch: the Algemene wet gelijke behandeling and the WGBL forbid job ads that distinguish by sex or
 * age. Dutch uses the common (masculine) form of most titles as neutral (medewerker, adviseur);
 * what is gendered are the -man compounds and the female forms (-ster, -es, -vrouw), which need a
 * neutral word or (m/v/x).
 */
export const nl: WordList = {
  sources: [
    "Algemene wet gelijke behandeling (AWGB) en Wet gelijke behandeling van mannen en vrouwen (WGB): een vacature richt zich op alle geslachten; een functienaam op -man of een vrouwelijke vorm krijgt een neutrale naam of (m/v/x).",
    "Wet gelijke behandeling op grond van leeftijd bij de arbeid (WGBL): geen leeftijdsgrenzen of leeftijdsvoorkeuren ('jong team', 'jonger dan 30', 'pas afgestudeerd', maximale werkervaring).",
    "College voor de Rechten van de Mens, oordelen over vacatureteksten: 'Nederlands als moedertaal' onderscheidt naar afkomst; vraag een taalniveau (bijv. B2/C1).",
    "Gaucher, Friesen & Kay (2011), Appendix A: mannelijk en vrouwelijk gecodeerde woordstammen, voor deze lijst vertaald naar het Nederlands (vertaling van het project).",
  ],
  terms: [
    // pronouns for the candidate: "hij", "hem", and "zijn" as a possessive (before eigen or a noun it is "his")
    { pattern: String.raw`(?<!zij\s*(?:\/|of)\s*)hij(?!\s*(?:\/|of)\s*zij)|hem`, category: "pronoun", suggestion: "je / u (direct aanspreken) of hij/zij" },
    { pattern: String.raw`zijn(?=\s+(eigen|team|taken|werk\w*|collega\w*|rol|functie|afdeling|auto|ervaring|kennis|vaardigheden|klanten|leidinggevende|vrouw|gezin|opleiding|carrière|salaris|verantwoordelijkheden|manager|netwerk|cv)(?![\p{L}]))`, category: "pronoun", suggestion: "je / jouw / uw" },
    { pattern: String.raw`haar(?=\s+(eigen|team|taken|werk\w*|collega\w*|rol|functie|afdeling|auto|ervaring|kennis|vaardigheden|klanten|leidinggevende|man|gezin|opleiding|carrière|salaris|verantwoordelijkheden|manager|netwerk|cv)(?![\p{L}]))`, category: "pronoun", suggestion: "je / jouw / uw" },
    { pattern: `${PAIRED_BEFORE}[\\p{L}-]*(magazijn|zaken|verkoop|vak|bar|brandweer|camera|timmer|stuur|voor|werk|klusjes|onderhouds|service|schoonmaak|kraan|sales|melk|post|vuilnis|tussen|bouwvak|heftruck|lood|grond|sjouw|koop|tuin|vis|kaas)(man|mannen|lieden)(?!${PAIRED_AFTER})(?!${SUFFIX})`, category: "generic-masculine", suggestion: "magazijnmedewerker (m/v/x) of een neutrale naam" },
    { pattern: `${PAIRED_BEFORE}[\\p{L}-]*(verpleger|bestuurster|monteuse|verpleegster|verpleegsters|secretaresse|secretaresses|schoonmaakster|schoonmaaksters|werkster|serveerster|serveersters|kapster|huishoudster|verkoopster|verkoopsters|gastvrouw|gastvrouwen|lerares|leraressen|stewardess|caissière|kinderjuf|juf|zuster|ziekenzuster|kraamverzorgster|doktersassistente|assistente|medewerkster|directrice|zakenvrouw|poetsvrouw|interieurverzorgster|receptioniste|receptionistes|telefoniste|typiste|kokkin|chauffeuse|kinderverzorgster|boekhoudster|naaister|winkeljuffrouw|juffrouw)(?!${PAIRED_AFTER})(?!${SUFFIX})`, category: "generic-masculine", suggestion: "verpleegkundige, schoonmaker, gastheer/gastvrouw (m/v/x)…" },
    // age limits and age-coded phrases
    { pattern: String.raw`(jonger dan|niet ouder dan|onder de|tot|maximaal|max\.?|hooguit) \d\d jaar( oud)?(?! (werk|relevante |praktijk)?ervaring)|(jonger dan|niet ouder dan|onder de) \d\d(?! ?(minuten|uur|dagen|procent|%|euro|km|kg|medewerkers|personen))|tussen (de )?\d\d en \d\d jaar( oud)?|\d\d ?(-|–|tot) ?\d\d jaar( oud)?|\d\d jaar oud|leeftijdsgrens\w*|leeftijd tot \d\d`, category: "age", suggestion: "laat leeftijd weg; beschrijf wat het werk vraagt" },
    { pattern: String.raw`(max\.?|maximaal|hooguit|niet meer dan) \d+ jaar (werk|relevante |praktijk)?ervaring`, category: "age", suggestion: "minimaal N jaar ervaring" },
    { pattern: String.raw`jong(e|ere)?,? (en |, )?(dynamisch\w* |enthousiast\w* )?(team\w*|collega\w*|talent\w*|medewerker\w*|kandida\w*|bedrijf|honden|professionals?)|jong(e)? en dynamisch(e)?|jeugdig\w*`, category: "age", suggestion: "gemotiveerd, open team" },
    // "jong" on its own is age wording too ("Je bent jong"), except for the people the job serves
    { pattern: String.raw`jong(e|er|ere)?(?!\s+(mensen|kinderen|volwassenen|gezinnen|ouders|moeders|vaders|patiënten|cliënten|bedrijf|bedrijven|organisatie|merk|start-?ups?)(?![\p{L}]))`, category: "age", suggestion: "gemotiveerd, leergierig" },
    { pattern: String.raw`overgekwalificeerd\w*|(vers|net|pas) (van|uit) de (hogeschool|universiteit|uni|schoolbanken|opleiding)|(vers|net|pas) van school`, category: "age", suggestion: "starters en zij-instromers welkom / beschrijf het niveau dat het werk vraagt" },
    { pattern: String.raw`digital natives?|young professionals?|(pas|net|recent|vers) afgestudeerd(e|en)?|schoolverlater\w*|starters? (op de arbeidsmarkt )?tot`, category: "age", suggestion: "starters en zij-instromers welkom / vaardig met digitale middelen" },
    // exclusionary requirements
    { pattern: String.raw`moedertaal\w*|native(-| )speakers?|accentloos|zonder accent|(Nederlands|Engels|Duits) als eerste taal`, category: "exclusion", suggestion: "uitstekende beheersing van het Nederlands (C1)" },
    { pattern: String.raw`fysiek (zeer |volledig )?fit|(in )?goede gezondheid|kerngezond|Nederlandse nationaliteit`, category: "exclusion", suggestion: "noem de wezenlijke taak (bijv. tillen met hulpmiddelen)" },
    { pattern: String.raw`rockstars?|ninjas?|goeroes?|superhelden?|alfamannetje\w*|haantje\w*`, category: "masculine", suggestion: "expert, specialist" },
    // strongly masculine-coded words are findings on their own, balance or not; "competitief" and
    // "concurrerend" stay quiet before pay words ("een concurrerend salaris")
    { pattern: String.raw`agressie\w*|agressief|dominant\w*|domineren\w*|onverschrokken\w*|meedogenlo\w*|killersmentaliteit|killerinstinct|(competitie(f|ve)|concurrerend(e)?)(?!\s+(salaris|salarissen|beloning|arbeidsvoorwaarden|vergoeding|pakket|markt|prijzen|tarieven)(?![\p{L}]))`, category: "masculine", suggestion: "betrokken, doelgericht" },
  ],
  coded: {
    masculine: [
      ["actief", "betrokken"], ["avontu", "nieuwsgierig"], ["agressie", "betrokken"], ["agressief", "betrokken"], ["ambiti", "gemotiveerd"],
      ["analy", "onderzoeken, begrijpen"], ["assertie", "duidelijk"], ["autonoom", "zelfstandig georganiseerd"], ["strijd", "inzet"],
      ["uitdag", "taak"], ["competiti", "doelgericht"], ["concurre", "doelgericht"], ["zelfverzekerd", "zeker"], ["zelfbewust", "zeker"],
      ["moedig", "open"], ["beslis", "samen kiezen"], ["besluitvaardig", "duidelijk"], ["dominant", "invloedrijk"], ["domineer", "bepalen"],
      ["onverschrokken", "open voor nieuwe dingen"], ["gedreven", "gemotiveerd"], ["doortastend", "daadkrachtig en zorgvuldig"],
      ["hiërarch", "structuur"], ["onafhankelijk", "zelfstandig"], ["individu", "persoonlijk"], ["intellect", "bedachtzaam"],
      ["leid", "begeleiden, coördineren"], ["logisch", "helder denkend"], ["objectie", "eerlijk"], ["koppig", "volhardend"],
      ["superieur", "uitstekend"], ["sterk", "goed"], ["sportie", "fit voor de taak"], ["stressbestendig", "rustig onder tijdsdruk"],
    ],
    feminine: [
      "empath", "inlevend", "zorgza", "samen", "ondersteun", "steun", "help", "begrip", "begrijp", "vertrouw", "verantwoord", "verbind",
      "coöperat", "collegia", "loyaal", "eerlijk", "vriendelijk", "hartelijk", "warm", "gevoelig", "attent", "beleefd", "prettig",
      "betrokken", "enthousias", "inclusie", "zorg", "verzorg", "betrouwba", "geduld", "meeleven", "delen", "deelt",
    ],
  },
};
