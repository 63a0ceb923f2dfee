import type { ExportDocument } from "../export/campaign-document.server";
import type { JobDocument } from "../jobdesc/document.server";

/** Messages between the main thread and the PDF thread (render.server.ts, render-worker.server.ts). */
export type RenderJob = { kind: "job-description"; content: JobDocument } | { kind: "campaign-export"; content: ExportDocument };
export type RenderRequest = RenderJob & { id: number };
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * Buffers cross a thread as plain Uint8Arrays; pdfkit draws images only from Buffers (it reads a
 * Uint8Array as a file path), so the worker turns them back.
 */
export function reviveBuffers<T>(value: T): T {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength) as T;
  if (Array.isArray(value)) return value.map(reviveBuffers) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, reviveBuffers(entry)])) as T;
  }
  return value;
}
