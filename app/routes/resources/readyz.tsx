import { readiness } from "~/services/http/lifecycle.server";
import { logger } from "~/platform/logger.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** Readiness (issue 40 §3): 200 only when ready, 503 while draining, migrating or without a database. */
export async function loader() {
  try {
    const state = await readiness();
    return Response.json(state, { status: state.status === "ready" ? 200 : 503, headers: NO_STORE });
  } catch (error) {
    logger.error({ err: error }, "readiness check failed");
    return Response.json({ status: "unavailable" }, { status: 503, headers: NO_STORE });
  }
}
