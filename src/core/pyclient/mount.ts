// What the sandbox writes under /apis for a run: the shared runtime, a README of the packages, and each package with
// the base URL its calls go to (_server.py, per run: the user may pick another server after generation).
import { ROOT_INIT_PY, RUNTIME_PY } from './runtime';
import type { ApiPackage } from './package';
import { pyString } from './pyText';

/** A package and the server its calls go to in this run. */
export interface MountedPackage extends ApiPackage {
  baseUrl: string;
}

/** Files by path under /apis (e.g. `open_brewery_db/breweries.py`). Empty when there is no package. */
export function apiMountFiles(packages: readonly MountedPackage[]): Record<string, string> {
  if (packages.length === 0) return {};
  const files: Record<string, string> = {
    '__init__.py': ROOT_INIT_PY,
    '_runtime.py': RUNTIME_PY,
    'README.md': ['# APIs', '', ...packages.map((p) => `- \`apis.${p.name}\`: /apis/${p.name}/README.md`), ''].join('\n'),
  };
  for (const p of packages) {
    for (const [rel, text] of Object.entries(p.files)) files[`${p.name}/${rel}`] = text;
    files[`${p.name}/_server.py`] = `"""The server this run sends ${p.name}'s calls to."""\nBASE_URL = ${pyString(p.baseUrl)}\n`;
  }
  return files;
}
