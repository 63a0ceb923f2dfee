/**
 * Issue 36 §11: a stored or served file name has at most this many characters (a 5,000-character
 * name was kept and sent back in Content-Disposition). Longer names lose the end of their stem;
 * an extension of at most FILE_EXTENSION_MAX_LENGTH characters is kept.
 */
export const FILE_NAME_MAX_LENGTH = 100;
export const FILE_EXTENSION_MAX_LENGTH = 16;

/**
 * spec 1 §5: uploaded file names are sanitised: any character other than a letter or digit becomes
 * an underscore and the extension is kept ("my logo (1).PNG" → "my_logo__1_.PNG"); then cut to
 * FILE_NAME_MAX_LENGTH.
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
  const clean = cleanExtension ? `${cleanStem}.${cleanExtension}` : cleanStem;
  if (clean.length <= FILE_NAME_MAX_LENGTH) return clean;
  // an "extension" longer than any real one is just the end of the name
  if (!cleanExtension || cleanExtension.length > FILE_EXTENSION_MAX_LENGTH) return clean.slice(0, FILE_NAME_MAX_LENGTH);
  return `${cleanStem.slice(0, FILE_NAME_MAX_LENGTH - cleanExtension.length - 1)}.${cleanExtension}`;
}

/** The extensions a sniffed type may be served with; the first is used when the name has another. */
const EXTENSIONS_BY_TYPE: Record<string, readonly string[]> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  // the job ad's PDF/Word file (issue 42 §12)
  "application/pdf": ["pdf"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
};

/**
 * The name a stored file is served with: its extension always matches the type sniffed from its
 * content (issue 11 §4: a PNG uploaded as "poly.html" is served as "poly.png", never as .html).
 */
export function fileNameForType(name: string, mime: string) {
  const safe = sanitizeFileName(name);
  const dot = safe.lastIndexOf(".");
  const stem = dot > 0 ? safe.slice(0, dot) : safe;
  const extension = dot > 0 ? safe.slice(dot + 1).toLowerCase() : "";
  const allowed = EXTENSIONS_BY_TYPE[mime] ?? ["bin"];
  const served = allowed.includes(extension) ? extension : allowed[0];
  return `${stem.slice(0, FILE_NAME_MAX_LENGTH - served.length - 1)}.${served}`;
}
