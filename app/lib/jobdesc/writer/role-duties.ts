import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";
import { isDeputyTitle } from "../title-parse";

/**
 * Roles whose O*NET profile is another country's or another, wider occupation's, with the duties a
 * careers source or the regulator of the country names for them. They come first, in their own
 * order; O*NET's tasks follow. A role is the requirement occupation of its country rows
 * (requirements/country-requirements.json), so the title that names it brings its duties.
 */
export interface RoleDuties {
  /** the requirement occupation's id */
  occupation: string;
  countries: string[];
  /** sentences after "You will" / "You'll", lower case first */
  duties: string[];
  /** a typed title that names another branch of the requirement occupation, whose work these duties are not */
  notFor?: RegExp;
  /** a deputy's duties instead (title-parse.ts, isDeputyTitle): the head's second shares the head's work, not the head's say */
  deputy?: string[];
  /** a title that matches leads with these instead (a Chefarzt or head of department heads the department a senior doctor works in) */
  head?: { title: RegExp; duties: string[] };
  /** the branch of the requirement occupation these duties are for, by the typed title (a chef de partie of the cooks) */
  title?: RegExp;
  /** the experience the branch asks for, after "You have" / "You've got", instead of the job zone's line */
  experience?: string;
}

/**
 * The head of a hospital department (Chefarzt/Chefärztin, Head of Department …): leads the
 * department medically and organisationally and its senior and junior doctors, with their training
 * (TV-Ärzte/VKA § 16; BERUFENET 'Facharzt/-ärztin'); answers for the quality of its care and
 * plans its budget and staff with the hospital's management (DKG, Beratungs- und
 * Formulierungshilfe Chefarztvertrag: Dienstaufgaben, Wirtschaftlichkeit; GMC, 'Leadership and
 * management for all doctors': the use of resources, the quality and safety of care, teaching and
 * training). The specialty's work follows from O*NET (lib/jobdesc/medical-specialties.ts).
 */
const DEPARTMENT_HEAD = /chef[aä]rzt|head of (?:the )?department|department head/i;

/** A typed title of the cooks' requirement occupation that names the chef de partie, who runs one section of the kitchen (the German Postenchef). */
export const CHEF_DE_PARTIE_TITLE = /chef de partie|section chef|postenchef|\bdemi[- ]chef/i;

export const ROLE_DUTIES: RoleDuties[] = [
  /**
   * A senior doctor (Oberarzt/Oberärztin) is a specialist to whom the medical responsibility for a
   * part or a function of a department is handed (TV-Ärzte/VKA § 16 Ä3): supervises the junior
   * doctors in their specialty training and takes the senior on-call duty (BERUFENET
   * 'Facharzt/-ärztin'), as writer/german-role-duties.ts says in German; the head (above) leads the
   * department. O*NET's Orthopedic Surgeons were the English ad's lead before the specialty.
   */
  {
    occupation: "senior-doctor",
    countries: ["DE", "AT", "CH", "GB", "IE"],
    duties: [
      "take medical responsibility for diagnosis and treatment in your area of the department.",
      "supervise junior doctors, review their findings and support their specialty training.",
      "take part in the senior on-call rota.",
    ],
    head: {
      title: DEPARTMENT_HEAD,
      duties: [
        "lead the medical team of senior and junior doctors, develop each of them and oversee the junior doctors' specialty training.",
        "carry overall medical responsibility for the department's patients and for the quality and safety of its care.",
        "head the department's organisation, budget and staffing together with the hospital's management.",
      ],
    },
  },
  {
    occupation: "senior-doctor",
    countries: ["US"],
    duties: [
      "take medical responsibility for diagnosis and treatment in your area of the department.",
      "supervise residents, review their findings and support their training.",
      "take part in the attending physicians' call schedule.",
    ],
    head: {
      title: DEPARTMENT_HEAD,
      duties: [
        "lead the medical team of attending physicians and residents, develop each of them and oversee residency training in the department.",
        "carry overall medical responsibility for the department's patients and for the quality and safety of its care.",
        "head the department's organization, budget and staffing together with the hospital's management.",
      ],
    },
  },
  /**
   * A foundation doctor (FY1, FY2) in the UK: the two years after medical school are the
   * Foundation Programme, on the wards under supervision (UKFPO, 'UK Foundation Programme
   * Curriculum 2021': history and examination, investigations, prescribing, handover, ward
   * rounds and on call, working in the multidisciplinary team; NHS Health Careers, 'Foundation Programme'). O*NET's internists' tasks
   * ("long-term, comprehensive medical care … for adult patients in an office") were the English
   * ad's before.
   */
  {
    occupation: "foundation-doctor",
    countries: ["GB"],
    duties: [
      "assess patients on the wards and in admissions: take their history, examine them and record your findings.",
      "request and interpret investigations and prescribe medicines, with senior colleagues supervising you.",
      "take part in ward rounds, keep patients' notes up to date and write discharge summaries.",
      "hand over your patients safely at the end of each shift and take part in the on-call rota.",
      "work closely with nurses, pharmacists and the rest of the multidisciplinary team.",
      "follow the Foundation Programme curriculum, supported by your clinical and educational supervisors.",
    ],
  },
  /**
   * A care home manager in England (the registered manager of a care home): O*NET has no such
   * occupation, and ESCO's social services manager crosswalks to Social and Community Service
   * Managers, whose tasks a Leeds ad read ("establish relationships with other agencies … in
   * community", "handling a referral for child advocacy issues", "speak to community groups to
   * explain agency purposes"). The duties the National Careers Service names for the job (Care home
   * manager: run the home and its budget, meet the Care Quality Commission's standards, recruit,
   * train and supervise staff, assess residents' needs and plan their care with families and health
   * professionals) and the registered manager's duty to safeguard (Health and Social Care Act 2008
   * (Regulated Activities) Regulations 2014, regulation 13).
   */
  {
    occupation: "care-home-manager",
    countries: ["GB"],
    duties: [
      "run the home day to day, including its budget, staffing and rotas.",
      "make sure the home meets the Care Quality Commission's fundamental standards and is ready for inspection.",
      "assess residents' needs and plan their care with them, their families, social workers and health professionals.",
      "deal with complaints and safeguarding concerns and report them as the regulations require.",
      "recruit, train and supervise the care team and hold regular supervisions.",
    ],
  },
  /**
   * A dental nurse in Great Britain: ESCO's dental chairside assistant crosswalks to O*NET's Dental
   * Assistants (31-9091), whose tasks are a US practice's — a Leeds ad read "prepare … insurance
   * forms" and billing. The National Careers Service's day-to-day tasks of a dental nurse (Dental
   * nurse: prepare the surgery and the instruments, sterilise and clean them, support the dentist
   * at the chair, pass instruments and mix materials, keep patient records, reassure patients;
   * process X-rays with the extra qualification), as the GDC's Scope of Practice says a dental
   * nurse takes radiographs only when trained and competent to.
   */
  {
    occupation: "dental-assistant",
    countries: ["GB"],
    duties: [
      "prepare the surgery, the instruments and the materials for each patient.",
      "clean and sterilise instruments and keep the surgery to the standards of infection control.",
      "support the dentist at the chair: pass instruments, mix materials and keep the patient's mouth clear.",
      "write up the dentist's notes and keep patient records up to date.",
      "look after patients before, during and after treatment and put nervous patients at ease.",
      "process dental X-rays when you hold the qualification for it.",
    ],
  },
  /**
   * A dental nurse in Ireland: the work the Dental Council's Dental Nurse scheme (Dentists Act 1985,
   * section 53) lets a dental nurse do under a dentist's supervision — chairside assistance,
   * preparing the surgery, sterilising instruments and disinfecting equipment, dental charting and
   * treatment records, the care of patients including in medical emergencies, assisting in taking
   * radiographs, reception and administration. The NCS's GB duties (processing X-rays with the
   * GDC's extra qualification) are not Irish: a Dublin ad read O*NET's "expose dental diagnostic
   * x-rays" and vital signs.
   */
  {
    occupation: "dental-assistant",
    countries: ["IE"],
    duties: [
      "prepare the surgery for each procedure, sterilise the instruments and disinfect the equipment.",
      "assist the dentist at the chair during dental procedures.",
      "record the dental charting and keep treatment records up to date.",
      "look after patients before, during and after treatment, including in a medical emergency.",
      "support the dentist in taking dental X-rays.",
      "help at reception and with the practice's administration.",
    ],
  },
  /**
   * A store manager is ESCO's shop manager, whose O*NET profile's stock and goods tasks came ninth
   * and later in O*NET's order: an assistant store manager in Birmingham read budgets and personnel
   * functions, no stock. Prospects (AGCAS), job profile Retail manager: managing and motivating a
   * team to reach sales targets, managing stock levels and stock control, analysing sales figures,
   * quality, customer service and health and safety standards, customer complaints, promotions and
   * displays (https://www.prospects.ac.uk/job-profiles/retail-manager).
   */
  {
    occupation: "shop-manager",
    countries: ["GB"],
    duties: [
      "run the store day to day and motivate the team to reach its sales targets.",
      "manage stock levels and stock control, from ordering to deliveries.",
      "make sure the store meets its standards of quality, customer service and health and safety.",
      "respond to customer complaints and comments.",
      "organise promotions, displays and events in the store.",
      "review sales figures and plan ahead for the weeks to come.",
    ],
  },
  /**
   * A head of legal is O*NET's Lawyers (23-1011), whose first tasks are a litigator's (outcomes of
   * cases, evidence, court); the in-house head advises the organisation. Prospects, job profile
   * Solicitor (in-house as well as private practice): advising on the law and legal issues, drafting
   * documents and contracts, negotiating, researching case law, coordinating the work of all
   * parties (https://www.prospects.ac.uk/job-profiles/solicitor). Where this row applies, it is the
   * head's lead: the O*NET tasks that lib/jobdesc/field-managers.ts names for the head elsewhere
   * ("leads") are not lifted again (compose.ts).
   */
  {
    occupation: "legal-head",
    countries: ["GB"],
    duties: [
      "advise the organisation on the law, its legal risks and the course of action to take.",
      "draft, review and negotiate contracts and other legal documents.",
      "research legislation and case law so that your advice is accurate and up to date.",
      "instruct external solicitors and barristers where needed and coordinate everyone involved in a matter.",
      "keep colleagues up to date on changes in the law that affect their work.",
    ],
  },
  /**
   * A rigid lorry driver (category C, "Class 2") drives one vehicle without an articulated trailer:
   * GOV.UK, driving licence categories — category C is a vehicle over 3,500 kg with a trailer up to
   * 750 kg; an articulated lorry needs C+E. O*NET has no such occupation: its Heavy and
   * Tractor-Trailer Truck Drivers (53-3032) open with "trucks … including tractor-trailer
   * combinations", and a Class 2 driver's ad read that line and cranking the trailer landing gear.
   * The driving line is the category's (Scotland's careers service, LGV driver: plan the route, check
   * the vehicle, secure the load, deliver the goods); O*NET's other tasks follow.
   */
  {
    occupation: "rigid-truck-driver",
    countries: ["GB", "IE"],
    duties: ["drive a rigid lorry on your delivery route and deliver the goods safely and on time to customers and sites."],
  },
  /**
   * …and a Class B driver in the US: FMCSA, Commercial Driver's License — Class B is a single
   * vehicle of 26,001 lb or more (a straight truck), towing no more than 10,000 lb; a tractor-trailer
   * is Class A.
   */
  {
    occupation: "rigid-truck-driver",
    countries: ["US"],
    duties: ["drive a straight truck on your delivery route and deliver the goods safely and on time to customers and job sites."],
  },
  /**
   * …and a category C1 driver, of a rigid lorry of 3,500 to 7,500 kg ("7.5 tonne driver"): GOV.UK,
   * driving licence categories; Road Safety Authority, licence categories (the same C1 in Ireland).
   * The US has no such licence: a truck under 26,001 lb needs no CDL (FMCSA), so no US line.
   */
  {
    occupation: "c1-truck-driver",
    countries: ["GB", "IE"],
    duties: ["drive a 7.5-tonne lorry on your delivery route and deliver the goods safely and on time to customers and sites."],
  },
  /**
   * A diagnostic radiographer in Great Britain works with digital imaging: Prospects (AGCAS), job
   * profile Diagnostic radiographer — assess patients to choose the radiographic technique, perform
   * examinations that produce high-quality images, take responsibility for radiation safety and keep
   * each dose as low as reasonably possible, support and reassure patients, help in complex
   * examinations with radiologists and surgeons
   * (https://www.prospects.ac.uk/job-profiles/diagnostic-radiographer). O*NET's Radiologic
   * Technologists (29-2034) put film processing first in a Leeds ad (see NOT_THE_ROLE). Ireland's
   * radiographers are the same profession, registered by CORU's Radiographers Registration Board (the
   * requirement file's row); without these lines a Galway ad read O*NET's "prepare … anaesthetic or
   * antispasmodic drugs under the direction of a radiologist".
   */
  {
    occupation: "radiographer",
    countries: ["GB", "IE"],
    // the requirement occupation holds the therapeutic radiographer too (HCPC's protected titles), who treats with radiation
    notFor: /therap/i,
    duties: [
      "assess each patient's clinical needs and choose the right imaging technique for the examination.",
      "carry out X-ray and other imaging examinations, such as CT or fluoroscopy, and make sure the images are of diagnostic quality.",
      "take responsibility for radiation protection in your area and keep each patient's dose as low as reasonably practicable.",
      "support and reassure patients before, during and after their examination.",
      "assist radiologists and surgeons in more complex examinations and procedures.",
    ],
  },
  /**
   * A head chef cooks as well as runs the kitchen: the ONS's SOC unit group 5434 Chefs — "plans
   * menus, prepares, seasons and cooks foodstuffs or oversees their preparation and monitors the
   * quality of finished dishes"; BLS Occupational Outlook Handbook, Chefs and head cooks — develop
   * recipes and determine how to present dishes, plan menus and ensure the quality of meals. O*NET's
   * Chefs and Head Cooks (35-1011) rank sanitation, schedules, stock and ordering first, and a
   * London head chef's ad had no cooking at all. The management tasks follow from O*NET.
   */
  {
    occupation: "head-chef",
    countries: ["GB", "IE", "US"],
    duties: [
      "plan the menus and develop new dishes and recipes.",
      "cook and present dishes yourself and check the quality of every plate that leaves the kitchen.",
    ],
    // a deputy (or assistant) head chef is the sous chef's level: the head chef's second in the kitchen
    // (ONS SOC 2020 5434 lists sous chef beside head chef; BLS OOH: sous chefs are the head chef's
    // second in command, supervise the cooks and run the kitchen in the head chef's absence)
    deputy: [
      "help the head chef plan the menus and develop new dishes and recipes.",
      "cook and present dishes yourself and check the quality of every plate that leaves the kitchen.",
    ],
  },
  /**
   * The brigade of a kitchen (National Careers Service, "Chef"; Prospects, job profile Chef; ONS SOC
   * 2020 5434 Chefs: "manages the whole kitchen or an area of the kitchen"): a commis chef is the
   * trainee who learns each section, preparing food and cooking the basics; a chef de partie (section
   * chef) runs one section, such as sauces, fish or pastry, cooks and plates its dishes and hands
   * tasks to the commis, and comes to it with experience; a sous chef is the head chef's second, who
   * runs the kitchen day to day, orders and trains, and stands in for the head chef. O*NET's
   * Restaurant Cooks (35-2014) gave a London chef de partie "turn or stir foods" and "experience is
   * not required"; its Chefs and Head Cooks (35-1011) gave a sous chef no cooking at all.
   */
  {
    occupation: "cook",
    countries: ["GB", "IE", "US"],
    title: CHEF_DE_PARTIE_TITLE,
    duties: [
      "run your section of the kitchen, such as sauces, fish, grill or pastry, before and during service.",
      "prepare, cook and plate the dishes of your section to the head chef's standards and send them out on time.",
      "hand tasks to the commis chefs in your section and show them how the dishes are made.",
      "check your section's stock and mise en place and order what it needs.",
      "help the head chef and the sous chef develop new dishes and menus.",
    ],
    experience: "experience in a professional kitchen, for example as a commis or demi chef de partie",
  },
  {
    occupation: "cook",
    countries: ["GB", "IE", "US"],
    title: /\bcommis\b/i,
    duties: [
      "prepare ingredients: wash, peel and cut vegetables and prepare meat and fish.",
      "cook the basics and help the chefs de partie in each section of the kitchen.",
      "learn the kitchen's dishes, portion sizes and presentation from the chefs you work with.",
      "take in deliveries, rotate the stock and keep the kitchen clean and tidy.",
    ],
  },
  {
    occupation: "cook",
    countries: ["GB", "IE", "US"],
    title: /\bsous[- ]chef/i,
    duties: [
      "run the kitchen day to day with the head chef and stand in for them when they are away.",
      "cook and present dishes yourself and check the quality of every plate that leaves the kitchen.",
      "help the head chef plan the menus and develop new dishes and recipes.",
      "order food and supplies and keep stock and food costs under control.",
      "train the kitchen team and make sure everyone works to food safety and hygiene rules.",
    ],
  },
  /**
   * A customer success manager looks after customers once the contract is signed, so that they use
   * the product, stay and renew. ESCO has no such occupation: its client relations manager (2431, the
   * requirement occupation's ESCO occupation) crosswalks to O*NET's Customer Service Representatives
   * (43-4051), whose tasks a London ad read ("take or enter orders, cancel accounts", "issue service
   * discontinuance orders"); O*NET files the title under First-Line Supervisors of Office and
   * Administrative Support Workers (43-1011, Alternate Titles), an office supervisor's tasks. The
   * duties published role descriptions name (e.g. jobdescription.org, Customer Success Manager):
   * onboarding, adoption, regular account reviews of the account's health, spotting churn risk and
   * renewals, the customer's feedback to product, working with sales and support.
   */
  {
    occupation: "customer-success-manager",
    countries: ["GB", "IE", "US"],
    duties: [
      "onboard new customers and help them get off to a good start with the product or service.",
      "help your customers adopt the product and get the results they expect from it.",
      "hold regular account reviews with your customers to check how each account is doing and agree next steps.",
      "spot customers at risk of leaving early, act on it and prepare their renewals.",
      "bring customers' feedback and requests to the product team as the voice of the customer.",
      "work closely with sales and support on renewals, new opportunities and escalations.",
    ],
  },
  /**
   * A UX designer: ESCO holds no such occupation (its user interface designer is the nearest), and
   * O*NET's Web and Digital Interface Designers (15-1255, whose alternate titles hold "User Experience
   * Designer (UX Designer)") mix the role with building and running websites. Prospects (AGCAS), job
   * profile UX designer: research users' needs, build personas and user journeys, produce
   * wireframes and prototypes, run usability tests and refine the design, and work with developers,
   * product managers and visual designers (https://www.prospects.ac.uk/job-profiles/ux-designer).
   */
  {
    occupation: "ux-designer",
    countries: ["GB", "IE", "US"],
    // O*NET's user research (21688) and work with developers (21686) follow: said twice, they read as filler
    duties: [
      "turn what you learn about users into user journeys, wireframes and interactive prototypes.",
      "run usability tests with real users and refine the design on what they show.",
    ],
  },
  /**
   * A product manager: ESCO's product manager (1223) crosswalked to a biofuels specialty of O*NET,
   * which has no occupation of its own; "Product Manager" is an alternate title of its Marketing
   * Managers (11-2021), whose tasks are the market side only. Prospects (AGCAS), job profile Product
   * manager: take responsibility for the product's success, set its strategy and roadmap, gather
   * and analyse customer feedback and usage data, decide which features to prioritise with the
   * people who build the product, and see releases through on time
   * (https://www.prospects.ac.uk/job-profiles/product-manager).
   */
  {
    occupation: "product-manager",
    countries: ["GB", "IE", "US"],
    duties: [
      "own the product's strategy and roadmap and take responsibility for its success.",
      "gather customers' needs and market insights, from interviews and feedback to usage data and competitors.",
      "define requirements and prioritise the backlog together with engineering and design.",
      "plan launches with marketing and sales and measure how the product performs afterwards.",
    ],
  },
  /**
   * A scaffolder: O*NET has no such occupation, and ESCO's construction scaffolder crosswalks to
   * Structural Iron and Steel Workers (47-2221, "Scaffold Erector" among its alternate titles), whose
   * tasks a Leeds ad read (bolt structural steel for riveting, hoist girders). The National Careers
   * Service's day-to-day tasks of a scaffolder (Scaffolder: put up and take down scaffolding, fix
   * ties and braces, check it is safe, load and unload the equipment, work at height in a harness),
   * the NASC's TG20 compliance guidance for tube and fitting scaffolds and its SG4 guidance on
   * preventing falls in scaffolding operations, and the Work at Height Regulations 2005 (inspection
   * after erection and after any change).
   */
  {
    occupation: "scaffolder",
    countries: ["GB"],
    duties: [
      "erect, alter and dismantle tube and fitting and system scaffolds to the drawings and to TG20 or the scaffold design.",
      "fix ties, braces and boards so that every scaffold is stable and safe to use.",
      "inspect scaffolds before handover and after every change, and record the inspection.",
      "load, unload and carry scaffolding materials and pass them up safely, by hand or with a hoist.",
      "work safely at height, following SG4 and using your harness and collective fall protection.",
      "agree with site managers and other trades where and when each scaffold is needed.",
    ],
  },
  /**
   * A customer service manager leads the customer service team: ESCO's contact centre manager (1439,
   * alternative label customer service manager) coordinates and plans the department's daily work and
   * manages its staff, resources and procedures to raise customer satisfaction; the typed title found
   * the client relations manager (2431), whose O*NET profile is the customer service representatives'
   * (43-4051: "take or enter orders, cancel accounts"). The National Careers Service's tasks of a
   * customer services manager (plan staffing and rotas, set targets and monitor performance, train and
   * coach staff, deal with escalated complaints, improve procedures, report to senior managers).
   */
  {
    occupation: "customer-service-manager",
    countries: ["GB", "IE"],
    duties: [
      "plan the team's rotas and staffing so that customers get a quick answer at any time.",
      "set targets and monitor the team's performance against KPIs such as response times, first-contact resolution and customer satisfaction.",
      "coach and develop your team members, with regular one-to-ones, reviews of calls and cases, and training.",
      "handle escalated complaints yourself and use what they show to improve processes and procedures.",
      "report on the team's performance to senior management and work with other departments on the customer's experience.",
    ],
  },
  /** …and in the US, where the team works to schedules, not rotas (O*NET 43-1011: "prepare and issue work schedules") */
  {
    occupation: "customer-service-manager",
    countries: ["US"],
    duties: [
      "plan the team's schedules and staffing so that customers get a quick answer at any time.",
      "set targets and monitor the team's performance against KPIs such as response times, first-contact resolution and customer satisfaction.",
      "coach and develop your team members, with regular one-on-ones, reviews of calls and cases, and training.",
      "handle escalated complaints yourself and use what they show to improve processes and procedures.",
      "report on the team's performance to senior management and work with other departments on the customer's experience.",
    ],
  },
  /**
   * A Scrum Master: neither ESCO nor O*NET holds the role (O*NET lists "Scrum Master" as an alternate
   * title of Information Technology Project Managers, 15-1299.09, whose budgets, vendors and work
   * breakdown structures are a project manager's: see NOT_THE_ROLE). The Scrum Guide (Schwaber and
   * Sutherland, 2020), "Scrum Master": serves the Scrum Team and the organisation, coaches the team
   * members in self-management and cross-functionality, causes the removal of impediments to the
   * team's progress, ensures that all Scrum events take place, are positive and productive and kept
   * within the timebox, helps the Product Owner find ways to manage the Product Backlog and define the
   * Product Goal, and leads the organisation in its Scrum adoption.
   */
  {
    occupation: "scrum-master",
    countries: ["GB", "IE", "US"],
    duties: [
      "serve the Scrum Team and help everyone understand Scrum in theory and in practice.",
      "make sure that all Scrum events, from Sprint Planning to the Sprint Retrospective, take place, are productive and keep to their time limits.",
      "coach the team members in self-management and in working across disciplines.",
      "remove impediments to the team's progress, or make sure that they are removed.",
      "work closely with the Product Owner on ways to manage the Product Backlog and to define the Product Goal.",
      "help stakeholders and managers understand Scrum and adopt it across the company.",
    ],
  },
];

/** A typed title of the data analysts' requirement occupation that names the data scientist's branch, which models and predicts. */
export const DATA_SCIENCE_TITLE = /scien|wissenschaft|wetenschap|machine learning|\b(?:ml|ai)\b/i;

/**
 * O*NET tasks a role's profile holds that the role does not do, in any country: the profile is a
 * wider occupation's or an older practice's. Task ids of O*NET 29.3's Task Statements.
 */
const NOT_THE_ROLE: { occupations: string[]; tasks: number[]; notFor?: RegExp }[] = [
  /**
   * A rigid lorry, of category C or C1, has no trailer to couple, crank or clear (GOV.UK and FMCSA above): of Heavy and
   * Tractor-Trailer Truck Drivers (53-3032), "drive trucks … including tractor-trailer combinations"
   * (10641, the role's own line replaces it), crank trailer landing gear (10651), couple or uncouple
   * trailers (10646), check trailers after unloading (10650), remove debris from loaded trailers
   * (10656) and direct labourers moving goods onto trailers (10659).
   */
  { occupations: ["rigid-truck-driver", "c1-truck-driver"], tasks: [10641, 10651, 10646, 10650, 10656, 10659] },
  /**
   * Film is gone from radiography: the imaging methods Prospects names (above: x-ray, CT,
   * fluoroscopy, MRI, ultrasound, angiography) are read on screens, and no darkroom is left. Of
   * Radiologic Technologists and Technicians (29-2034): process exposed radiographs using film
   * processors (22805), review developed x-rays or video tape (22802), and pulling and filing films
   * among the clerical tasks (22824).
   */
  { occupations: ["radiographer"], tasks: [22805, 22802, 22824] },
  /**
   * A data analyst collects, cleans and analyses data and presents what it shows (the UK government's
   * DDaT capability framework, role Data analyst: collect, clean and aggregate data, analyse and
   * visualise it, summarise and present data and conclusions; O*NET 15-2051.01 Business Intelligence
   * Analysts: reports, dashboards, trends); predictive modelling is the data scientist's (DDaT, role
   * Data scientist: machine learning and statistical modelling). Of Data Scientists (15-2051.00), the
   * analyst's profile (lib/jobdesc/onet-choice.ts): apply feature selection algorithms to models
   * predicting outcomes (21824), compare models by loss functions (21827), test, validate and
   * reformulate models to predict outcomes (21837), and the mathematician's "propose solutions in
   * engineering, the sciences, and other fields using mathematical theories" (21834). The requirement
   * occupation holds the data scientist and the machine learning engineer too, who keep them.
   */
  { occupations: ["data-analyst"], tasks: [21824, 21827, 21837, 21834], notFor: DATA_SCIENCE_TITLE },
  /**
   * A customer success manager's profile is the customer service representative's (43-4051, above):
   * a contact centre's order taking and billing are not the role's — take or enter orders and cancel
   * accounts (18565), determine charges and arrange for billing (2583), complete contract forms and
   * issue service discontinuance orders (2584), refund money and adjust bills (2579).
   */
  { occupations: ["customer-success-manager"], tasks: [18565, 2583, 2584, 2579] },
  /**
   * A UX designer designs the experience and does not run the website (Prospects above): of Web and
   * Digital Interface Designers (15-1255), address hosting issues with network personnel (21687),
   * create searchable indices (21690), document server load and bandwidth (21700), maintain links
   * (21701), perform website updates (21705), register websites with search engines (21708),
   * answer users' e-mail (21711), write supporting code (21714), build and maintain the website
   * itself (21692) and integrate e-commerce strategies with it (21685).
   */
  { occupations: ["ux-designer"], tasks: [21685, 21687, 21690, 21692, 21700, 21701, 21705, 21708, 21711, 21714] },
  /**
   * A Scrum Master manages no project (the Scrum Guide above: the Scrum Team is self-managing and the
   * Product Owner owns the Product Backlog): of Information Technology Project Managers (15-1299.09),
   * manage execution to budget, schedule and scope (16169), develop and manage budgets (16166), the
   * work breakdown structure (16171), project plans with funding and staffing (16170), cost-benefit
   * analyses (16164), modifications to project plans (16159), resources (16162), vendors and
   * consultants (16160), negotiating with suppliers (16158), recruiting (16165), assigning duties and
   * authority (16167), directing personnel (16163), rating their performance (16153), submitting
   * deliverables (16152) and assessing customers' needs, the Product Owner's (16155).
   */
  /**
   * An accountant keeps and reports the accounts; auditing them is the auditor's job. O*NET's
   * Accountants and Auditors (13-2011) is one profile for both, and a Leeds junior accountant was to
   * "inspect account books … for efficiency" and "detect … extravagance, fraud". The National Careers
   * Service's accountant (prepare accounts and tax returns, monitor spending and budgets, financial
   * forecasting, advise on business plans) and O*NET's own accounting tasks (adjusting journal
   * entries, reconciling accounts, tax returns, budgets, invoices) stay. Of 13-2011, the auditor's:
   * audit findings (21505, 21506), detecting deficient controls and fraud (21507), inspecting account
   * books, cash on hand and inventory (21508, 21512, 21518), supervising audits (21509), evaluating
   * controls (21511), interviewing workers on compliance (21513), whether the objectives are met
   * (21523), auditing payroll (21524), taxpayers' audits (21525) and pre-implementation audits (21530).
   */
  { occupations: ["accountant"], tasks: [21505, 21506, 21507, 21508, 21509, 21511, 21512, 21513, 21518, 21523, 21524, 21525, 21530], notFor: /audit|prüf|revis|controle/i },
  { occupations: ["scrum-master"], tasks: [16169, 16166, 16171, 16170, 16164, 16159, 16162, 16160, 16158, 16165, 16167, 16163, 16153, 16152, 16155] },
];

/**
 * The O*NET task ids the roles of these requirement occupations do not do (NOT_THE_ROLE), none for
 * another branch the typed title names. The occupations the title names, not the country's rows: a
 * task id is one profile's, and an Irish data analyst (no row in IE) models no more than a British one.
 */
export function tasksNotTheRole(occupations: readonly string[], jobTitle = ""): Set<number> {
  return new Set(NOT_THE_ROLE.filter((role) => role.occupations.some((o) => occupations.includes(o)) && !role.notFor?.test(jobTitle)).flatMap((role) => role.tasks));
}

/**
 * The duties of the roles the country rows or the typed title name (`titleOccupations`: a US customer
 * service manager has no row), in the country and the tone; none for another role, branch or country.
 */
export function roleDuties(rows: RequirementRow[], country: string | null, tone: Tonality, jobTitle = "", titleOccupations: readonly string[] = []): string[] {
  const lead = tone === "formal" ? "You will" : "You'll";
  return rolesOf(rows, country, jobTitle, titleOccupations).flatMap((role) =>
    (role.deputy && isDeputyTitle(jobTitle) ? role.deputy : role.head?.title.test(jobTitle) ? role.head.duties : role.duties).map((duty) => `${lead} ${duty}`),
  );
}

/** The experience the role's branch asks for ("You have experience in a professional kitchen …"), or null where the job zone's line holds. */
export function roleExperience(rows: RequirementRow[], country: string | null, tone: Tonality, jobTitle = "", titleOccupations: readonly string[] = []): string | null {
  const asked = rolesOf(rows, country, jobTitle, titleOccupations).find((role) => role.experience)?.experience;
  return asked ? `${tone === "formal" ? "You have" : "You've got"} ${asked}.` : null;
}

function rolesOf(rows: RequirementRow[], country: string | null, jobTitle: string, titleOccupations: readonly string[]) {
  const occupations = [...rows.map((r) => r.occupation), ...titleOccupations];
  return ROLE_DUTIES.filter(
    (role) => country && role.countries.includes(country) && occupations.includes(role.occupation) && !role.notFor?.test(jobTitle) && (!role.title || role.title.test(jobTitle)),
  );
}
