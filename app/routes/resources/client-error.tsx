import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  CLIENT_ERROR_LIMIT_PER_MINUTE,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_STACK_MAX,
  clientErrorReport,
} from "~/lib/client-errors";
import { recordClientError } from "~/models/client-error.server";
import { WindowLimiter } from "~/services/http/window-limiter.server";
import { readJson } from "~/services/http/request.server";
import { logger } from "~/platform/logger.server";

const reportSchema = z.object({
  kind: z.enum(["error", "unhandledrejection"]),
  message: z.string().min(1).max(CLIENT_ERROR_MESSAGE_MAX * 4),
  source: z.string().max(2048).nullish(),
  line: z.number().int().nonnegative().nullish(),
  column: z.number().int().nonnegative().nullish(),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX * 4).nullish(),
  page: z.string().min(1).max(2048).startsWith("/"),
});

let limiter: WindowLimiter | undefined;

/**
 * spec 1 §8 "Uncaught browser errors": the beacon of app/lib/client-errors.ts. Any page may report
 * (the sign-in pages too), so it is limited per client address; the report is cleaned again here —
 * a browser is not trusted to have done it — then kept and written to the log.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  limiter ??= new WindowLimiter(CLIENT_ERROR_LIMIT_PER_MINUTE);
  const limited = limiter.hit(context.clientIp ?? "unknown");
  if (!limited.ok) return new Response(null, { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });
  const parsed = reportSchema.safeParse(await readJson(request));
  if (!parsed.success) return Response.json({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  const sent = parsed.data;
  const stack = sent.stack ? Object.assign(new Error(sent.message), { stack: sent.stack }) : sent.message;
  const report = clientErrorReport(sent.kind, stack, { ...sent, message: sent.message });
  await recordClientError(report);
  logger.warn({ clientError: report }, "uncaught browser error");
  return new Response(null, { status: 204 });
}
