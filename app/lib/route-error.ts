/** spec 1 §8: a failed chunk (module) load shows the network-error screen with Reload. */
export function isChunkLoadError(error: unknown) {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk .* failed/i.test(
      error.message,
    )
  );
}
