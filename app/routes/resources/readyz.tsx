import { getDatabase } from "~/db/client.server";
import { logger } from "~/services/logger.server";

/** Readiness: the database answers. */
export async function loader() {
  try {
    const handle = await getDatabase();
    await handle.ping();
    return Response.json({ status: "ready", database: handle.driver }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "readiness check failed");
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
