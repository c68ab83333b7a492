"""Encodes a script's `result` as UTF-8 JSON bytes in one pass of the C encoder (linear in the value's size)."""

import json
import math
from itertools import chain, compress
from operator import not_

# Compact, as JSON.stringify writes it: a fifth fewer bytes (and tokens) than the default ", " and ": ".
SEPARATORS = (",", ":")
MAX_DEPTH = 100
TOO_BIG = "<result of %d bytes is over the %d-byte limit: return a smaller value (filter or aggregate it)>"
_NESTED = (dict, list, tuple)
_SCALARS = frozenset({str, int, float, bool, type(None)})


def _jsonable(value, depth=0):
    """JSON-safe copy of `value`, at most MAX_DEPTH deep: sets sorted, bytes decoded, records as dicts, else repr."""
    if depth > MAX_DEPTH:
        return "<nested too deeply>"
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else repr(value)
    if isinstance(value, dict):
        return {str(k): _jsonable(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return [_jsonable(v, depth + 1) for v in items]
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("utf-8", "replace")
    to_dict = getattr(value, "_asdict", None) or getattr(value, "to_dict", None)
    if callable(to_dict):
        try:
            return _jsonable(to_dict(), depth + 1)
        except Exception:
            pass
    return repr(value)


def _shallow(value):
    """True when dicts/lists/tuples nest at most MAX_DEPTH deep: the C encoder recurses on the C stack, and a deep
    enough value overflows Pyodide's stack (a fatal error, not a RecursionError). One pass per level, in C
    (itertools): scalars are dropped by their exact type, anything else is looked into or left to _jsonable."""
    level = [value]
    for _ in range(MAX_DEPTH):
        dicts = [v for v in level if isinstance(v, dict)]
        seqs = [v for v in level if isinstance(v, (list, tuple))]
        children = list(chain(chain.from_iterable(map(dict.values, dicts)), chain.from_iterable(seqs)))
        level = list(compress(children, map(not_, map(_SCALARS.__contains__, map(type, children)))))
        if not level:
            return True
    return False


def encode(value, max_bytes):
    """UTF-8 JSON of `value`; over `max_bytes` (or unencodable) a JSON string saying why. Returns (bytes, too_big).
    The encoder's `default` converts what JSON lacks with _jsonable, whose output it never has to call back for."""
    try:
        if not _shallow(value) if isinstance(value, _NESTED) else False:
            raise RecursionError
        text = json.dumps(value, ensure_ascii=False, allow_nan=False, separators=SEPARATORS, default=_jsonable)
    except (TypeError, ValueError, RecursionError):
        try:
            text = json.dumps(_jsonable(value), ensure_ascii=False, allow_nan=False, separators=SEPARATORS)
        except (RecursionError, ValueError) as exc:
            text = json.dumps("<result could not be converted: %s>" % exc)
    data = text.encode("utf-8", "surrogatepass")
    if len(data) > max_bytes:
        return json.dumps(TOO_BIG % (len(data), max_bytes)).encode("utf-8"), True
    return data, False
