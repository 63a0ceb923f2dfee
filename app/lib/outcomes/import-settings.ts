import { z } from "zod";
import { safeHttpUrl } from "../vacancies/mapping";
import { APPLICATION_CONNECTORS } from "./types";

/**
 * The application import's settings form (issue 52 §1, §5). The credential is write-only: left
 * empty it keeps the one saved. The API address must be public https (the server refuses private
 * addresses again when it fetches), or the bundled demo ATS's path.
 */
export const importSettingsSchema = z.object({
  connector: z.enum(APPLICATION_CONNECTORS, { message: "import.error.connector" }),
  baseUrl: z
    .string({ message: "import.error.base-url" })
    .trim()
    .max(500, "import.error.base-url")
    .refine((value) => /^\/demo-ats\/[a-z0-9-]+\/harvest\/$/.test(value) || safeHttpUrl(value) !== null, "import.error.base-url"),
  credential: z.string().trim().max(500, "import.error.credential").optional(),
  enabled: z.literal("on").optional(),
});

/** A mapping row: a source name and a channel id, "" for "no channel", "default" for the reviewed default. */
export const sourceMappingSchema = z.object({
  sourceName: z.string().trim().min(1).max(200),
  channelId: z.union([z.literal(""), z.literal("default"), z.string().uuid()]),
});

export const DEFAULT_API_URLS: Record<(typeof APPLICATION_CONNECTORS)[number], string> = {
  greenhouse: "https://harvest.greenhouse.io/",
  lever: "https://api.lever.co/",
  personio: "https://api.personio.de/",
};
