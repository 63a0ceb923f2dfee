/** A channel's name in German and Dutch where it is not a brand's (English is `channels.name`). */
export interface ChannelNames {
  de?: string;
  nl?: string;
}

/**
 * A channel's name for a reader (decision 084): a generic product's German or Dutch name from the
 * catalogue ("Video-Stellenanzeige", "Videovacature"), else the catalogue's name — a brand
 * ("StepStone Deutschland", "LinkedIn Job Post") reads the same in every language.
 * `locale` is a UI locale ("de-DE") or a language ("de").
 */
export function channelName(name: string, names: ChannelNames | null | undefined, locale: string): string {
  const language = locale.slice(0, 2);
  if (language !== "de" && language !== "nl") return name;
  return names?.[language]?.trim() || name;
}
