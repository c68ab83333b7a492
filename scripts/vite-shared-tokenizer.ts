// Vite plugin (build only): gpt-tokenizer's o200k table (bpeRanks/o200k_base.js, 2.7 MB) ships as ONE file that
// the page's chunks and the catalog worker's chunks import by URL. Vite bundles workers in a separate build, so
// without this each side carries its own copy and a visit downloads the table twice.
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageRoot = path.resolve(path.dirname(require.resolve('gpt-tokenizer')), '..');
const RANKS = realpathSync(path.join(packageRoot, 'esm/bpeRanks/o200k_base.js'));

interface TableFile {
  fileName: string;
  code: string;
}
let table: Promise<TableFile> | null = null;

/** The table minified and ASCII-only like the rest of the build (vite.config.ts), content-hashed like Vite's assets. */
function buildTable(): Promise<TableFile> {
  table ??= (async () => {
    const { rolldown } = await import('rolldown');
    const bundle = await rolldown({ input: RANKS, platform: 'browser', logLevel: 'warn' });
    try {
      const { output } = await bundle.generate({ format: 'es', minify: true, charset: 'ascii' });
      const chunk = output.find((o) => o.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('cmp-shared-tokenizer: the o200k table bundle produced no chunk');
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      return { fileName: `assets/o200k_table-${hash}.js`, code: chunk.code };
    } finally {
      await bundle.close();
    }
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
