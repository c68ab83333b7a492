// Provided by scripts/vite-pyodide-assets.ts.
declare module 'virtual:cmp-sandbox-worker' {
  /** The sandbox worker bundled as one self-contained classic script. */
  const code: string;
  export default code;
  /** Pyodide assets folder relative to the site base, e.g. "pyodide/314.0.7/". */
  export const PYODIDE_DIR: string;
}
