// What index.html's inline script (scripts/vite-pyodide-assets.ts) leaves for the sandbox on a playground link: the
// downloads of the Pyodide files, started while the app's own chunks load. Each is taken over once.

/** The `window` property the inline script sets: file name → its fetch(). */
export const EARLY_PYODIDE_GLOBAL = '__cmpPyodideFetches';

export function takePrefetchedPyodide(file: string): Promise<Response> | null {
  const all = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[EARLY_PYODIDE_GLOBAL];
  const started = all && Object.hasOwn(all, file) ? all[file] : undefined;
  if (!all || !started) return null;
  delete all[file];
  return started;
}
