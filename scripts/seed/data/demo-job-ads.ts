import type { TargetGroup } from "~/lib/campaign/target-group";
import type { JobAdState } from "~/lib/validation/job-ad";

/**
 * The job ad of an ordered demo campaign. A real campaign cannot be ordered without one (issue 4
 * §4), and its public job page and the job feed (issue 12 §5) read it, so the demo's ordered,
 * online and expired campaigns get one too — written in the language of the job's country.
 */
const TEXTS = {
  de: (title: string, place: string) =>
    `<p>Für einen unserer Kunden in ${place} suchen wir ab sofort eine/n <strong>${title}</strong>.</p>` +
    `<h3>Ihre Aufgaben</h3><ul><li>Sie arbeiten selbstständig in einem erfahrenen Team.</li><li>Sie übernehmen Verantwortung für Ihren Bereich.</li></ul>` +
    `<h3>Wir bieten</h3><ul><li>Unbefristeter Vertrag und 30 Urlaubstage</li><li>Weiterbildung und ein Jobticket</li></ul>`,
  nl: (title: string, place: string) =>
    `<p>Voor een van onze opdrachtgevers in ${place} zoeken wij een <strong>${title}</strong>.</p>` +
    `<h3>Wat ga je doen</h3><ul><li>Je werkt zelfstandig in een ervaren team.</li><li>Je bent verantwoordelijk voor je eigen vakgebied.</li></ul>` +
    `<h3>Wat bieden wij</h3><ul><li>Een contract voor onbepaalde tijd en 25 vakantiedagen</li><li>Opleidingsbudget en reiskostenvergoeding</li></ul>`,
  en: (title: string, place: string) =>
    `<p>Northwind Staffing is looking for a <strong>${title}</strong> in ${place} for one of its clients.</p>` +
    `<h3>What you will do</h3><ul><li>Work independently in an experienced team.</li><li>Take responsibility for your own area.</li></ul>` +
    `<h3>What we offer</h3><ul><li>A permanent contract and 25 days of holiday</li><li>Training budget and travel allowance</li></ul>`,
};

export function demoJobAd(
  demo: { name: string; targetGroup?: TargetGroup },
  index: number,
): JobAdState {
  const region = demo.targetGroup?.regions[0];
  const country = region?.id.slice(0, 2);
  const place = region?.label.split(",")[0] ?? demo.name.split(" ").at(-1) ?? "";
  // the demo's campaign names end with the place ("Data Analyst Berlin"); the ad's title does not
  const title = demo.name.endsWith(` ${place}`) ? demo.name.slice(0, -place.length - 1) : demo.name;
  const text = country === "DE" ? TEXTS.de : country === "NL" ? TEXTS.nl : TEXTS.en;
  const slug = demo.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  const url = `https://careers.northwind-staffing.example/jobs/${slug}`;
  return {
    jobTitle: title,
    description: text(title, place),
    applicationMethod: "url",
    applicationDestination: `${url}/apply`,
    vacancyPageUrl: url,
    locations: region?.label ?? place,
    employmentType: "full-time",
    workingHoursMin: "32",
    workingHoursMax: "40",
    salaryMin: String(3_000 + 250 * index),
    salaryMax: String(3_800 + 250 * index),
    salaryPeriod: "month",
    salaryCurrency: "EUR",
    contactName: "Jana Keller",
  };
}
