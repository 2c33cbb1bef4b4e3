// The text of a thrown error, for the page: the wasm package throws its refusals as strings,
// JavaScript throws Errors. Used by the pages, the embed and the workers.

export function errorText(err) {
  return err instanceof Error ? err.message : String(err);
}
