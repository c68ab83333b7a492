// Saved skills as a Python package: /cmp_skills/skills/<name>.py, written into each run's fresh file system. The
// package's __init__ runs no skill: `from skills import name` imports that one module and hands back its function.
import type { SkillModule } from '../contract';

export const SKILLS_ROOT = '/cmp_skills';
const PACKAGE = `${SKILLS_ROOT}/skills`;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const INIT = `"""Skills saved for this API. Import one by name: from skills import name."""
import importlib as _importlib


def __getattr__(name):
    if name.startswith("_"):
        raise AttributeError(name)
    try:
        module = _importlib.import_module(f"skills.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"skills.{name}":
            raise
        raise ImportError(f"No skill named {name!r} is saved for this API (the Skills panel lists them)") from None
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
export function handInSkills(fs: SkillsFs, skills: readonly SkillModule[]): void {
  fs.mkdirTree(PACKAGE);
  fs.writeFile(`${PACKAGE}/__init__.py`, INIT);
  for (const s of skills) {
    if (NAME.test(s.name) && typeof s.code === 'string') fs.writeFile(`${PACKAGE}/${s.name}.py`, s.code);
  }
}
