import { SECTIONS, type SectionName } from "./constants";
import { plainText, sanitizeSectionHtml } from "./html";
import type { Section } from "./state";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The job ad's description from the campaign's job description (issue 38 §2): the generator's
 * sections with text, each under its title as a heading, in the generator's order. Empty when no
 * section has text yet, so the job ad then offers to generate one.
 */
export function jobAdTextFromDescription(state: { sections?: Partial<Record<SectionName, Partial<Section>>> } | null) {
  const sections = state?.sections ?? {};
  return SECTIONS.filter((name) => plainText(sections[name]?.value ?? ""))
    .map((name) => {
      const title = (sections[name]?.title ?? "").trim();
      return `${title ? `<h3>${escapeHtml(title)}</h3>` : ""}${sections[name]?.value ?? ""}`;
    })
    .join("");
}

/**
 * Whether the job ad follows the job description: while its text is empty or still the text the
 * description gave it last time. Once the user wrote their own job ad text it is theirs.
 */
export function jobAdFollowsDescription(jobAdDescription: string | undefined, previousDescriptionText: string) {
  const current = (jobAdDescription ?? "").trim();
  return current === "" || current === previousDescriptionText.trim();
}

/**
 * The job description's sections from the job ad's text, when the job ad was edited (decision
 * 068): each `<h3>` that carries a section's title starts that section again; a heading that names
 * no section is a section with text whose title is gone from the ad (renamed), else it stays as a
 * bold line of the section before. A section whose heading was removed is emptied. Section texts
 * keep only the generator's markup; the job ad keeps its own HTML. Changed sections are marked
 * `editedInJobAd`, so the generator can say where their text came from.
 */
export function sectionsFromJobAdText<S extends Partial<Section>>(html: string, sections: Record<SectionName, S>): Record<SectionName, S> {
  const parts = html.split(/(<h3\b[^>]*>[\s\S]*?<\/h3>)/i);
  const blocks = [{ heading: null as string | null, body: parts[0] ?? "" }];
  for (let i = 1; i < parts.length; i += 2) blocks.push({ heading: plainText(parts[i]), body: parts[i + 1] ?? "" });
  const key = (title: string) => plainText(escapeHtml(title)).toLowerCase();
  const headings = new Set(blocks.flatMap((b) => (b.heading ? [b.heading.toLowerCase()] : [])));
  const withText = SECTIONS.filter((name) => plainText(sections[name]?.value ?? ""));
  const renamed = withText.filter((name) => !headings.has(key(sections[name]?.title ?? "")));
  const text = Object.fromEntries(SECTIONS.map((name) => [name, ""])) as Record<SectionName, string>;
  const titles = Object.fromEntries(SECTIONS.map((name) => [name, sections[name]?.title ?? ""])) as Record<SectionName, string>;
  const claimed = new Set<SectionName>();
  const namedAt = blocks.map(({ heading }) => (heading ? SECTIONS.findIndex((name) => key(titles[name]) === heading.toLowerCase()) : -1));
  let current: SectionName = withText[0] ?? SECTIONS[0];
  for (const [i, { heading, body }] of blocks.entries()) {
    const named = heading ? SECTIONS.find((name) => !claimed.has(name) && key(titles[name]) === heading.toLowerCase()) : undefined;
    // a renamed section keeps its place: after the last section taken, before the next heading that names one
    const after = Math.max(-1, ...[...claimed].map((name) => SECTIONS.indexOf(name)));
    const before = Math.min(SECTIONS.length, ...namedAt.slice(i + 1).filter((at) => at >= 0));
    const next =
      named ??
      (heading ? renamed.find((name) => !claimed.has(name) && SECTIONS.indexOf(name) > after && SECTIONS.indexOf(name) < before) : undefined);
    if (next) {
      current = next;
      claimed.add(next);
      if (!named && heading) titles[next] = heading;
      text[next] += body;
    } else {
      text[current] += `${heading ? `<p><strong>${escapeHtml(heading)}</strong></p>` : ""}${body}`;
    }
  }
  return Object.fromEntries(
    SECTIONS.map((name) => {
      const before = sections[name];
      const value = sanitizeSectionHtml(text[name].replace(/<h4\b[^>]*>/gi, "<p><strong>").replace(/<\/h4>/gi, "</strong></p>"));
      const changed = value !== (before?.value ?? "") || titles[name] !== (before?.title ?? "");
      return [name, changed ? { ...before, title: titles[name], value, editedInJobAd: true } : before];
    }),
  ) as Record<SectionName, S>;
}
