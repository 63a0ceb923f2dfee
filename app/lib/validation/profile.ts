/** A name part's longest length on /settings/profile (the user menu and the chat widget show it). */
export const NAME_MAX = 100;
