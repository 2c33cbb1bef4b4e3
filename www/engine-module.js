// The full package's WebAssembly for the computer workers (computer-worker.js), compiled once
// in the page and posted to each worker as a compiled `WebAssembly.Module`: workers started
// together (one per core, and fresh ones after every Stop) no longer each fetch and compile
// the whole module at once, competing for the cores the search needs.

const WASM = new URL('./pkg/arbiter_bg.wasm', import.meta.url);

let compiled = null;

/** Compiles the module from the bytes: for a host that serves .wasm without its MIME type,
 * which `compileStreaming` refuses. */
async function compileBytes() {
  const response = await fetch(WASM);
  if (!response.ok) throw new Error(`${WASM} answered ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** The compiled module, once per page; null when the page could not compile it (each worker
 * then loads its own, and reports what fails). */
export function engineModule() {
  compiled ??= WebAssembly.compileStreaming(fetch(WASM))
    .catch(compileBytes)
    .catch(() => null);
  return compiled;
}

/** A computer worker, given the compiled module as soon as it is ready: questions posted
 * before wait in the worker until it has it. */
export function computerWorker() {
  const worker = new Worker(new URL('./computer-worker.js', import.meta.url), { type: 'module' });
  engineModule().then((module) => worker.postMessage({ module }));
  return worker;
}
