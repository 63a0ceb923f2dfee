import {
  DEFAULT_SECTION_TITLES,
  FORMAL_SECTION_TITLES,
  SECTIONS,
  defaultSectionTitle,
  isLanguage,
  isTonality,
  type JobdescLanguage,
  type SectionName,
} from "./constants";
import { formText } from "../form-text";
import { textToSectionHtml } from "./html";
import type { GeneratorState } from "./state";

// What one posted step of the job description generator (spec 2 §4) makes of the saved state.

const DEFAULT_TITLES = new Set(
  SECTIONS.flatMap((s) => [
    ...Object.values(DEFAULT_SECTION_TITLES).map((titles) => titles[s]),
    ...Object.values(FORMAL_SECTION_TITLES).map((titles) => titles?.[s]),
  ]),
);

/**
 * A changed language or tone swaps section titles that are still a default title, so a
 * German draft switched to Dutch does not keep "Deine Aufgaben".
 */
function retitle(current: GeneratorState["sections"], language: JobdescLanguage, tonality: GeneratorState["settings"]["tonality"]) {
  const sections = { ...current };
  for (const name of SECTIONS) {
    if (DEFAULT_TITLES.has(sections[name].title)) sections[name] = { ...sections[name], title: defaultSectionTitle(language, tonality, name) };
  }
  return sections;
}

/** The posted step as a draft: kept whatever the intent, valid or not. */
export function draftFrom(formData: FormData, state: GeneratorState, section: SectionName): GeneratorState {
  const language = formText(formData, "language");
  const tonality = formText(formData, "tonality");
  const settings = {
    jobTitle: formText(formData, "jobTitle", 150).trim() || state.settings.jobTitle,
    language: isLanguage(language) ? language : state.settings.language,
    tonality: isTonality(tonality) ? tonality : state.settings.tonality,
  };
  const changed = settings.language !== state.settings.language || settings.tonality !== state.settings.tonality;
  const sections = { ...state.sections };
  const current = sections[section];
  sections[section] = {
    ...current,
    title: formData.has("title") ? formText(formData, "title", 150).trim() : current.title,
    value: formData.has("text") ? textToSectionHtml(formText(formData, "text")) : current.value,
    // saved here, its text is the generator's again (decision 068)
    editedInJobAd: formData.has("text") ? undefined : current.editedInJobAd,
    ...(section === "responsibilities" || section === "requirements" ? { aiGeneration: formData.get("aiGeneration") === "on" } : {}),
  };
  return {
    ...state,
    settings,
    sections: changed ? retitle(sections, settings.language, settings.tonality) : sections,
    download: { newPdf: true },
  };
}
