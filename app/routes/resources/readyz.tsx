import { getDatabase } from "~/db/client.server";
import { isDraining, migrationsDone } from "~/services/http/lifecycle.server";
import { logger } from "~/platform/logger.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** Readiness (issue 40 §3): not draining, the database answers and has this build's migrations. */
export async function loader() {
  if (isDraining()) return Response.json({ status: "draining" }, { status: 503, headers: NO_STORE });
  try {
    const handle = await getDatabase();
    await handle.ping();
    if (!(await migrationsDone(handle))) {
      return Response.json({ status: "migrating", database: handle.driver }, { status: 503, headers: NO_STORE });
    }
    return Response.json({ status: "ready", database: handle.driver }, { headers: NO_STORE });
  } catch (error) {
    logger.error({ err: error }, "readiness check failed");
    return Response.json({ status: "unavailable" }, { status: 503, headers: NO_STORE });
  }
}
