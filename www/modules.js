// Which WebAssembly package holds a game: the one seam through which embedded boards find
// their code. `moduleFor(slug)` gives the URL of the wasm-bindgen JS module (`--target web`)
// whose Playground plays `slug`; its `.wasm` lies beside it, named as wasm-bindgen names it
// (`arbiter.js` → `arbiter_bg.wasm`). URLs are resolved against this file, so a site can serve
// the package from any sub-path, or another origin that sends CORS headers.

/** The URL of the JS module whose Playground plays `slug` (any game, for now: the full one). */
export function moduleFor(_slug) {
  return new URL('./pkg/arbiter.js', import.meta.url).href;
}
