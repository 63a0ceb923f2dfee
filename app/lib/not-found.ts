/**
 * The 404 for a missing or foreign record, a switched-off feature or an unknown path segment (spec 1:
 * never say which); one helper instead of hand-written throws (issue 39 §7, decision 067).
 */
export function notFound(init?: Omit<ResponseInit, "status">): never {
  throw new Response("Not Found", { ...init, status: 404 });
}

