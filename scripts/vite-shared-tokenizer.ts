// Vite plugin (build only): gpt-tokenizer's o200k table (bpeRanks/o200k_base.js, 2.7 MB) ships as ONE file that
// the page's chunks and the catalog worker's chunks import by URL. Vite bundles workers in a separate build, so
// without this each side carries its own copy and a visit downloads the table twice.
// The file is `export default JSON.parse('…')`: V8 reads one string and JSON.parse far faster than a 200k-entry array
// literal (Node: 690 → 280 ms; Chromium's worker spent 1.4 s parsing and compiling the literal on every first visit).
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageRoot = path.resolve(path.dirname(require.resolve('gpt-tokenizer')), '..');
export const RANKS = realpathSync(path.join(packageRoot, 'esm/bpeRanks/o200k_base.js'));

interface TableFile {
  fileName: string;
  code: string;
}
let table: Promise<TableFile> | null = null;

/** The table as one ASCII-only JSON string (the build is ASCII-only, vite.config.ts), content-hashed like Vite's assets. */
export function tableModule(ranks: ReadonlyArray<string | number[]>): string {
  const json = JSON.stringify(ranks).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `export default JSON.parse('${json.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}');\n`;
}

function buildTable(): Promise<TableFile> {
  table ??= (async () => {
    const { default: ranks } = (await import(pathToFileURL(RANKS).href)) as { default: Array<string | number[]> };
    const code = tableModule(ranks);
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    return { fileName: `assets/o200k_table-${hash}.js`, code };
  })();
  return table;
}

/** `emit`: false in the worker build (the page build writes the file once). */
export function sharedTokenizer(options: { emit: boolean }): Plugin {
  let base = '/';
  return {
    name: 'cmp-shared-tokenizer',
    apply: 'build',
    // Before Vite's resolver, which would hand the module to the bundler.
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    async resolveId(id, importer) {
      if (!importer || !id.endsWith('bpeRanks/o200k_base.js')) return null;
      if (realpathSync.native(path.resolve(path.dirname(importer), id)) !== RANKS) return null;
      return { id: `${base}${(await buildTable()).fileName}`, external: 'absolute' };
    },
    async generateBundle() {
      if (!options.emit) return;
      const { fileName, code } = await buildTable();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
