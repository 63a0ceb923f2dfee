/**
 * spec 1 §5: uploaded file names are sanitised: any character other than a letter or digit becomes
 * an underscore and the extension is kept ("my logo (1).PNG" → "my_logo__1_.PNG").
 */
export function sanitizeFileName(name: string) {
  // a browser may send a full path (old IE) — keep the last segment only
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const hasExtension = dot > 0 && dot < base.length - 1;
  const stem = hasExtension ? base.slice(0, dot) : base;
  const extension = hasExtension ? base.slice(dot + 1) : "";
  const cleanStem = stem.replace(/[^a-zA-Z0-9]/g, "_") || "file";
  const cleanExtension = extension.replace(/[^a-zA-Z0-9]/g, "_");
  return cleanExtension ? `${cleanStem}.${cleanExtension}` : cleanStem;
}
