/** A posted text field, cut at `max` characters; "" when absent or a file (drafts keep what was typed). */
export function formText(formData: FormData, name: string, max = 20_000) {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}
