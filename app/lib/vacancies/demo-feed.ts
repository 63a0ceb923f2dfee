import { buildIndeedFeed, type FeedJob } from "./indeed-feed";

/**
 * The bundled demo ATS feed (issue 12 §1): 40 Northwind Staffing vacancies in Germany, the
 * Netherlands and the United Kingdom, in the Indeed XML format, served by the
 * app at DEMO_FEED_PATH so `npm start` shows the whole vacancy flow without an outside service.
 * Generated from fixed lists, so every start serves the same feed (ids stay stable for upserts).
 */
export const DEMO_FEED_PATH = "/demo-ats/northwind/jobs.xml";
export const DEMO_FEED_SIZE = 40;
/**
 * Northwind's public career site, where a real ATS would publish each vacancy (issue 38 §1): the
 * feed's vacancy URLs point there, not at this app's own feed, so the job ad's prefilled "Vacancy
 * page URL" passes the same rule (https, no private addresses) a typed one must pass.
 */
export const DEMO_CAREER_SITE = "https://careers.northwind-staffing.example";
export const demoVacancyUrl = (referenceNumber: string) => `${DEMO_CAREER_SITE}/jobs/${referenceNumber.toLowerCase()}`;

const ROLES: {
  title: string;
  category: string;
  /** the client's industry, in the words of our industry list */
  industry: string;
  type: string;
  salary: string;
  education: string;
}[] = [
  {
    title: "Registered Nurse (m/w/d)",
    industry: "Healthcare",
    category: "Nursing",
    type: "fulltime",
    salary: "3400 - 4200 EUR per month",
    education: "Bachelor",
  },
  {
    title: "Warehouse Operative",
    industry: "Logistics",
    category: "Warehouse",
    type: "fulltime",
    salary: "2300 - 2700 EUR per month",
    education: "None",
  },
  {
    title: "Senior Software Developer",
    industry: "IT & telecommunications",
    category: "Software development",
    type: "fulltime",
    salary: "65000 - 80000 EUR per year",
    education: "Bachelor",
  },
  {
    title: "Truck Driver CE",
    industry: "Transport & logistics",
    category: "Drivers",
    type: "fulltime",
    salary: "2800 - 3300 EUR per month",
    education: "None",
  },
  {
    title: "Customer Service Agent",
    industry: "Retail & wholesale",
    category: "Customer service",
    type: "parttime",
    salary: "2100 - 2500 EUR per month",
    education: "Secondary",
  },
  {
    title: "Accountant",
    industry: "Banking & insurance",
    category: "Finance & accounting",
    type: "fulltime",
    salary: "48000 - 58000 EUR per year",
    education: "Bachelor",
  },
  {
    title: "Sales Manager",
    industry: "Manufacturing & industry",
    category: "Sales",
    type: "fulltime",
    salary: "60000 - 75000 EUR per year",
    education: "Bachelor",
  },
  {
    title: "Data Analyst",
    industry: "IT & telecommunications",
    category: "Data & analytics",
    type: "contract",
    salary: "55000 - 65000 EUR per year",
    education: "Master",
  },
];

const PLACES: { city: string; state: string; country: string; contact: string; phone: string }[] = [
  {
    city: "Munich",
    state: "Bavaria",
    country: "DE",
    contact: "Anna Schmidt",
    phone: "+49 89 1234567",
  },
  {
    city: "Berlin",
    state: "Berlin",
    country: "DE",
    contact: "Anna Schmidt",
    phone: "+49 30 1234567",
  },
  {
    city: "Amsterdam",
    state: "North Holland",
    country: "NL",
    contact: "Daan de Vries",
    phone: "+31 20 1234567",
  },
  {
    city: "Rotterdam",
    state: "South Holland",
    country: "NL",
    contact: "Daan de Vries",
    phone: "+31 10 1234567",
  },
  {
    city: "London",
    state: "England",
    country: "GB",
    contact: "Oliver Brown",
    phone: "+44 20 7946 0000",
  },
];

const DESCRIPTION = (role: string, city: string) =>
  `<p>Northwind Staffing is looking for a <strong>${role}</strong> in ${city} for one of our clients.</p>` +
  `<h3>What you do</h3><ul><li>Work in a friendly, professional team</li><li>Take responsibility from day one</li></ul>` +
  `<h3>What we offer</h3><ul><li>A permanent contract after the trial period</li><li>Training and development budget</li></ul>`;

export function demoFeedJobs(): FeedJob[] {
  const jobs: FeedJob[] = [];
  // spread the posting dates over the last 40 days, newest first, from a fixed day so ids and dates are stable
  const day0 = Date.UTC(2026, 9, 1);
  for (let i = 0; i < DEMO_FEED_SIZE; i++) {
    const role = ROLES[i % ROLES.length];
    const place = PLACES[Math.floor(i / ROLES.length) % PLACES.length];
    const ref = `NW-${String(1001 + i)}`;
    jobs.push({
      referenceNumber: ref,
      title: role.title,
      date: new Date(day0 + (DEMO_FEED_SIZE - i) * 86_400_000),
      url: demoVacancyUrl(ref),
      company: "Northwind Staffing",
      city: place.city,
      state: place.state,
      country: place.country,
      email: `jobs+${ref.toLowerCase()}@northwind.example`,
      description: DESCRIPTION(role.title, place.city),
      salary: role.salary,
      jobType: role.type,
      category: role.category,
      industry: role.industry,
      education: role.education,
      // issue 42 §11: minimum years of experience as ATS exports write it
      experience: `${1 + (i % 5)}+ years`,
      remoteType: i % 7 === 3 ? "Hybrid remote" : null,
      contactName: place.contact,
      contactPhone: place.phone,
    });
  }
  return jobs;
}

export function demoFeedXml() {
  return buildIndeedFeed({
    publisher: "Northwind Staffing demo ATS",
    publisherUrl: DEMO_CAREER_SITE,
    lastBuildDate: new Date(Date.UTC(2026, 10, 1)),
    jobs: demoFeedJobs(),
  });
}
