"""Runs one script in fresh globals and reports the outcome as JSON text plus the result's bytes (read by the worker)."""

import builtins
import io
import json
import os
import sys
import traceback
import requests
import cmp_result
import cmp_tools

from pyodide.code import eval_code_async
from pyodide.ffi import to_js

SCRIPT_NAME = "<script>"
SHIM_PREFIX = "/lib/cmp/"
DATA_DIR = "/data"
_MISSING = object()


def _importable(entry):
    """An absolute sys.path entry whose real path is not /data or under it ('' is the working directory)."""
    if not isinstance(entry, str) or not entry.startswith("/"):
        return False
    real = os.path.realpath(entry)
    return real != DATA_DIR and not real.startswith(DATA_DIR + "/")


def seal_path():
    """Drops sys.path entries that can resolve to /data: Pyodide inserts '' on every start (a snapshot restore too),
    so after a script's os.chdir("/data") a module planted there by an earlier run would be imported."""
    sys.path[:] = [p for p in sys.path if _importable(p)]
    for key in [k for k in sys.path_importer_cache if not _importable(k)]:
        del sys.path_importer_cache[key]


class CappedText(io.TextIOBase):
    """A text stream that keeps the first `limit` characters and counts the rest (cheap under a print flood)."""

    def __init__(self, name, limit):
        self.name = name
        self._limit = limit
        self._parts = []
        self._kept = 0
        self.dropped = 0

    def writable(self):
        return True

    def write(self, text):
        if not isinstance(text, str):
            raise TypeError("write() argument must be str, not %s" % type(text).__name__)
        room = self._limit - self._kept
        if room <= 0:
            self.dropped += len(text)
        elif len(text) <= room:
            self._parts.append(text)
            self._kept += len(text)
        else:
            self._parts.append(text[:room])
            self._kept = self._limit
            self.dropped += len(text) - room
        return len(text)

    def value(self):
        text = "".join(self._parts)
        if self.dropped:
            text += "\n… [%s truncated: %d more characters dropped]" % (self.name, self.dropped)
        return text


def _format_error(exc):
    """One-line error and a traceback limited to the user's own frames."""
    frames = traceback.extract_tb(exc.__traceback__)
    start = next((i for i, f in enumerate(frames) if f.filename == SCRIPT_NAME), len(frames))
    frames = [f for f in frames[start:] if not f.filename.startswith(SHIM_PREFIX)]
    lines = ["Traceback (most recent call last):\n"] if frames else []
    lines += traceback.format_list(frames)
    lines += traceback.format_exception_only(type(exc), exc)
    only = "".join(traceback.format_exception_only(type(exc), exc)).strip().splitlines()
    return (only[0] if only else type(exc).__name__), "".join(lines)


def _cap(text, max_chars, what):
    """Keeps the first `max_chars` characters and says how many were dropped (applied once, before encoding)."""
    if len(text) <= max_chars:
        return text, False
    return "%s\n… [%s truncated: %d more characters dropped]" % (text[:max_chars], what, len(text) - max_chars), True


def _base_urls(pairs_json):
    """BASE_URLS: short name → base URL of every API of the run, in order (a fresh dict each run)."""
    try:
        pairs = json.loads(pairs_json)
    except ValueError:
        return {}
    return {p[0]: p[1] for p in pairs if isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p)}


async def run(code, base_url, max_chars, max_result_bytes, base_urls="[]"):
    """Executes `code` as __main__ with BASE_URL and BASE_URLS set; never raises. Returns [outcome JSON, result bytes or None]:
    the result travels as bytes (its buffer is transferred), never re-encoded inside the outcome."""
    seal_path()
    # The execute tool's guide promises `requests` and `json` as globals; scripts may still import them.
    urls = _base_urls(base_urls)
    scope = {"__name__": "__main__", "__builtins__": builtins, "BASE_URL": base_url, "BASE_URLS": urls, "requests": requests, "json": json,
             "call_tool": cmp_tools.make_call_tool(dict(urls)), "ToolError": cmp_tools.ToolError}
    outcome = {"ok": True}
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = CappedText("stdout", max_chars), CappedText("stderr", max_chars)
    captured = sys.stdout, sys.stderr
    try:
        await eval_code_async(code, scope, filename=SCRIPT_NAME, return_mode="none")
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt are script failures too
        if isinstance(exc, SystemExit) and exc.code in (None, 0):
            pass
        else:
            error, tb = _format_error(exc)
            outcome = {"ok": False, "error": _cap(error, max_chars, "error")[0], "traceback": _cap(tb, max_chars, "traceback")[0]}
    finally:
        sys.stdout, sys.stderr = saved
        for stream in saved:
            try:
                stream.flush()
            except Exception:
                pass
    outcome["stdout"], outcome["stderr"] = captured[0].value(), captured[1].value()
    outcome["truncated"] = [s.name for s in captured if s.dropped]
    value = scope.get("result", _MISSING)
    result = None
    if value is not _MISSING:
        result, outcome["resultTruncated"] = cmp_result.encode(value, max_result_bytes)
    value = None
    scope.clear()
    return to_js([json.dumps(outcome), result])
