import { SECTIONS, type SectionName } from "./constants";
import { plainText } from "./html";
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
