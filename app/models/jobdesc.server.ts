import { createHash } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from "~/lib/jobdesc/constants";
import { getDb } from "~/db/client.server";
import { isUuid } from "~/lib/uuid";
import { jobdescCompanyOptions, jobdescCompanySettings, jobdescGenerations, jobdescPdfs } from "~/db/schema";
import { insertUnderCap } from "./capped-insert.server";

/**
 * The generator's shared data (issue 13), every query scoped by company first: generation
 * requests, the company's option lists and settings, and the last rendered PDF per campaign.
 */
export const OPTION_KINDS = ["information", "benefits", "signature"] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];
/** A generation counts as in flight while the waiting page still polls for it (spec 2 §4: 15 polls, 2 s apart). */
export const GENERATION_IN_FLIGHT_MS = POLL_MAX_ATTEMPTS * POLL_INTERVAL_MS;

/** Newest first; a company rarely needs more than a screenful of saved texts per list. */
export const OPTION_LIST_LIMIT = 20;

export async function createGeneration(companyId: string, campaignId: string, userId: string | null, request: object) {
  const db = await getDb();
  const [row] = await db
    .insert(jobdescGenerations)
    .values({ companyId, campaignId, createdBy: userId, request: request as Record<string, unknown> })
    .returning({ id: jobdescGenerations.id });
  return row.id;
}

/**
 * A new generation request, unless one for this job description is still in flight (issue 36 §6:
 * 20 "Generate" at once were 20 writer calls): then that one's id, `created: false`. Requests for
 * one campaign take turns on a transaction lock, so two cannot both find none.
 */
export async function createGenerationUnlessInFlight(
  companyId: string,
  campaignId: string,
  userId: string | null,
  request: object,
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobdesc-generation:${campaignId}`}))`);
    const [inFlight] = await tx
      .select({ id: jobdescGenerations.id })
      .from(jobdescGenerations)
      .where(
        and(
          eq(jobdescGenerations.companyId, companyId),
          eq(jobdescGenerations.campaignId, campaignId),
          inArray(jobdescGenerations.status, ["pending", "running"]),
          gt(jobdescGenerations.createdAt, new Date(now.getTime() - GENERATION_IN_FLIGHT_MS)),
        ),
      )
      .limit(1);
    if (inFlight) return { id: inFlight.id, created: false };
    const [row] = await tx
      .insert(jobdescGenerations)
      .values({ companyId, campaignId, createdBy: userId, request: request as Record<string, unknown> })
      .returning({ id: jobdescGenerations.id });
    return { id: row.id, created: true };
  });
}

export async function getGeneration(companyId: string, campaignId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(jobdescGenerations)
    .where(and(eq(jobdescGenerations.companyId, companyId), eq(jobdescGenerations.campaignId, campaignId), eq(jobdescGenerations.id, id)));
  return row ?? null;
}

/** pending → running, once: a second instance (or a retried job) gets null and does nothing. */
export async function claimGeneration(companyId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .update(jobdescGenerations)
    .set({ status: "running", updatedAt: new Date() })
    .where(and(eq(jobdescGenerations.companyId, companyId), eq(jobdescGenerations.id, id), eq(jobdescGenerations.status, "pending")))
    .returning();
  return row ?? null;
}

export async function finishGeneration(
  companyId: string,
  id: string,
  outcome: { result: Record<string, unknown> } | { error: string },
) {
  const db = await getDb();
  await db
    .update(jobdescGenerations)
    .set(
      "result" in outcome
        ? { status: "success", result: outcome.result, error: null, updatedAt: new Date() }
        : { status: "error", error: outcome.error, updatedAt: new Date() },
    )
    .where(and(eq(jobdescGenerations.companyId, companyId), eq(jobdescGenerations.id, id)));
}

const hash = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Saved texts a company keeps per kind (issue 47 §7), like its saved company details and invoice
 * addresses (COMPANY_DETAILS_MAX): far above what a company writes about itself, a ceiling for a
 * script. A full list still lets a text be saved over one of its own ("override").
 */
export const SAVED_TEXTS_MAX = 50;
/**
 * The longest text saved: the form takes 20,000 characters (formText) and the rules 2,000
 * characters of text (spec 2 §5, TEXT_MAX_CHARS) — this leaves room for their markup only.
 */
export const SAVED_TEXT_MAX_CHARS = 20_000;

async function optionSaved(companyId: string, kind: OptionKind, valueHash: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: jobdescCompanyOptions.id })
    .from(jobdescCompanyOptions)
    .where(and(eq(jobdescCompanyOptions.companyId, companyId), eq(jobdescCompanyOptions.kind, kind), eq(jobdescCompanyOptions.valueHash, valueHash)));
  return Boolean(row);
}

/**
 * PUT company.information / benefits / signature: saved once per distinct text, at most
 * SAVED_TEXTS_MAX per kind — also when saves arrive at once (the count and the insert run under
 * the company's cap lock). False: the list is full and this text is not in it.
 */
export async function saveCompanyOption(companyId: string, kind: OptionKind, value: string): Promise<boolean> {
  if (!value.trim()) return true;
  if (value.length > SAVED_TEXT_MAX_CHARS) return false;
  const valueHash = hash(value);
  if (await optionSaved(companyId, kind, valueHash)) return true;
  const saved = await insertUnderCap(
    jobdescCompanyOptions,
    jobdescCompanyOptions.companyId,
    companyId,
    SAVED_TEXTS_MAX,
    (tx) => tx.insert(jobdescCompanyOptions).values({ companyId, kind, value, valueHash }).onConflictDoNothing(),
    eq(jobdescCompanyOptions.kind, kind),
  );
  // refused at the cap: unless a concurrent save of the same text got there first
  return saved !== null || (await optionSaved(companyId, kind, valueHash));
}

/** Save mode "override": the chosen saved text is replaced (a text already saved elsewhere stays as it is). */
export async function overrideCompanyOption(companyId: string, kind: OptionKind, id: string, value: string) {
  if (!value.trim() || !isUuid(id) || value.length > SAVED_TEXT_MAX_CHARS) return false;
  const db = await getDb();
  const rows = await db
    .update(jobdescCompanyOptions)
    .set({ value, valueHash: hash(value) })
    .where(and(eq(jobdescCompanyOptions.companyId, companyId), eq(jobdescCompanyOptions.kind, kind), eq(jobdescCompanyOptions.id, id)))
    .returning({ id: jobdescCompanyOptions.id })
    .catch(() => []);
  return rows.length > 0;
}

export async function listCompanyOptions(companyId: string, kind: OptionKind) {
  const db = await getDb();
  return db
    .select({ id: jobdescCompanyOptions.id, value: jobdescCompanyOptions.value })
    .from(jobdescCompanyOptions)
    .where(and(eq(jobdescCompanyOptions.companyId, companyId), eq(jobdescCompanyOptions.kind, kind)))
    .orderBy(desc(jobdescCompanyOptions.createdAt), desc(jobdescCompanyOptions.id))
    .limit(OPTION_LIST_LIMIT);
}

export async function getCompanyOption(companyId: string, kind: OptionKind, id: string) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ value: jobdescCompanyOptions.value })
    .from(jobdescCompanyOptions)
    .where(and(eq(jobdescCompanyOptions.companyId, companyId), eq(jobdescCompanyOptions.kind, kind), eq(jobdescCompanyOptions.id, id)));
  return row?.value ?? null;
}

/** GET company.job_description_generator_settings (null: defaults apply). */
export async function getGeneratorSettings(companyId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ sectionTitles: jobdescCompanySettings.sectionTitles, color: jobdescCompanySettings.color })
    .from(jobdescCompanySettings)
    .where(eq(jobdescCompanySettings.companyId, companyId));
  return row ?? null;
}

/** PUT company.job_description_generator_settings: section titles per language, colour. */
export async function saveGeneratorSettings(
  companyId: string,
  settings: { sectionTitles: Record<string, Record<string, string>>; color: string },
) {
  const db = await getDb();
  await db
    .insert(jobdescCompanySettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: jobdescCompanySettings.companyId, set: { ...settings, updatedAt: new Date() } });
}

export async function getStoredPdf(companyId: string, campaignId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ inputHash: jobdescPdfs.inputHash, pdf: jobdescPdfs.pdf })
    .from(jobdescPdfs)
    .where(and(eq(jobdescPdfs.companyId, companyId), eq(jobdescPdfs.campaignId, campaignId)));
  return row ?? null;
}

export async function storePdf(companyId: string, campaignId: string, inputHash: string, pdf: Buffer) {
  const db = await getDb();
  await db
    .insert(jobdescPdfs)
    .values({ companyId, campaignId, inputHash, pdf })
    .onConflictDoUpdate({
      target: [jobdescPdfs.companyId, jobdescPdfs.campaignId],
      set: { inputHash, pdf, createdAt: new Date() },
    });
}

/**
 * spec 2 §3 saved company settings: the header and footer images, stored as normalised copies
 * (services/files/image.server.ts) with their version. Read through
 * services/files/stored-images.server.ts, which normalises images stored before issue 36.
 */
export const GENERATOR_IMAGES = ["header", "footer"] as const;
export type GeneratorImage = (typeof GENERATOR_IMAGES)[number];
export interface StoredImage {
  bytes: Uint8Array;
  mime: string;
  version: number;
}

const IMAGE_COLUMNS = {
  header: { bytes: "headerImage", mime: "headerImageMime", version: "headerImageVersion" },
  footer: { bytes: "footerImage", mime: "footerImageMime", version: "footerImageVersion" },
} as const;

export async function getGeneratorImages(companyId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      header: jobdescCompanySettings.headerImage,
      headerMime: jobdescCompanySettings.headerImageMime,
      headerVersion: jobdescCompanySettings.headerImageVersion,
      footer: jobdescCompanySettings.footerImage,
      footerMime: jobdescCompanySettings.footerImageMime,
      footerVersion: jobdescCompanySettings.footerImageVersion,
    })
    .from(jobdescCompanySettings)
    .where(eq(jobdescCompanySettings.companyId, companyId));
  const image = (bytes: Buffer | null | undefined, mime: string | null | undefined, version = 0) =>
    bytes && mime ? { bytes: Buffer.from(bytes), mime, version } : null;
  return { header: image(row?.header, row?.headerMime, row?.headerVersion), footer: image(row?.footer, row?.footerMime, row?.footerVersion) };
}

function imageColumns(image: GeneratorImage, stored: StoredImage | null): Partial<typeof jobdescCompanySettings.$inferInsert> {
  const columns = IMAGE_COLUMNS[image];
  return {
    [columns.bytes]: stored ? Buffer.from(stored.bytes) : null,
    [columns.mime]: stored?.mime ?? null,
    [columns.version]: stored?.version ?? 0,
  };
}

/** Sets (bytes) or removes (null) the images named; an image not named is kept. */
export async function saveGeneratorImages(companyId: string, images: Partial<Record<GeneratorImage, StoredImage | null>>) {
  const set: Partial<typeof jobdescCompanySettings.$inferInsert> = {};
  for (const image of GENERATOR_IMAGES) if (images[image] !== undefined) Object.assign(set, imageColumns(image, images[image]));
  if (Object.keys(set).length === 0) return;
  const db = await getDb();
  await db
    .insert(jobdescCompanySettings)
    .values({ companyId, ...set })
    .onConflictDoUpdate({ target: jobdescCompanySettings.companyId, set: { ...set, updatedAt: new Date() } });
}

/** As replaceStoredLogo: the normalised copy replaces an image that still has version `from`. */
export async function replaceStoredGeneratorImage(companyId: string, image: GeneratorImage, from: number, stored: StoredImage) {
  const columns = IMAGE_COLUMNS[image];
  const db = await getDb();
  await db
    .update(jobdescCompanySettings)
    .set(imageColumns(image, stored))
    .where(
      and(
        eq(jobdescCompanySettings.companyId, companyId),
        eq(jobdescCompanySettings[columns.version], from),
        isNotNull(jobdescCompanySettings[columns.bytes]),
      ),
    );
}
