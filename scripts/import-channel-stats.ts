/**
 * `npm run import:channel-stats -- <file.csv> [--company <tenant-slug>]`: job-board statistics
 * (impressions, reach, engagements per campaign, channel and day) in the format of
 * docs/analytics-channel-stats.md. The company is the one owning the file's campaigns (or the one
 * named). One bad row and nothing is imported; every bad row is listed. Stop the app first when it
 * runs on PGlite (one process per folder).
 */
import fs from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { getDb, openDatabase, runMigrations, setDatabase } from "../app/db/client.server";
import { campaigns, companies } from "../app/db/schema";
import { isUuid } from "../app/lib/uuid";
import { importChannelStats } from "../app/services/analytics/channel-stats.server";
import { parseEnv } from "../app/platform/env.server";

const args = process.argv.slice(2);
const companyFlag = args.indexOf("--company");
const slug = companyFlag >= 0 ? args[companyFlag + 1] : undefined;
const file = args.find((a, i) => !a.startsWith("--") && i !== companyFlag + 1);
if (!file || (companyFlag >= 0 && !slug)) {
  console.error("Usage: npm run import:channel-stats -- <file.csv> [--company <tenant-slug>]");
  process.exit(2);
}
const csv = fs.readFileSync(file, "utf8");
const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
setDatabase(handle);
let exitCode = 0;
try {
  await runMigrations(handle);
  const db = await getDb();
  let companyId: string | undefined;
  if (slug) {
    [{ id: companyId } = { id: undefined }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tenantSlug, slug));
    if (!companyId) throw new Error(`No company with tenant slug "${slug}"`);
  } else {
    // the companies of the campaign ids in the file: exactly one, else the file mixes companies
    const ids = [...new Set([...csv.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi)].map((m) => m[0].toLowerCase()))].filter(isUuid);
    const owners = ids.length ? await db.selectDistinct({ companyId: campaigns.companyId }).from(campaigns).where(inArray(campaigns.id, ids)) : [];
    if (owners.length !== 1) throw new Error(owners.length ? "The file's campaigns belong to several companies: name one with --company" : "No known campaign in the file: name the company with --company");
    companyId = owners[0].companyId;
  }
  const result = await importChannelStats(companyId, csv);
  if (result.ok) console.log(`${file}: ${result.rows} rows imported.`);
  else {
    exitCode = 1;
    console.error(`${file}: nothing imported.`);
    for (const e of result.errors) console.error(`  line ${e.line}${e.column ? `, ${e.column}` : ""}: ${e.error}`);
  }
} catch (error) {
  exitCode = 1;
  console.error((error as Error).message);
} finally {
  await handle.close();
}
process.exit(exitCode);
