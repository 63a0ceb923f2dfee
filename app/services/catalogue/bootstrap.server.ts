import seedCatalogue from "~/services/catalogue/data/catalogue.csv?raw";
import myChannels from "~/services/catalogue/data/my-channels.json?raw";
import { countCatalogueChannels, fillMissingChannelNames } from "~/models/channel.server";
import { countTaxonomy } from "~/models/taxonomy.server";
import { logger } from "~/platform/logger.server";
import { referenceDataDir } from "./env.server";
import { importCatalogueText, namesInCatalogueText } from "./import/catalogue.server";
import { importOccupations } from "./import/occupations.server";
import { syncSeedCatalogue } from "./import/seed-sync.server";
import { seedTaxonomy } from "./import/taxonomy.server";

/**
 * Every start (app/entry.server.tsx boot): fill what is empty. The taxonomy and the seed catalogue
 * ship with the app; job titles come from ESCO when REFERENCE_DATA_DIR holds it, else from the
 * built-in list. The seed catalogue's later changes are applied at start too (decision 085); other
 * changes go through the import commands.
 */
export async function ensureCatalogue() {
  const counts = await countTaxonomy();
  if (counts.functions === 0 || counts.locations === 0) {
    const seeded = await seedTaxonomy();
    logger.info(seeded, "catalogue taxonomy seeded");
  }
  if (counts.titles === 0) {
    const result = await importOccupations(referenceDataDir());
    logger.info({ source: result.source, titles: result.titles }, "job titles imported");
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
