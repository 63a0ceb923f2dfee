import seedCatalogue from "~/services/catalogue/data/catalogue.csv?raw";
import myChannels from "~/services/catalogue/data/my-channels.json?raw";
import { countCatalogueChannels, fillMissingChannelNames } from "~/models/channel.server";
import { countTaxonomy } from "~/models/taxonomy.server";
import { logger } from "~/platform/logger.server";
import { referenceDataDir } from "./env.server";
import { importCatalogueText, namesInCatalogueText } from "./import/catalogue.server";
import { importOccupations } from "./import/occupations.server";
import { seedTaxonomy } from "./import/taxonomy.server";

/**
 * First start (app/entry.server.tsx boot): fill what is empty. The taxonomy and the seed catalogue
 * ship with the app; job titles come from ESCO when REFERENCE_DATA_DIR holds it, else from the
 * built-in list. Later changes go through the import commands.
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
    const catalogue = await importCatalogueText(seedCatalogue, "csv");
    // the demo companies' own channels; skipped where the demo data is switched off
    const own = await importCatalogueText(myChannels, "json", { skipUnknownCompanies: true });
    logger.info({ channels: catalogue.total, myChannels: own.total }, "seed catalogue imported");
  } else {
    // decision 084: a catalogue seeded before products had German and Dutch names gets them once
    const filled = await fillMissingChannelNames([...namesInCatalogueText(seedCatalogue, "csv"), ...namesInCatalogueText(myChannels, "json")]);
    if (filled > 0) logger.info({ channels: filled }, "German and Dutch product names added to the catalogue");
  }
}
