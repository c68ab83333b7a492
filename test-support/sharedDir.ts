// Where the material that lives beside the repo is (`../shared`: real specs and the labelled search set), and its
// trimmed copy committed under test-support/shared-trimmed/ (made by scripts/trim-shared.ts) that tests always run on.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared`, or the folder CMP_SHARED_DIR names (point it at an empty folder to run as a clean clone would). */
export const SHARED_DIR = resolve(process.env.CMP_SHARED_DIR ?? fileURLToPath(new URL('../../shared/', import.meta.url)));

/** The committed subset: same layout (specs/, eval/search-dev.jsonl), operations and descriptions trimmed. */
export const TRIMMED_DIR = resolve(fileURLToPath(new URL('./shared-trimmed/', import.meta.url)));

/** Specs the trimmed set does not copy because src/core/openapi/__fixtures__ holds them unchanged. */
const OPENAPI_FIXTURES = fileURLToPath(new URL('../src/core/openapi/__fixtures__/', import.meta.url));

/** True when every path (relative to SHARED_DIR) exists. */
export function hasShared(...paths: string[]): boolean {
  return paths.every((p) => existsSync(resolve(SHARED_DIR, p)));
}

/** Path of spec `name` in `dir`'s specs/ folder; for the trimmed set, also the openapi fixtures it shares. */
export function specPath(dir: string, name: string): string {
  const own = resolve(dir, 'specs', name);
  if (dir !== TRIMMED_DIR || existsSync(own)) return own;
  return resolve(OPENAPI_FIXTURES, name);
}
