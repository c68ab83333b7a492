// The Python shared by every generated package, mounted as /apis/_runtime.py: it turns a function's spec facts and
// arguments into one `requests` call (through the sandbox's broker like any other) and raises ApiError on a non-2xx.

export const RUNTIME_PY = `"""Runtime of the generated API packages: builds a request from the spec's facts and sends it with requests."""
import json as _json
import uuid as _uuid
from urllib.parse import quote as _quote

import requests

__all__ = ["ApiError", "send"]

_JSON = ("application/json", "+json")
_TEXT = ("text/", "+xml", "application/xml", "application/yaml", "application/x-yaml", "application/javascript", "application/csv")


class ApiError(Exception):
    """The API answered outside 2xx: .status, .body (parsed JSON when it is JSON, else text), .operation, .url."""

    def __init__(self, status, body, operation, url):
        self.status = status
        self.body = body
        self.operation = operation
        self.url = url
        shown = body if isinstance(body, str) else _json.dumps(body, ensure_ascii=False, default=str)
        super().__init__(f"{operation}: HTTP {status} from {url}: {shown[:300]}")


def _is_json(ctype):
    base = ctype.split(";")[0].strip().lower()
    return base == _JSON[0] or base.endswith(_JSON[1])


def _is_text(ctype):
    base = ctype.split(";")[0].strip().lower()
    return base.startswith(_TEXT[0]) or any(base == t or base.endswith(t) for t in _TEXT[1:])


def _text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return _json.dumps(value, separators=(",", ":"))
    return str(value)


def _multipart(fields):
    boundary = _uuid.uuid4().hex
    out = bytearray()
    for name, value in fields.items():
        if value is None:
            continue
        out += f"--{boundary}\\r\\nContent-Disposition: form-data; name=\\"{name}\\"".encode()
        if isinstance(value, (bytes, bytearray)):
            out += f"; filename=\\"{name}\\"\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n".encode() + bytes(value)
        else:
            out += b"\\r\\n\\r\\n" + _text(value).encode()
        out += b"\\r\\n"
    out += f"--{boundary}--\\r\\n".encode()
    return bytes(out), f"multipart/form-data; boundary={boundary}"


def _encode(body, ctype):
    """(data, content type) for the body by its media type: JSON, form, multipart, text or bytes."""
    base = ctype.split(";")[0].strip().lower()
    if _is_json(ctype):
        return _json.dumps(body, allow_nan=False).encode(), ctype
    if base == "application/x-www-form-urlencoded":
        pairs = {k: (v if isinstance(v, (list, tuple)) else _text(v)) for k, v in dict(body).items() if v is not None}
        return pairs, ctype
    if base.startswith("multipart/"):
        return _multipart(dict(body))
    if isinstance(body, (bytes, bytearray)):
        return bytes(body), ctype
    return str(body).encode(), ctype


def _read_error(resp):
    ctype = resp.headers.get("content-type", "")
    if _is_json(ctype):
        try:
            return resp.json()
        except ValueError:
            pass
    return resp.text


def send(base_url, operation, method, path, *, path_params=None, query=None, headers=None, body=None, content_type=None, timeout=None):
    """One call of one operation: path parameters quoted into the path, None arguments left out."""
    url_path = path
    for name, value in (path_params or {}).items():
        url_path = url_path.replace("{" + name + "}", _quote(_text(value), safe=""))
    params = [(k, _text(x)) for k, v in (query or {}).items() if v is not None for x in (v if isinstance(v, (list, tuple)) else [v])]
    sent = {k: _text(v) for k, v in (headers or {}).items() if v is not None}
    data = None
    if body is not None:
        data, sent["Content-Type"] = _encode(body, content_type or "application/json")
    url = base_url.rstrip("/") + url_path
    resp = requests.request(method, url, params=params or None, data=data, headers=sent, timeout=timeout)
    if not 200 <= resp.status_code < 300:
        raise ApiError(resp.status_code, _read_error(resp), operation, resp.url)
    if resp.status_code == 204 or not resp.content:
        return None
    ctype = resp.headers.get("content-type", "")
    if _is_json(ctype):
        return resp.json()
    if _is_text(ctype):
        return resp.text
    return resp.content
`;

/** /apis/__init__.py: the namespace of every loaded API's package; ApiError is one class for all of them. */
export const ROOT_INIT_PY = `"""The loaded APIs as Python packages: apis.<short name>, one module per tag (see /apis/README.md)."""
from ._runtime import ApiError

__all__ = ["ApiError"]
`;
