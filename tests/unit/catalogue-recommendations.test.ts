import { describe, expect, it } from "vitest";
import { displayJobTitle, sameJobTitle } from "../../app/lib/catalogue/job-titles";
import {
  heldBack,
  iscoMajorGroup,
  largestJobSearch,
  ownResultsBaseline,
  ownResultsFactor,
  RANKING_WEIGHTS,
  rankForRecommendation,
  recommendationScore,
  RECOMMENDATION_WEIGHTS,
  type RecommendationCandidate,
  type RecommendationTarget,
  workforceOf,
} from "../../app/lib/catalogue/ranking";
import { judgeCase, meanPrecision } from "../../app/lib/catalogue/relevance";

const target: RecommendationTarget = {
  seniorityIds: [],
  workingTermIds: [],
  types: [],
  place: "local",
  placeIds: ["DE.berlin.berlin", "DE.berlin", "DE"],
  iscoMajorGroup: 2,
};
const board = (over: Partial<RecommendationCandidate> = {}): RecommendationCandidate => ({
  score: 4,
  type: "job_board",
  isEvent: false,
  editorialBoost: 0,
  locationIds: ["DE"],
  seniorityIds: [],
  workingTermIds: [],
  categoryIds: ["generic"],
  ...over,
});

describe("recommendations (issue 16 §3)", () => {
  it("holds back events and student boards unless the target group asks for students or entry level", () => {
    const fair = board({ type: "community", isEvent: true, seniorityIds: ["student", "entry"] });
    const students = board({ seniorityIds: ["student", "entry"], categoryIds: ["graduates"] });
    expect(heldBack(fair, target)).toBe("event");
    expect(heldBack(students, target)).toBe("students");
    expect(heldBack(fair, { ...target, seniorityIds: ["entry"] })).toBeNull();
    expect(heldBack(students, { ...target, workingTermIds: ["internship"] })).toBeNull();
    // a channel-type filter that names the event's type asks for it too
    expect(heldBack(board({ type: "community", isEvent: true }), { ...target, types: ["community"] })).toBeNull();
  });

  it("holds back executive and freelance boards unless asked", () => {
    const executive = board({ seniorityIds: ["senior", "manager", "executive"] });
    expect(heldBack(executive, target)).toBe("executives");
    expect(heldBack(executive, { ...target, seniorityIds: ["manager"] })).toBeNull();
    expect(heldBack(executive, { ...target, iscoMajorGroup: 1 })).toBeNull();
    // the manager of one store (ISCO-08 1420) or hotel (1411) is middle management: FAZ was fourth for a Filialleiter
    expect(heldBack(executive, { ...target, iscoMajorGroup: 1, iscoCode: "1420" })).toBe("executives");
    expect(heldBack(executive, { ...target, iscoMajorGroup: 1, iscoCode: "1411", levels: ["experienced"] })).toBe("executives");
    expect(heldBack(executive, { ...target, iscoMajorGroup: 1, iscoCode: "1420", levels: ["experienced", "executive"] })).toBeNull();
    expect(heldBack(executive, { ...target, iscoMajorGroup: 1, iscoCode: "1120" })).toBeNull();
    // a project manager is ISCO 1219 but middle management: their levels say so (audience.ts targetLevels)
    expect(heldBack(executive, { ...target, iscoMajorGroup: 1, iscoCode: "1219", levels: ["experienced"] })).toBe("executives");
    const freelance = board({ categoryIds: ["freelance"] });
    expect(heldBack(freelance, target)).toBe("freelance");
    expect(heldBack(freelance, { ...target, workingTermIds: ["freelance"] })).toBeNull();
  });

  it("holds back a niche board for hourly work (a truck drivers' board) for a manager or professional of the same field", () => {
    // Lkw-Fahrer-Gesucht.com (log-driving, niche|frontline) was recommended fifth for "Vertriebsleiter" (ESCO distribution manager, ISCO 1324, logistics)
    const drivers = board({ categoryIds: ["niche", "frontline"] });
    const manager = { ...target, iscoMajorGroup: 1, workforce: workforceOf(["logistics"], 1) };
    expect(manager.workforce).toBe("professional");
    expect(heldBack(drivers, manager)).toBe("frontline");
    expect(rankForRecommendation([{ ...drivers, score: 9 }, board({ score: 2 })], manager).map((c) => c.score)).toEqual([2, 9]);
    // a truck driver (8332) still gets it, and so does a general frontline channel (Meta) for the manager
    expect(heldBack(drivers, { ...target, iscoMajorGroup: 8, workforce: workforceOf(["log-driving"], 8) })).toBeNull();
    expect(heldBack(board({ type: "social_media", categoryIds: ["social", "frontline"] }), manager)).toBeNull();
    // a nursing manager's field is frontline (health-nursing): the nursing boards stay
    expect(heldBack(board({ categoryIds: ["niche", "frontline"] }), { ...target, iscoMajorGroup: 1, workforce: workforceOf(["health-nursing"], 1) })).toBeNull();
    // only the function ("Logistics & transport": ISCO 1324, 315, 3331, 432 — no one major group) may mean drivers
    expect(heldBack(drivers, { ...target, iscoMajorGroup: null, workforce: workforceOf(["logistics"], null) })).toBeNull();
  });

  it("holds back a general board for hourly work that names its fields (hokify, Jobandtalent) for a manager or professional", () => {
    // hokify (retail, hospitality, logistics; generic, frontline) was offered to an HR manager in Vienna (ISCO 1212)
    const hokify = board({ categoryIds: ["generic", "frontline"], industryIds: ["retail", "hospitality", "logistics"] });
    const hrManager = { ...target, iscoMajorGroup: 1, workforce: workforceOf(["hr"], 1) };
    expect(heldBack(hokify, hrManager)).toBe("frontline");
    expect(heldBack(hokify, { ...target, iscoMajorGroup: 9, workforce: workforceOf(["log-warehouse"], 9) })).toBeNull();
    // the main channels for hourly work that name no field (Meta, the job centres) still reach the manager
    expect(heldBack(board({ categoryIds: ["public-employment", "frontline"] }), hrManager)).toBeNull();
  });

  it("holds back a sector board outside its sector: Devex for an accountant, Wellfound for a sales rep of an unnamed employer", () => {
    // Devex (international development) was fifth for an accountant in New York, Wellfound (start-ups) second for a sales rep in Dublin
    const devex = board({ locationIds: [], jobFunctionIds: ["management", "finance", "healthcare"], industryIds: ["nonprofit", "government"], categoryIds: ["niche"] });
    const wellfound = board({ locationIds: [], jobFunctionIds: ["it", "marketing", "sales"], industryIds: ["it"], categoryIds: ["niche"] });
    const accountant = { ...target, functionIds: ["finance"], industryIds: [] };
    const sales = { ...target, functionIds: ["sales"], industryIds: [] };
    expect(heldBack(devex, accountant)).toBe("sector");
    expect(heldBack(devex, { ...target, functionIds: ["health-nursing", "healthcare"], industryIds: [] })).toBe("sector");
    expect(heldBack(wellfound, sales)).toBe("sector");
    expect(rankForRecommendation([{ ...devex, score: 9 }, board({ score: 2 })], accountant).map((c) => c.score)).toEqual([2, 9]);
    // in their sector: the industry named, or the sector's own trade (a developer is in IT's audience)
    expect(heldBack(devex, { ...accountant, industryIds: ["nonprofit"] })).toBeNull();
    expect(heldBack(wellfound, { ...sales, industryIds: ["it"] })).toBeNull();
    expect(heldBack(wellfound, { ...target, functionIds: ["it-dev", "it"], industryIds: [] })).toBeNull();
    // a trade's own board (CWJobs: IT), a general publication naming its readers' industries (Guardian Jobs) and a target without a function stay
    expect(heldBack(board({ jobFunctionIds: ["it"], industryIds: ["it"] }), { ...target, functionIds: ["it-dev", "it"], industryIds: [] })).toBeNull();
    expect(heldBack(board({ type: "publication", industryIds: ["nonprofit", "education", "government", "media"], categoryIds: ["publication"] }), accountant)).toBeNull();
    // a specialist board of one industry for every function (Idealist, CharityJob: non-profits) is a sector's board too:
    // Idealist was in the first of "Also relevant" for a truck driver in Texas and an accountant in Manchester
    const idealist = board({ industryIds: ["nonprofit"], categoryIds: ["niche", "diversity"] });
    expect(heldBack(idealist, accountant)).toBe("sector");
    expect(heldBack(idealist, { ...target, functionIds: ["log-driving", "logistics"], industryIds: [] })).toBe("sector");
    expect(heldBack(idealist, { ...accountant, industryIds: ["nonprofit"] })).toBeNull();
    expect(heldBack(devex, { ...target, functionIds: [], industryIds: [] })).toBeNull();
    // the energy industry's boards (Energy Jobline, Rigzone) serve engineers of the energy industry, not every engineer
    const rigzone = board({ locationIds: [], jobFunctionIds: ["engineering"], industryIds: ["energy"], categoryIds: ["niche"] });
    const engineer = { ...target, functionIds: ["eng-mechanical", "engineering"], industryIds: [] };
    expect(heldBack(rigzone, engineer)).toBe("sector");
    expect(heldBack(rigzone, { ...engineer, industryIds: ["energy"] })).toBeNull();
  });

  it("holds back a board for hourly work outside the industries whose shifts it fills (JOB TODAY for an electrician)", () => {
    // JOB TODAY (restaurants, bars, shops: industries hospitality and retail, no job function) was second for an electrician in Turin
    const jobToday = board({ locationIds: ["ES", "GB", "IT"], industryIds: ["hospitality", "retail"], categoryIds: ["generic", "frontline"] });
    const electrician = { ...target, iscoMajorGroup: 7, workforce: "frontline" as const, functionIds: ["construction"], industryIds: [] };
    expect(heldBack(jobToday, electrician)).toBe("sector");
    expect(rankForRecommendation([{ ...jobToday, score: 9 }, board({ score: 2 })], electrician).map((c) => c.score)).toEqual([2, 9]);
    // a waiter, a cashier and a warehouse worker are its audience (hokify: retail, hospitality, logistics)
    expect(heldBack(jobToday, { ...electrician, iscoMajorGroup: 5, functionIds: ["hospitality"] })).toBeNull();
    expect(heldBack(jobToday, { ...electrician, iscoMajorGroup: 5, functionIds: ["retail"] })).toBeNull();
    const hokify = board({ industryIds: ["retail", "hospitality", "logistics"], categoryIds: ["generic", "frontline"] });
    expect(heldBack(hokify, { ...electrician, iscoMajorGroup: 9, functionIds: ["log-warehouse", "logistics"] })).toBeNull();
    // and so is any job of the industry named: a construction company's electrician is not, a hotel's is
    expect(heldBack(jobToday, { ...electrician, industryIds: ["hospitality"] })).toBeNull();
    // the main channels for hourly work that name no industry (Meta, the job centres) stay
    expect(heldBack(board({ categoryIds: ["public-employment", "frontline"] }), electrician)).toBeNull();
  });

  it("holds back the retail trade's boards for a contact centre's clerks and agents, whom every industry employs (Retail Choice for a customer service agent)", () => {
    // Retail Choice (the retail trade's board) was first for a customer service agent in London, before Totaljobs and Reed
    const retailChoice = board({ countryCodes: ["GB"], jobFunctionIds: ["retail"], industryIds: ["retail"], categoryIds: ["niche"] });
    const jobToday = board({ industryIds: ["hospitality", "retail"], categoryIds: ["generic", "frontline"] });
    const agent = (iscoCode: string): RecommendationTarget => ({ ...target, iscoMajorGroup: Number(iscoCode[0]), iscoCode, functionIds: ["retail"], industryIds: [] });
    expect(heldBack(retailChoice, agent("4225"))).toBe("sector");
    expect(heldBack(retailChoice, agent("4222"))).toBe("sector");
    expect(heldBack(jobToday, agent("5244"))).toBe("sector");
    // a shop assistant and a store manager are the trade's; a retailer's contact centre names Retail
    expect(heldBack(retailChoice, agent("5223"))).toBeNull();
    expect(heldBack(retailChoice, agent("1420"))).toBeNull();
    expect(heldBack(retailChoice, { ...agent("4225"), industryIds: ["retail"] })).toBeNull();
  });

  it("puts the boards for students before a field's board for professionals when the target group is only in training", () => {
    // t3n Jobs (digital professionals, no level) was first for a Werkstudent Marketing in Berlin, a career fair second
    const t3n = board({ score: 5.5, jobFunctionIds: ["marketing"], categoryIds: ["niche"] });
    const jobteaser = board({ score: 4, seniorityIds: ["student", "entry"], categoryIds: ["graduates"] });
    const fair = board({ score: 4, type: "community", isEvent: true, seniorityIds: ["student", "entry"], categoryIds: ["event", "graduates"] });
    const werkstudent = { ...target, iscoMajorGroup: 2, levels: ["student"] };
    expect(recommendationScore(jobteaser, werkstudent)).toBe(4 + RECOMMENDATION_WEIGHTS.askedAudience + RECOMMENDATION_WEIGHTS.trainingBoard);
    expect(recommendationScore(fair, werkstudent)).toBe(4 + RECOMMENDATION_WEIGHTS.askedAudience);
    expect(rankForRecommendation([t3n, fair, jobteaser], werkstudent).map((c) => c.score)).toEqual([4, 5.5, 4]);
    expect(rankForRecommendation([t3n, fair, jobteaser], werkstudent)[0]).toBe(jobteaser);
    // a target group with experienced people among it (students and graduates and experienced) gets only the first plus
    expect(recommendationScore(jobteaser, { ...werkstudent, levels: ["student", "experienced"] })).toBe(4 + RECOMMENDATION_WEIGHTS.askedAudience);
  });

  it("holds back a board for experienced professionals only for clerical, service, trade and elementary work (ISCO-08 4–9)", () => {
    // Intermediair (experienced, senior, manager: 'for the higher educated') was fifth in a Rotterdam shop assistant's "Also relevant"
    const intermediair = board({ seniorityIds: ["experienced", "senior", "manager"] });
    const shopAssistant = { ...target, iscoMajorGroup: 5, iscoCode: "5223", workforce: "frontline" as const };
    expect(heldBack(intermediair, shopAssistant)).toBe("professionals");
    // an accountant (2411) or a nurse (2221, a frontline field) is a professional: not held back
    expect(heldBack(intermediair, { ...target, iscoMajorGroup: 2, iscoCode: "2411", workforce: "professional" })).toBeNull();
    expect(heldBack(intermediair, { ...target, iscoMajorGroup: 2, iscoCode: "2221", workforce: "frontline" })).toBeNull();
    // a board open to every level is not
    expect(heldBack(board(), shopAssistant)).toBeNull();
  });

  it("puts an apprentice's apprenticeship boards before the largest job search and the frontline main channels", () => {
    // Indeed Deutschland (editorial weight 95) was first for an Azubi Elektroniker in Nürnberg, before
    // Ausbildung.de and AZUBIYO; apprentices are recruited through the apprenticeship boards and the
    // job centre, hardly through social networks (Azubi-Recruiting Trends 2019)
    const indeed = board({ score: 6, categoryIds: ["aggregator", "generic"], countryCodes: ["DE"], editorialBoost: 95 });
    const meta = board({ score: 5, categoryIds: ["frontline"], locationIds: [], editorialBoost: 80 });
    const ausbildung = board({ score: 4, seniorityIds: ["student"], workingTermIds: ["apprenticeship"], categoryIds: ["graduates"], countryCodes: ["DE"], editorialBoost: 35 });
    const fair = board({ score: 4, type: "community", isEvent: true, seniorityIds: ["student"], workingTermIds: ["apprenticeship"], categoryIds: ["event", "graduates"] });
    const azubi = { ...target, placeIds: ["DE.bavaria.nuremberg", "DE.bavaria", "DE"], iscoMajorGroup: 7, iscoCode: "7411", workforce: "frontline" as const, levels: ["school-leaver"] };
    expect(rankForRecommendation([indeed, meta, fair, ausbildung], azubi)).toEqual([ausbildung, indeed, meta, fair]);
    // an electrician with experience: Indeed first as before
    const electrician = { ...azubi, levels: ["experienced"] };
    expect(rankForRecommendation([indeed, ausbildung], electrician)[0]).toBe(indeed);
  });

  it("ranks a classified-ads marketplace after the generalists for managers and professionals, not for shift work", () => {
    // Kleinanzeigen Jobs names nine fields of shift work: it was first for a Filialleiter and a Bauleiter, Gumtree second for a store manager
    const kleinanzeigen = board({ score: 6, jobFunctionIds: ["retail", "construction"], categoryIds: ["generic", "regional", "classifieds"] });
    const stepstone = board({ score: 4.5, editorialBoost: 100 });
    const manager = { ...target, iscoMajorGroup: 1, iscoCode: "1420", workforce: "professional" as const };
    // a regional board that serves every place, in a city: no regional plus for a manager
    expect(recommendationScore(kleinanzeigen, manager)).toBe(6 + RECOMMENDATION_WEIGHTS.classifieds);
    expect(RECOMMENDATION_WEIGHTS.classifieds).toBe(RANKING_WEIGHTS.jobFunction.generic - RANKING_WEIGHTS.jobFunction.exact);
    expect(rankForRecommendation([kleinanzeigen, stepstone], manager).map((c) => c.score)).toEqual([4.5, 6]);
    // not held back: it stays in the list
    expect(heldBack(kleinanzeigen, manager)).toBeNull();
    // a cashier or a warehouse worker keeps it first
    const cashier = { ...target, iscoMajorGroup: 5, iscoCode: "5230", workforce: "frontline" as const };
    expect(recommendationScore(kleinanzeigen, cashier)).toBe(6 + RECOMMENDATION_WEIGHTS.regional);
    expect(rankForRecommendation([kleinanzeigen, stepstone], cashier).map((c) => c.score)).toEqual([6, 4.5]);
  });

  it("ranks a classifieds site after a national generalist of the same reach for a manager (Marktplaats, Jobbird)", () => {
    // the search scores of a store manager in Amsterdam: Marktplaats Vacatures matches the retail field
    // exactly (3), Jobbird and Werkzoeken.nl name no field (1); both reach 35 and reach the Netherlands
    const marktplaats = board({ score: 5.675, editorialBoost: 35, locationIds: ["NL"], jobFunctionIds: ["retail"], categoryIds: ["generic", "regional", "classifieds"] });
    const jobbird = board({ score: 3.675, editorialBoost: 35, locationIds: ["NL", "BE"] });
    const amsterdam = { ...target, placeIds: ["NL.north-holland.amsterdam", "NL.north-holland", "NL"], iscoMajorGroup: 1, iscoCode: "1420" };
    const manager = { ...amsterdam, workforce: "professional" as const };
    expect(rankForRecommendation([marktplaats, jobbird], manager)).toEqual([jobbird, marktplaats]);
    // for a shop assistant its field, reach and local reach count
    const assistant = { ...amsterdam, iscoMajorGroup: 5, iscoCode: "5223", workforce: "frontline" as const };
    expect(rankForRecommendation([marktplaats, jobbird], assistant)).toEqual([marktplaats, jobbird]);
    expect(recommendationScore(marktplaats, assistant)).toBeCloseTo(5.675 + 0.35 * RECOMMENDATION_WEIGHTS.reach + RECOMMENDATION_WEIGHTS.regional, 3);
  });

  it("gives the country's largest general job search the plus of frontline work's main channels", () => {
    // the catalogue's editorial weights: Indeed United States 100, ZipRecruiter 85, Jooble 40 (international)
    const indeed = board({ categoryIds: ["aggregator", "generic"], countryCodes: ["US"], editorialBoost: 100 });
    const zip = board({ categoryIds: ["aggregator", "generic"], countryCodes: ["US"], editorialBoost: 85 });
    const jooble = board({ categoryIds: ["aggregator"], countryCodes: [], editorialBoost: 40 });
    const indeedDe = board({ categoryIds: ["aggregator", "generic"], countryCodes: ["DE"], editorialBoost: 95 });
    const texas = { ...target, placeIds: ["US.texas", "US"], iscoMajorGroup: 8, workforce: "frontline" as const };
    expect([...largestJobSearch([jooble, zip, indeed, indeedDe], texas)]).toEqual([indeed]);
    expect(largestJobSearch([indeed], { ...texas, placeIds: [] }).size).toBe(0);
    expect(rankForRecommendation([zip, indeed], texas)).toEqual([indeed, zip]);
    expect(recommendationScore(indeed, texas, 0, true) - recommendationScore(indeed, texas)).toBe(RECOMMENDATION_WEIGHTS.mainChannel);
    // a data scientist gets no plus from it
    const scientist = { ...texas, iscoMajorGroup: 2, workforce: "professional" as const };
    expect(recommendationScore(indeed, scientist, 0, true)).toBe(recommendationScore(indeed, scientist));
  });

  it("holds back a board of the country in another of its languages (jobup.ch for Zurich, VDAB for Liège)", () => {
    const jobup = board({ locationIds: ["CH.canton-of-geneva", "CH.canton-of-vaud", "CH"], countryCodes: ["CH"], languages: ["fr"] });
    const zurich = { ...target, placeIds: ["CH.canton-of-zurich.zurich", "CH.canton-of-zurich", "CH"], languages: ["de"] };
    expect(heldBack(jobup, zurich)).toBe("language");
    expect(rankForRecommendation([{ ...jobup, score: 9 }, board({ score: 2, countryCodes: ["CH"], languages: ["de", "fr", "it"] })], zurich).map((c) => c.score)).toEqual([2, 9]);
    expect(heldBack(jobup, { ...zurich, languages: ["fr"] })).toBeNull();
    // the whole country speaks all its languages; a job without a place asks none
    expect(heldBack(jobup, { ...zurich, languages: ["de", "fr", "it"] })).toBeNull();
    expect(heldBack(jobup, { ...zurich, languages: [] })).toBeNull();
    // an international channel (LinkedIn: no country, English by default) carries ads in any language
    expect(heldBack(board({ locationIds: [], countryCodes: [], languages: ["en"] }), zurich)).toBeNull();
    const vdab = board({ locationIds: ["BE.flanders", "BE"], countryCodes: ["BE"], languages: ["nl"] });
    expect(heldBack(vdab, { ...target, languages: ["fr", "de"] })).toBe("language");
    expect(heldBack(vdab, { ...target, languages: ["nl"] })).toBeNull();
  });

  it("holds back a professional network's paid reach for hourly, care and kitchen work, also where ISCO says professional (a chef is 3434)", () => {
    const sponsored = board({ type: "social_media", seniorityIds: ["experienced", "senior", "manager", "executive"], categoryIds: ["social"] });
    expect(heldBack(sponsored, target)).toBeNull();
    expect(heldBack(sponsored, { ...target, iscoMajorGroup: 8 })).toBe("professionals");
    const chef = { ...target, iscoMajorGroup: 3, workforce: workforceOf(["hospitality"], 3) };
    expect(chef.workforce).toBe("frontline");
    expect(heldBack(sponsored, chef)).toBe("professionals");
  });

  it("weighs reach, the asked-for audience, regional reach where it serves the place, remote boards and professional-only boards", () => {
    const w = RECOMMENDATION_WEIGHTS;
    expect(recommendationScore(board({ editorialBoost: 100 }), target)).toBe(4 + w.reach);
    expect(recommendationScore(board({ seniorityIds: ["student"] }), { ...target, seniorityIds: ["student"] })).toBe(4 + w.askedAudience);
    expect(recommendationScore(board({ categoryIds: ["regional"] }), target)).toBe(4 + w.regional);
    // a Bavarian newspaper is no regional plus for Berlin
    expect(recommendationScore(board({ categoryIds: ["regional"], locationIds: ["DE.bavaria", "DE"] }), target)).toBe(4);
    expect(recommendationScore(board({ categoryIds: ["regional"] }), { ...target, place: "country" })).toBe(4);
    expect(recommendationScore(board({ categoryIds: ["remote"] }), target)).toBe(4 + w.remote);
    const professionals = board({ seniorityIds: ["experienced", "senior", "manager"] });
    expect(recommendationScore(professionals, target)).toBe(4);
    expect(recommendationScore(professionals, { ...target, iscoMajorGroup: 8 })).toBe(4 + w.professionalsOnly);
  });

  it("puts held-back channels after every fitting one, keeping the search order on ties", () => {
    const fair = { ...board({ score: 9, isEvent: true }), name: "fair" };
    const a = { ...board({ score: 4 }), name: "a" };
    const b = { ...board({ score: 4 }), name: "b" };
    const c = { ...board({ score: 5 }), name: "c" };
    expect(rankForRecommendation([fair, a, b, c], target).map((x) => x.name)).toEqual(["c", "a", "b", "fair"]);
  });

  it("finds the ISCO major group only when the codes agree", () => {
    expect(iscoMajorGroup(["2221"])).toBe(2);
    expect(iscoMajorGroup(["83"])).toBe(8);
    expect(iscoMajorGroup(["222", "322"])).toBeNull();
    expect(iscoMajorGroup([null])).toBeNull();
  });

  it("measures precision at 5 with empty places as misses", () => {
    const testCase = { id: "x", label: "x", criteria: {}, expected: ["A", "B", "C"], mustNot: ["Z"], levels: ["experienced"], currency: "EUR" };
    const result = judgeCase(testCase, ["A", "Z", "B", "Q", "R", "C"], ["Q", "Z"]);
    expect(result).toMatchObject({ top: ["A", "Z", "B", "Q", "R"], hits: ["A", "B"], violations: ["Z"], relevantViolations: ["Z"], precision: 0.4 });
    expect(judgeCase(testCase, ["A"]).precision).toBe(0.2);
    expect(meanPrecision([result, judgeCase(testCase, ["A", "B", "C"])])).toBeCloseTo(0.5);
  });
});

describe("the field's main channels where they belong (issue 51 §2)", () => {
  const w = RECOMMENDATION_WEIGHTS;
  it("tells hourly, care and driving work from professional, technical and managerial roles", () => {
    expect(workforceOf(["health-nursing"], 2)).toBe("frontline");
    expect(workforceOf(["log-driving"], 8)).toBe("frontline");
    expect(workforceOf(["admin"], 4)).toBe("frontline");
    expect(workforceOf(["it-dev"], 2)).toBe("professional");
    expect(workforceOf(["sales"], 1)).toBe("professional");
    expect(workforceOf([], null)).toBeNull();
  });

  it("gives the professional networks no main-channel plus for school teachers, and keeps it for university teachers", () => {
    // LinkedIn was first for a primary teacher in Ghent and second in Utrecht and Amsterdam, ahead of the education and national boards
    const linkedin = board({ type: "social_media", locationIds: [], categoryIds: ["social", "professionals"] });
    const primary = { ...target, iscoMajorGroup: 2, iscoCode: "2341", workforce: workforceOf(["education"], 2, "2341") };
    expect(primary.workforce).toBe("professional");
    expect(recommendationScore(linkedin, primary)).toBe(4);
    expect(heldBack(linkedin, primary)).toBeNull();
    expect(recommendationScore(linkedin, { ...primary, iscoCode: "2330" })).toBe(4);
    expect(recommendationScore(linkedin, { ...primary, iscoCode: "2310" })).toBe(4 + w.mainChannel);
  });

  it("counts a manager or a site supervisor of a frontline field as professional by the title's ISCO code", () => {
    // a Bauleiter (ESCO construction supervisor, ISCO 3123) and a Filialleiter (shop manager, 1420)
    // were offered hokify and Jobandtalent as if they were hourly work
    expect(workforceOf(["construction"], 3, "3123")).toBe("professional");
    expect(workforceOf(["construction"], 1, "1323")).toBe("professional");
    expect(workforceOf(["retail"], 1, "1420")).toBe("professional");
    const siteManager = { ...target, iscoMajorGroup: 3, iscoCode: "3123", workforce: workforceOf(["construction"], 3, "3123") };
    const hokify = board({ categoryIds: ["generic", "frontline"], industryIds: ["retail", "hospitality", "logistics"] });
    expect(heldBack(hokify, siteManager)).toBe("frontline");
    expect(heldBack(hokify, { ...target, iscoMajorGroup: 1, iscoCode: "1420", workforce: workforceOf(["retail"], 1, "1420") })).toBe("frontline");
    // the XING/LinkedIn plus instead of Meta's
    const xing = board({ type: "social_media", seniorityIds: ["experienced", "senior", "manager"], categoryIds: ["social", "professionals"] });
    expect(heldBack(xing, siteManager)).toBeNull();
    expect(recommendationScore(xing, siteManager)).toBe(4 + w.mainChannel);
    // the crafts and kitchen stay frontline whatever their ISCO group: a bricklayer, a chef, a nurse
    expect(workforceOf(["construction"], 7, "7112")).toBe("frontline");
    expect(workforceOf(["hospitality"], 3, "3434")).toBe("frontline");
    expect(workforceOf(["health-nursing"], 2, "2221")).toBe("frontline");
    // a field alone may mean tradespeople
    expect(workforceOf(["construction"], null)).toBe("frontline");
  });

  it("gives LinkedIn a plus for professionals and Meta, programmatic and job centres one for frontline work", () => {
    const linkedIn = board({ type: "social_media", categoryIds: ["social", "professionals"], locationIds: [] });
    const meta = board({ type: "social_media", categoryIds: ["social", "frontline"], locationIds: [] });
    const professional = { ...target, workforce: "professional" as const };
    const frontline = { ...target, workforce: "frontline" as const };
    expect(recommendationScore(linkedIn, professional)).toBe(4 + w.mainChannel);
    expect(recommendationScore(linkedIn, frontline)).toBe(4);
    expect(recommendationScore(meta, frontline)).toBe(4 + w.mainChannel);
    expect(recommendationScore(meta, professional)).toBe(4);
  });

  it("holds back remote boards for a job with a place and a professional network's paid reach for operational roles", () => {
    expect(heldBack(board({ categoryIds: ["remote"] }), target)).toBe("remote");
    expect(heldBack(board({ categoryIds: ["remote"] }), { ...target, place: null })).toBeNull();
    const sponsored = board({ type: "social_media", seniorityIds: ["experienced", "senior", "manager", "executive"] });
    expect(heldBack(sponsored, { ...target, iscoMajorGroup: 9 })).toBe("professionals");
    expect(heldBack(sponsored, target)).toBeNull();
  });
});

describe("teachers: schools and higher education (issue 51)", () => {
  const university = board({ categoryIds: ["niche", "higher-education"] });
  const schools = board({ categoryIds: ["niche", "schools"] });
  const secondary = { ...target, iscoCode: "2330" };
  const primary = { ...target, iscoCode: "2341" };
  const lecturer = { ...target, iscoCode: "2310" };

  it("holds back university boards for school teachers and school boards for university teachers", () => {
    expect(heldBack(university, secondary)).toBe("higher-education");
    expect(heldBack(university, primary)).toBe("higher-education");
    expect(heldBack(university, lecturer)).toBeNull();
    expect(heldBack(schools, lecturer)).toBe("schools");
    expect(heldBack(schools, secondary)).toBeNull();
    // a researcher or an occupation outside teaching: neither rule applies
    expect(heldBack(university, { ...target, iscoCode: "2131" })).toBeNull();
    expect(heldBack(schools, { ...target, iscoCode: null })).toBeNull();
  });

  it("gives the board for the teacher's own sector the asked-for audience's plus", () => {
    expect(recommendationScore(university, lecturer)).toBe(recommendationScore(board(), lecturer) + RECOMMENDATION_WEIGHTS.askedAudience);
    expect(recommendationScore(schools, secondary)).toBe(recommendationScore(board(), secondary) + RECOMMENDATION_WEIGHTS.askedAudience);
  });
});

describe("own results rank the recommendations (issue 52 §4)", () => {
  const forecast = (mean: number, level = "family-country", catalogue: number | null = 10) => ({
    applicants: { mean },
    catalogueApplicants: catalogue,
    basis: { level },
  });

  it("compares the forecast with the catalogue's figure: log₂ of the ratio, capped at ±1", () => {
    expect(ownResultsFactor(forecast(10))).toBe(0);
    expect(ownResultsFactor(forecast(20))).toBe(1);
    expect(ownResultsFactor(forecast(5))).toBe(-1);
    expect(ownResultsFactor(forecast(80))).toBe(1);
    expect(ownResultsFactor(forecast(0))).toBe(-1);
    expect(ownResultsFactor(forecast(14.1))).toBeCloseTo(Math.log2(1.41), 5);
  });

  it("says nothing without results for the job family or without a catalogue figure to compare with", () => {
    expect(ownResultsFactor(forecast(20, "catalogue"))).toBe(0);
    expect(ownResultsFactor(forecast(20, "family"))).toBe(1);
    // results for other job families (the estimator widened to the country or the channel) rank nothing
    expect(ownResultsFactor(forecast(20, "country"))).toBe(0);
    expect(ownResultsFactor(forecast(20, "channel"))).toBe(0);
    expect(ownResultsFactor(forecast(20, "family-country", null))).toBe(0);
    expect(ownResultsFactor(null)).toBe(0);
  });

  it("replaces the search's global track record with the results for this target group", () => {
    const trackRecord = { campaigns: 10, clicks: 5000, applicants: 400 };
    const base = recommendationScore(board(), target);
    // the search's score holds the global track record (full marks here): the recommendation takes it out
    const withRecord = recommendationScore(board({ score: 4 + RANKING_WEIGHTS.trackRecord, trackRecord }), target);
    expect(withRecord).toBe(base);
    const better = recommendationScore(board({ ownResults: forecast(20) }), target);
    expect(better).toBe(base + RECOMMENDATION_WEIGHTS.ownResults);
    const worse = board({ ownResults: forecast(5), editorialBoost: 100 });
    const fitter = board({ ownResults: forecast(20) });
    expect(rankForRecommendation([worse, fitter], target)).toEqual([fitter, worse]);
  });

  it("compares a channel with its peers for the job family, not with the catalogue's apply rate", () => {
    // software developers apply at half the catalogue's rate on every board we used: the boards we
    // used are not pushed below those without results, only the better one above the worse one
    const used = [forecast(4), forecast(6)];
    expect(ownResultsBaseline(used)).toBeCloseTo((Math.log2(0.4) + Math.log2(0.6)) / 2, 10);
    expect(ownResultsBaseline([forecast(5)])).toBeCloseTo(-1, 10);
    expect(ownResultsBaseline([null, forecast(20, "channel")])).toBe(0);
    const unused = board({ score: 4.001 });
    const lower = board({ ownResults: used[0] });
    const higher = board({ ownResults: used[1] });
    expect(rankForRecommendation([lower, unused, higher], target)).toEqual([higher, unused, lower]);
    // one channel with results is the typical one: nothing to compare it with
    expect(rankForRecommendation([unused, board({ ownResults: forecast(5) })], target)[0]).toBe(unused);
  });
});

describe("job titles as shown (issue 16 §4)", () => {
  it("capitalises ESCO's lower-case English and Dutch labels and leaves German and acronyms alone", () => {
    expect(displayJobTitle("nurse responsible for general care", "en")).toBe("Nurse responsible for general care");
    expect(displayJobTitle("algemeen verpleegkundige", "nl")).toBe("Algemeen verpleegkundige");
    expect(displayJobTitle("ICT help desk agent", "en")).toBe("ICT help desk agent");
    expect(displayJobTitle("iOS developer", "en")).toBe("iOS developer");
    expect(displayJobTitle("Lastkraftwagenfahrer/Lastkraftwagenfahrerin", "de")).toBe("Lastkraftwagenfahrer/Lastkraftwagenfahrerin");
    expect(displayJobTitle("", "en")).toBe("");
  });
  it("treats labels that differ only in case or spacing as the same", () => {
    expect(sameJobTitle("Software developer", "software  developer")).toBe(true);
    expect(sameJobTitle("Nurse", "Nurse responsible for general care")).toBe(false);
  });
});

describe("occupations, leading boards and the field's professional boards (decision 075, fourth addendum)", () => {
  const barcelona: RecommendationTarget = {
    ...target,
    placeIds: ["ES.catalonia.barcelona", "ES.catalonia", "ES"],
    iscoMajorGroup: 5,
    iscoCode: "5131",
    workforce: "frontline",
  };
  const spanish = (over: Partial<RecommendationCandidate>) => board({ locationIds: ["ES"], countryCodes: ["ES"], ...over });

  it("holds back a board that names its occupations for another one: eFinancialCareers for a bookkeeper", () => {
    const efc = board({ locationIds: [], iscoCodes: ["1211", "1346", "241", "3311", "3312", "3315"] });
    expect(heldBack(efc, { ...target, iscoMajorGroup: 3, iscoCode: "3313" })).toBe("occupation");
    expect(heldBack(efc, { ...target, iscoMajorGroup: 2, iscoCode: "2411" })).toBeNull();
    // a target group without a title's code is not judged by it
    expect(heldBack(efc, { ...target, iscoMajorGroup: 2, iscoCode: null })).toBeNull();
  });

  it("holds back a board for one trade of the field for another occupation of it: the truck drivers' board for a Disponent", () => {
    const logistics: RecommendationTarget = {
      ...target,
      placeIds: ["DE.hamburg.hamburg", "DE.hamburg", "DE"],
      iscoMajorGroup: 4,
      iscoCode: "4323",
      functionIds: ["logistics"],
      tradesBelow: new Map([["log-driving", ["83"]], ["log-warehouse", ["933"]]]),
    };
    const drivers = board({ jobFunctionIds: ["log-driving"], categoryIds: ["niche", "frontline"] });
    expect(heldBack(drivers, logistics)).toBe("occupation");
    // the trade's own occupations keep it, and so does a field chosen without a title's code
    expect(heldBack(drivers, { ...logistics, iscoMajorGroup: 8, iscoCode: "8332" })).toBeNull();
    expect(heldBack(drivers, { ...logistics, iscoCode: null })).toBeNull();
    // a board that also serves the whole field, or a trade without ISCO prefixes, keeps every occupation
    expect(heldBack(board({ jobFunctionIds: ["log-driving", "logistics"] }), logistics)).toBeNull();
    expect(heldBack(drivers, { ...logistics, tradesBelow: new Map([["log-driving", []]]) })).toBeNull();
  });

  it("counts the country's leading general board with its largest job search for hourly work", () => {
    const infojobs = spanish({ editorialBoost: 100 });
    const indeed = spanish({ editorialBoost: 85, type: "aggregator", categoryIds: ["aggregator", "generic"] });
    const infoempleo = spanish({ editorialBoost: 60 });
    const stepstoneLike = spanish({ editorialBoost: 100, seniorityIds: ["experienced", "senior", "manager"] });
    expect(largestJobSearch([infojobs, indeed, infoempleo, stepstoneLike], barcelona)).toEqual(new Set([indeed, infojobs]));
    // below the catalogue's reach of a country's leading sites, only the largest job search
    expect(largestJobSearch([spanish({ editorialBoost: 50 }), indeed], barcelona)).toEqual(new Set([indeed]));
  });

  it("ranks a profession's own board of the country before the leading general board: Zorgselect before Nationale Vacaturebank for a nurse", () => {
    const rotterdam: RecommendationTarget = {
      ...target,
      placeIds: ["NL.south-holland.rotterdam", "NL.south-holland", "NL"],
      iscoMajorGroup: 2,
      iscoCode: "2221",
      workforce: "frontline",
      functionIds: ["health-nursing", "healthcare"],
      industryIds: ["healthcare"],
    };
    const dutch = (over: Partial<RecommendationCandidate>) => board({ locationIds: ["NL"], countryCodes: ["NL"], ...over });
    // search scores of the seed catalogue: a general board (function generic 1, place 2, industry 0.5,
    // editorial 0.5) and the care sector's board (function related 2, place 2, industry exact 2, editorial 0.15)
    const nvb = dutch({ score: 4, editorialBoost: 100 });
    const zorgselect = dutch({ score: 6.15, editorialBoost: 30, jobFunctionIds: ["healthcare"], industryIds: ["healthcare"], categoryIds: ["niche"] });
    const indeed = dutch({ score: 3.925, editorialBoost: 85, type: "aggregator", categoryIds: ["aggregator", "generic"] });
    // the general boards stay main channels for nurses, after the profession's own board
    expect(rankForRecommendation([nvb, indeed, zorgselect], rotterdam)).toEqual([zorgselect, nvb, indeed]);
    // a board of another country or of another field is not the profession's board
    const german = board({ score: 6.15, editorialBoost: 30, locationIds: ["DE"], countryCodes: ["DE"], jobFunctionIds: ["healthcare"], categoryIds: ["niche"] });
    expect(rankForRecommendation([german, indeed, nvb], rotterdam)[0]).toBe(nvb);
    const itBoard = dutch({ score: 6.15, editorialBoost: 30, jobFunctionIds: ["it"], categoryIds: ["niche"] });
    expect(rankForRecommendation([itBoard, indeed, nvb], rotterdam)[0]).toBe(nvb);
    // hourly work (a waiter, ISCO 5131) keeps the leading board first: its evidence is hourly work
    const infojobs = spanish({ score: 4, editorialBoost: 100 });
    const turijobs = spanish({ score: 6.15, editorialBoost: 30, jobFunctionIds: ["hospitality"], industryIds: ["hospitality"], categoryIds: ["niche"] });
    expect(rankForRecommendation([turijobs, infojobs], { ...barcelona, functionIds: ["hospitality"] })[0]).toBe(infojobs);
  });

  it("ranks the national generalists before a board for the professionals of the field for a waiter", () => {
    const infojobs = spanish({ score: 4, editorialBoost: 100 });
    const indeed = spanish({ score: 3.925, editorialBoost: 85, type: "aggregator", categoryIds: ["aggregator", "generic"] });
    const hosco = board({ score: 6.125, editorialBoost: 25, locationIds: [], jobFunctionIds: ["hospitality"], industryIds: ["hospitality"], categoryIds: ["niche", "professionals"] });
    const ranked = rankForRecommendation([hosco, indeed, infojobs], barcelona);
    expect(ranked.indexOf(infojobs)).toBeLessThan(ranked.indexOf(hosco));
    expect(ranked.indexOf(indeed)).toBeLessThan(ranked.indexOf(hosco));
    // the same board is a main channel for a hotel manager
    const hotelManager = { ...barcelona, iscoMajorGroup: 1, iscoCode: "1411", workforce: "professional" as const };
    expect(recommendationScore(hosco, hotelManager)).toBeGreaterThan(recommendationScore(hosco, barcelona));
  });
});

describe("office clerks and secretaries: the general job boards first (decision 075, addendum of 2026-12-07)", () => {
  const w = RECOMMENDATION_WEIGHTS;
  const berlin = { ...target, iscoMajorGroup: 4 };
  const clerk: RecommendationTarget = { ...berlin, iscoCode: "4110", workforce: workforceOf(["admin"], 4, "4110") };
  const meta = board({ type: "social_media", locationIds: [], categoryIds: ["social", "frontline"], editorialBoost: 80 });
  const indeed = board({ categoryIds: ["aggregator", "generic"], countryCodes: ["DE"], editorialBoost: 95 });
  const stepstone = board({ seniorityIds: ["experienced", "senior", "manager"], countryCodes: ["DE"], editorialBoost: 100, iscoCodes: ["1", "2", "3", "4"] });

  it("counts office clerks and secretaries (ISCO-08 41) as neither frontline nor professional work", () => {
    expect(workforceOf(["admin"], 4, "4110")).toBe("office");
    expect(workforceOf(["admin"], 4, "4120")).toBe("office");
    // a field without a title's code is what it was
    expect(workforceOf(["admin"], 4)).toBe("frontline");
  });

  it("counts the other clerks (ISCO-08 42–44) and the secretaries of 334 as office work, not mail carriers or office managers (2026-12-07, twenty-third session)", () => {
    // customer services clerks: a hotel receptionist, an enquiry clerk, a receptionist, in a frontline field too
    expect(workforceOf(["hospitality"], 4, "4224")).toBe("office");
    expect(workforceOf(["retail"], 4, "4225")).toBe("office");
    expect(workforceOf(["services"], 4, "4226")).toBe("office");
    // recording clerks: accounting, stock, production and transport clerks
    expect(workforceOf(["finance"], 4, "4311")).toBe("office");
    expect(workforceOf(["logistics"], 4, "4321")).toBe("office");
    expect(workforceOf(["logistics"], 4, "4323")).toBe("office");
    // delivery rounds stay frontline work
    expect(workforceOf(["logistics"], 4, "4412")).toBe("frontline");
    // ESCO's administrative assistant (3343, Dutch 'administratief medewerker'), legal and medical secretaries
    expect(workforceOf(["admin"], 3, "3343")).toBe("office");
    expect(workforceOf(["admin"], 3, "3342")).toBe("office");
    expect(workforceOf(["healthcare"], 3, "3344")).toBe("office");
    expect(workforceOf(["admin"], 3, "3341")).toBe("professional");
  });

  it("holds back the boards for experienced professionals only for an administrative assistant, and LinkedIn gets no main-channel plus", () => {
    const assistant: RecommendationTarget = { ...target, iscoMajorGroup: 3, iscoCode: "3343", workforce: workforceOf(["admin"], 3, "3343") };
    const xing = board({ type: "social_media", seniorityIds: ["experienced", "senior", "manager"], countryCodes: ["DE"], categoryIds: ["social", "generic", "professionals"], editorialBoost: 75 });
    const intermediair = board({ seniorityIds: ["experienced", "senior", "manager"], countryCodes: ["NL"], editorialBoost: 70 });
    const linkedIn = board({ type: "social_media", locationIds: [], categoryIds: ["social", "professionals"], editorialBoost: 100 });
    expect(heldBack(xing, assistant)).toBe("professionals");
    expect(heldBack(intermediair, assistant)).toBe("professionals");
    // nor does its reach count: its members are professionals and managers (LinkedIn was fifth in Madrid, Warsaw, Vienna and Zurich)
    expect(recommendationScore(linkedIn, assistant)).toBe(4);
    expect(recommendationScore(linkedIn, { ...assistant, iscoCode: "8332", workforce: "frontline" })).toBe(4);
    expect(recommendationScore(linkedIn, { ...assistant, iscoCode: "2411", workforce: "professional" })).toBe(4 + w.reach + w.mainChannel);
    // a field's network for its professionals keeps its reach (Hosco, below)
    // StepStone names clerical and associate professionals' occupations: kept
    expect(heldBack(stepstone, assistant)).toBeNull();
  });

  it("ranks a hospitality network for professionals (Hosco) after the general boards for a hotel receptionist", () => {
    const receptionist: RecommendationTarget = { ...berlin, iscoCode: "4224", workforce: workforceOf(["hospitality"], 4, "4224") };
    const hosco = board({ score: 5, editorialBoost: 25, locationIds: [], jobFunctionIds: ["hospitality"], industryIds: ["hospitality"], categoryIds: ["niche", "professionals"] });
    expect(recommendationScore(hosco, receptionist)).toBe(5 + 0.25 * w.reach + w.professionalsOnly);
    expect(recommendationScore(meta, receptionist)).toBe(4 + 0.8 * w.reach);
  });

  it("gives neither Meta and Google Ads nor the largest job search nor LinkedIn a main-channel plus for them", () => {
    const linkedIn = board({ type: "social_media", locationIds: [], categoryIds: ["social", "professionals"] });
    expect(recommendationScore(meta, clerk)).toBe(4 + 0.8 * w.reach);
    expect(recommendationScore(indeed, clerk, 0, true)).toBe(recommendationScore(indeed, clerk));
    expect(recommendationScore(linkedIn, clerk)).toBe(4);
    // a cashier keeps them
    const cashier = { ...berlin, iscoMajorGroup: 5, iscoCode: "5230", workforce: "frontline" as const };
    expect(recommendationScore(meta, cashier)).toBe(4 + 0.8 * w.reach + w.mainChannel);
  });

  it("keeps a board for skilled staff that names the clerk's occupation: StepStone before Meta for a Bürokaufmann", () => {
    // StepStone (experienced, senior, manager) was held back for ISCO 4–9 and Meta and Google Ads came fourth and fifth
    expect(heldBack(stepstone, clerk)).toBeNull();
    expect(recommendationScore(stepstone, clerk)).toBe(4 + w.reach);
    expect(rankForRecommendation([meta, indeed, stepstone], clerk)).toEqual([stepstone, indeed, meta]);
    // a board for experienced staff that names no occupation (Intermediair) is still held back, and StepStone for a cashier
    expect(heldBack(board({ seniorityIds: ["experienced", "senior", "manager"] }), clerk)).toBe("professionals");
    expect(heldBack(stepstone, { ...berlin, iscoMajorGroup: 5, iscoCode: "5230", workforce: "frontline" })).not.toBeNull();
  });

  it("ranks a job search engine named for the country after the country's boards of its fit: its reach is theirs (Adzuna)", () => {
    // Adzuna (reach 35, eleven countries) came fourth for office clerks in Amsterdam, Paris and Madrid, before Jobbird and Trabajos.com
    const adzuna = board({ categoryIds: ["aggregator"], countryCodes: ["GB", "DE", "NL"], editorialBoost: 35 });
    const jobbird = board({ countryCodes: ["NL", "BE"], editorialBoost: 35 });
    expect(recommendationScore(adzuna, clerk)).toBe(4);
    expect(rankForRecommendation([adzuna, jobbird], clerk)).toEqual([jobbird, adzuna]);
    // an international one keeps its reach among the international channels, the largest job search (Indeed) its own
    expect(recommendationScore(board({ locationIds: [], categoryIds: ["aggregator"], editorialBoost: 40 }), clerk)).toBe(4 + 0.4 * w.reach);
    expect(recommendationScore(indeed, clerk)).toBe(4 + 0.95 * w.reach);
  });

  it("ranks a classifieds site that names office work after the general boards for an office clerk", () => {
    // Kleinanzeigen and Gumtree name office work among their fields (an exact field, 2 points over a generalist)
    const kleinanzeigen = board({ score: 6, jobFunctionIds: ["admin", "retail"], categoryIds: ["generic", "regional", "classifieds"], editorialBoost: 35 });
    expect(recommendationScore(kleinanzeigen, clerk)).toBe(6 + w.classifieds);
    expect(rankForRecommendation([kleinanzeigen, stepstone], clerk)).toEqual([stepstone, kleinanzeigen]);
    expect(heldBack(kleinanzeigen, clerk)).toBeNull();
  });
});

describe("occupations named by ESCO code (decision 075, addendum of 2026-12-07, twenty-third session)", () => {
  // ArtStation: the games, film and entertainment artists of ISCO 2166 (3D modellers, animators, digital artists), not its graphic designers
  const artStation = board({ locationIds: [], jobFunctionIds: ["creative"], industryIds: ["media"], categoryIds: ["community", "niche"], iscoCodes: ["2166.1", "2166.3", "2166.6", "2651"] });
  const designer = (escoCode: string | null, iscoCode = "2166"): RecommendationTarget => ({ ...target, iscoCode, escoCode, workforce: "professional" });

  it("holds a board back for an ESCO occupation of the unit group it does not name", () => {
    expect(heldBack(artStation, designer("2166.10"))).toBe("occupation");
    expect(heldBack(artStation, designer("2166.1"))).toBeNull();
    // an occupation below a named one (3D animator, 2166.3.1, below the animator) and a named unit group
    expect(heldBack(artStation, designer("2166.3.1"))).toBeNull();
    expect(heldBack(artStation, designer("2651.5", "2651"))).toBeNull();
    // '2166.1' does not name '2166.10' nor '2166.11'
    expect(heldBack(artStation, designer("2166.11"))).toBe("occupation");
  });

  it("matches a title without an ESCO code by its unit group, and holds back another unit group", () => {
    expect(heldBack(artStation, designer(null))).toBeNull();
    expect(heldBack(artStation, designer(null, "2642"))).toBe("occupation");
  });
});
