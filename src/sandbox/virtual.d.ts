// Types of `virtual:cmp-sandbox-worker`, provided by scripts/vite-pyodide-assets.ts; tsconfig.base.json's paths
// map the name here, so every program that imports the sandbox host finds it.

/** The sandbox worker bundled as one self-contained classic script. */
declare const code: string;
export default code;
/** Pyodide assets folder relative to the site base, e.g. "pyodide/314.0.7/". */
export declare const PYODIDE_DIR: string;
/** File name of the standard library zip in that folder (ours: with bytecode, named by content). */
export declare const STDLIB_ZIP: string;
