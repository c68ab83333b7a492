// The Python a `code-spec` search runs: the specs (handed in as JSON files, read-only) loaded as dicts, a $ref
// helper, then the model's code compiled as "<search>" so its traceback lines are its own.

/** Where a search run finds the loaded specs: /specs/<short name>.json. */
export const SPECS_DIR = '/specs';

const PRELUDE = `import json as _json, os as _os
specs = {_n[:-5]: _json.load(open(${JSON.stringify(SPECS_DIR)} + "/" + _n, encoding="utf-8")) for _n in sorted(_os.listdir(${JSON.stringify(SPECS_DIR)})) if _n.endswith(".json")}
spec = next(iter(specs.values()), {})
_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def resolve(node, doc=None):
    """node with its "$ref" followed (local refs, one level)."""
    doc = spec if doc is None else doc
    if isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/"):
        target = doc
        for part in node["$ref"][2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            target = target[int(part)] if isinstance(target, list) else target[part]
        return target
    return node


def operations(doc=None):
    """(method, path, operation) for every operation of the document."""
    doc = spec if doc is None else doc
    out = []
    for path, item in (doc.get("paths") or {}).items():
        item = resolve(item, doc)
        for method in _METHODS:
            if isinstance(item, dict) and isinstance(item.get(method), dict):
                out.append((method.upper(), path, item[method]))
    return out


`;

/** The search run's script: the prelude, then the model's code in the same globals (its `result` is the run's). */
export function specSearchProgram(code: string): string {
  return `${PRELUDE}exec(compile(${JSON.stringify(code)}, "<search>", "exec"), globals())\n`;
}
