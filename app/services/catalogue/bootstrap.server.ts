import seedCatalogue from "~/services/catalogue/data/catalogue.csv?raw";
import myChannels from "~/services/catalogue/data/my-channels.json?raw";
import { countCatalogueChannels, fillMissingChannelNames } from "~/models/channel.server";
import { countTaxonomy } from "~/models/taxonomy.server";
import { logger } from "~/platform/logger.server";
import { referenceDataDir } from "./env.server";
import { importCatalogueText, namesInCatalogueText } from "./import/catalogue.server";
import { syncOccupations } from "./import/occupations.server";
import { syncSeedCatalogue } from "./import/seed-sync.server";
import { seedTaxonomy } from "./import/taxonomy.server";

/**
 * Every start (app/entry.server.tsx boot): fill what is empty. The taxonomy and the seed catalogue
 * ship with the app; job titles come from ESCO when REFERENCE_DATA_DIR holds it, else from the
 * built-in list. The seed catalogue's later changes are applied at start too (decision 085), and so
 * are the job-title import's (decision 086); other changes go through the import commands.
 */
export async function ensureCatalogue() {
  const counts = await countTaxonomy();
  if (counts.functions === 0 || counts.locations === 0) {
    const seeded = await seedTaxonomy();
    logger.info(seeded, "catalogue taxonomy seeded");
  }
  // decision 086: imported again when the import's inputs changed (RECRUITER_MEANINGS, the built-in
  // titles, the ESCO files); a failure on a database that has titles leaves them and the app starting
  try {
    const sync = await syncOccupations(referenceDataDir());
    if (sync.status === "imported") logger.info(sync, "job titles imported");
    if (sync.status === "kept-esco") logger.warn({ dir: referenceDataDir() }, "no ESCO files in REFERENCE_DATA_DIR: the ESCO job titles are kept");
  } catch (error) {
    if (counts.titles === 0) throw error;
    logger.error({ err: error }, "job titles not imported again");
  }
  if ((await countCatalogueChannels()) === 0) {
    const catalogue = await syncSeedCatalogue(seedCatalogue);
    // the demo companies' own channels; skipped where the demo data is switched off
    const own = await importCatalogueText(myChannels, "json", { skipUnknownCompanies: true });
    logger.info({ channels: catalogue.inserted, myChannels: own.total }, "seed catalogue imported");
    return;
  }
  // decision 085: the seed catalogue's changes reach a database seeded before them, except channels
  // an import wrote; a failure leaves the catalogue as it was and the app starting
  try {
    const sync = await syncSeedCatalogue(seedCatalogue);
    if (sync.inserted + sync.updated > 0) logger.info(sync, "seed catalogue changes applied");
  } catch (error) {
    logger.error({ err: error }, "seed catalogue changes not applied");
  }
  // decision 084: a catalogue seeded before products had German and Dutch names gets them once
  // (the demo companies' own channels; the seed's rows have them from the sync unless imported)
  const filled = await fillMissingChannelNames([...namesInCatalogueText(seedCatalogue, "csv"), ...namesInCatalogueText(myChannels, "json")]);
  if (filled > 0) logger.info({ channels: filled }, "German and Dutch product names added to the catalogue");
}
