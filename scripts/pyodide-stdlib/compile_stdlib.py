# Runs inside Pyodide (in Node, at build time): copies the standard library zip and adds bytecode (.pyc) beside
# the source of every module a sandbox imports before its first run, so that boot unmarshals instead of compiling.
# The sources stay, so tracebacks and inspect still show stdlib lines.
import importlib
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc


def stdlib_prefix():
    """The zip on sys.path that holds the standard library, e.g. /lib/python314.zip."""
    return next(p for p in sys.path if p.endswith(".zip"))


def imported_entries(prefix, extra):
    """Zip entries (e.g. json/decoder.py) of every module imported so far, after importing `extra` too."""
    for name in extra:
        importlib.import_module(name)
    entries = set()
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None) or ""
        if path.startswith(prefix + "/") and path.endswith(".py"):
            entries.add(path[len(prefix) + 1:])
    return entries


def add_bytecode(stock, out, prefix, entries):
    """Writes `out`: every entry of `stock` unchanged, and after each source in `entries` its unchecked-hash .pyc."""
    compiled = 0
    with zipfile.ZipFile(stock) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            if info.filename not in entries:
                continue
            # The full path is what the import system would give a module compiled from this source.
            code = compile(data, prefix + "/" + info.filename, "exec", dont_inherit=True)
            pyc = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
            pyc.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(pyc, bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)))
            compiled += 1
    return compiled


def main(stock, out, extra):
    prefix = stdlib_prefix()
    return add_bytecode(stock, out, prefix, imported_entries(prefix, extra))
