import { listChannelsBySlug, setCatalogueSource, upsertChannels } from "~/models/channel.server";
import { SEED_CATALOGUE_HISTORY } from "../data/catalogue-seed-history";
import { CatalogueImportError, channelImportSchema, parseCatalogueText, prepareChannels } from "./catalogue.server";
import { factsFingerprint, factsOfRecord, recordFingerprint, type CatalogueFacts } from "./seed-facts";
import { seedTaxonomy } from "./taxonomy.server";

/** `channels.catalogue_source` of a row the seed catalogue wrote (decision 085). */
export const seedSource = (record: Record<string, unknown>) => `seed:${recordFingerprint(record)}`;
/** of a row an import wrote: "import:<fingerprint of the file's row>", or "import" for a row of before decision 085 that no seed wrote */
export const IMPORTED_SOURCE = "import";

export interface SeedSyncResult {
  /** seed channels the database did not have */
  inserted: number;
  /** channels that took the seed's current row */
  updated: number;
  /** channels last written by an import (or a company's own with the slug): left as they are */
  kept: number;
  /** channels that already had the seed's current row */
  current: number;
}

/**
 * Decision 085: brings the shared catalogue up to the seed catalogue shipped with the app, at every
 * start and on an empty database alike. A channel takes the seed's row when the seed wrote it last
 * (`catalogue_source` "seed:…" of an earlier row) or when it was written before decision 085 and its
 * facts are those of a shipped version of the seed (catalogue-seed-history.ts); a channel an import
 * wrote ("import", or a row of before whose facts are no seed's) is left alone, and so is a
 * company's own channel. Idempotent; when nothing changed it is one read of ~350 rows.
 */
export async function syncSeedCatalogue(text: string): Promise<SeedSyncResult> {
  const records = parseCatalogueText(text, "csv");
  const seed = records.map((record) => ({ record, slug: String(record.slug ?? "").trim(), source: seedSource(record) }));
  const stored = new Map((await listChannelsBySlug(seed.map((s) => s.slug))).map((row) => [row.slug, row]));
  const result: SeedSyncResult = { inserted: 0, updated: 0, kept: 0, current: 0 };
  const write = new Map<string, string>();
  const imported: string[] = [];
  const adopted: string[] = [];
  for (const { record, slug, source } of seed) {
    const row = stored.get(slug);
    if (!row) {
      write.set(slug, source);
      result.inserted++;
    } else if (row.companyId !== null) {
      result.kept++;
    } else if (row.catalogueSource === source && row.searchSpecialism === "") {
      // the seed's row written before the search's tiers (decision 087): its words again, in tiers
      write.set(slug, source);
      result.updated++;
    } else if (row.catalogueSource === source) {
      result.current++;
    } else if (row.catalogueSource === `${IMPORTED_SOURCE}:${source.slice("seed:".length)}`) {
      // an import of the seed's own row (`npm run import:catalogue` of the seed file): the seed's again
      adopted.push(slug);
      result.current++;
    } else if (row.catalogueSource?.startsWith(IMPORTED_SOURCE)) {
      result.kept++;
    } else if (row.catalogueSource?.startsWith("seed:") || writtenBySeed(slug, row, record)) {
      write.set(slug, source);
      result.updated++;
    } else {
      // written before decision 085 and not as any seed had it: an import's, from now on
      imported.push(slug);
      result.kept++;
    }
  }
  if (write.size > 0) {
    // all rows: a bundle's composed texts name the bundle, which may not be among those written
    let prepared = await prepareChannels(records);
    if (prepared.errors.some((e) => e.message.startsWith("unknown "))) {
      // the seed may use vocabulary the shipped taxonomy gained since this database was seeded
      await seedTaxonomy();
      prepared = await prepareChannels(records);
    }
    if (prepared.errors.length > 0) throw new CatalogueImportError(prepared.errors);
    const rows = prepared.rows.filter((row) => write.has(row.slug)).map((row) => ({ ...row, catalogueSource: write.get(row.slug)! }));
    await upsertChannels(rows);
  }
  await setCatalogueSource(imported, IMPORTED_SOURCE);
  for (const slug of adopted) await setCatalogueSource([slug], seed.find((s) => s.slug === slug)!.source);
  return result;
}

/** A row of before decision 085 whose facts are those of the seed now or of an earlier version of it. */
function writtenBySeed(slug: string, row: CatalogueFacts, record: Record<string, unknown>) {
  const facts = factsFingerprint(row);
  if (SEED_CATALOGUE_HISTORY[slug]?.includes(facts)) return true;
  const parsed = channelImportSchema.safeParse(record);
  return parsed.success && factsFingerprint(factsOfRecord(parsed.data)) === facts;
}
