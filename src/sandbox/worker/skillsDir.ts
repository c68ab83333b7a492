// Saved skills as a Python package: /cmp_skills/skills/<name>.py, written into each run's fresh file system. The
// package's __init__ runs no skill: `from skills import name` loads that one module (with BASE_URL, BASE_URLS) and returns its function.
import type { SkillModule } from '../contract';

export const SKILLS_ROOT = '/cmp_skills';
const PACKAGE = `${SKILLS_ROOT}/skills`;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The package's __init__: BASE_URL and BASE_URLS of this run are literals (JSON string syntax is valid Python here). */
const init = (baseUrl: string, baseUrls: string): string => `"""Skills saved for this API. Import one by name: from skills import name."""
import importlib.util as _util
import json as _json
import os as _os
import sys as _sys

_BASE_URL = ${JSON.stringify(baseUrl)}
_BASE_URLS = ${JSON.stringify(baseUrls)}
_DIR = ${JSON.stringify(PACKAGE)}


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
        module.BASE_URL = _BASE_URL
        module.BASE_URLS = dict(_json.loads(_BASE_URLS))
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
  fs.mkdirTree(PACKAGE);
  fs.writeFile(`${PACKAGE}/__init__.py`, init(bases.baseUrl, bases.baseUrls));
  for (const s of skills) {
    if (NAME.test(s.name) && typeof s.code === 'string') fs.writeFile(`${PACKAGE}/${s.name}.py`, s.code);
  }
}
