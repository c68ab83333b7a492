// Saved skills as a Python package: /cmp_skills/skills/<name>.py, written into each run's fresh file system. The
// package's __init__ runs no skill: `from skills import name` loads that one module (with BASE_URL, BASE_URLS, each under the names
// the skill was saved with) and returns its function.
import type { SkillModule } from '../contract';

export const SKILLS_ROOT = '/cmp_skills';
const PACKAGE = `${SKILLS_ROOT}/skills`;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** An API's short name (core/sources' pattern, kept here so the worker bundle does not pull in core/sources). */
const API_NAME = /^[a-z_][a-z0-9_]{0,47}$/;

/** The package's __init__: BASE_URL and BASE_URLS of this run are literals (JSON string syntax is valid Python here). */
const init = (baseUrl: string, baseUrls: string, names: string): string => `"""Skills saved for this API. Import one by name: from skills import name."""
import importlib.util as _util
import json as _json
import os as _os
import sys as _sys

_BASE_URL = ${JSON.stringify(baseUrl)}
_BASE_URLS = ${JSON.stringify(baseUrls)}
_NAMES = ${JSON.stringify(names)}
_DIR = ${JSON.stringify(PACKAGE)}


def _bases(name):
    # A skill saved under other short names (or another first API) sees its APIs as it knew them.
    now = dict(_json.loads(_BASE_URLS))
    renamed, base = _json.loads(_NAMES).get(name, [{}, None])
    bases = dict(now)
    for was, new in renamed.items():
        if new in now:
            bases[was] = now[new]
    return now.get(base, _BASE_URL) if base else _BASE_URL, bases


def __getattr__(name):
    if name.startswith("_"):
        raise AttributeError(name)
    full = f"skills.{name}"
    module = _sys.modules.get(full)
    if module is None:
        path = f"{_DIR}/{name}.py"
        if not _os.path.isfile(path):
            raise ImportError(f"No skill named {name!r} is saved for this API (the Skills panel lists them)")
        spec = _util.spec_from_file_location(full, path)
        module = _util.module_from_spec(spec)
        module.BASE_URL, module.BASE_URLS = _bases(name)
        _sys.modules[full] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del _sys.modules[full]
            raise
    fn = getattr(module, name)
    globals()[name] = fn
    return fn
`;

/** The sys.path entry and empty package made before the snapshot, so the import system knows the folder. */
export const SKILLS_SETUP = `import os as _os\n_os.makedirs(${JSON.stringify(PACKAGE)}, exist_ok=True)\nsys.path.append(${JSON.stringify(SKILLS_ROOT)})\n`;

interface SkillsFs {
  mkdirTree: (path: string) => void;
  writeFile: (path: string, data: string) => void;
}

/** Writes the package and one module per skill; a name that is not a plain identifier is skipped. */
export function handInSkills(fs: SkillsFs, skills: readonly SkillModule[], bases: { baseUrl: string; baseUrls: string }): void {
  const kept = skills.filter((s) => NAME.test(s.name) && typeof s.code === 'string');
  fs.mkdirTree(PACKAGE);
  fs.writeFile(`${PACKAGE}/__init__.py`, init(bases.baseUrl, bases.baseUrls, skillNames(kept)));
  for (const s of kept) fs.writeFile(`${PACKAGE}/${s.name}.py`, s.code);
}

/** JSON of skill → [renamed, baseName] for the skills that need either; malformed names are dropped. */
export function skillNames(skills: readonly SkillModule[]): string {
  const names: Record<string, [Record<string, string>, string | null]> = {};
  for (const s of skills) {
    const renamed = typeof s.renamed === 'object' && s.renamed !== null
      ? Object.fromEntries(Object.entries(s.renamed).filter(([was, now]) => API_NAME.test(was) && typeof now === 'string' && API_NAME.test(now)))
      : {};
    const base = typeof s.baseName === 'string' && API_NAME.test(s.baseName) ? s.baseName : null;
    if (Object.keys(renamed).length > 0 || base) names[s.name] = [renamed, base];
  }
  return JSON.stringify(names);
}
