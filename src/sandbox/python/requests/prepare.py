"""Builds the URL, headers and body of a request the way requests does."""

import base64
import json as _json
from urllib.parse import quote, urlencode, urlsplit, urlunsplit

from .exceptions import InvalidHeader, InvalidJSONError, InvalidSchema, InvalidURL, MissingSchema
from .structures import CaseInsensitiveDict

_SAFE_URL_CHARS = "!#$%&'()*+,/:;=?@[]~"


def _pairs(value):
    """dict / list of pairs / str → list of (key, value), expanding list values; None values dropped."""
    if value is None:
        return []
    items = value.items() if hasattr(value, "items") else value
    pairs = []
    for key, val in items:
        vals = val if isinstance(val, (list, tuple)) else [val]
        pairs.extend((_text(key), _text(v)) for v in vals if v is not None)
    return pairs


def _text(value):
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


def build_url(url, params):
    if isinstance(url, bytes):
        url = url.decode("utf-8")
    url = str(url).strip()
    if not url:
        raise MissingSchema("Invalid URL '': empty URL. Use BASE_URL + '/path'.")
    parts = urlsplit(url)
    if not parts.scheme:
        raise MissingSchema(
            "Invalid URL %r: No scheme supplied. Perhaps you meant https://%s? In this sandbox, build URLs as BASE_URL + '/path'." % (url, url)
        )
    if parts.scheme.lower() not in ("http", "https"):
        raise InvalidSchema("No connection adapters were found for %r (only http and https are supported)" % url)
    if not parts.netloc:
        raise InvalidURL("Invalid URL %r: No host supplied" % url)
    query = parts.query
    if params:
        extra = params if isinstance(params, (str, bytes)) else urlencode(_pairs(params))
        extra = _text(extra)
        query = "%s&%s" % (query, extra) if query else extra
    rebuilt = urlunsplit((parts.scheme, parts.netloc, parts.path or "/", query, parts.fragment))
    return quote(rebuilt, safe=_SAFE_URL_CHARS)


def build_headers(*layers):
    merged = CaseInsensitiveDict({"Accept": "*/*"})
    for layer in layers:
        for key, value in (layer or {}).items():
            if value is None:
                merged.pop(key, None)
                continue
            if not isinstance(value, (str, bytes)):
                raise InvalidHeader("Header %r value must be str or bytes, not %s" % (key, type(value).__name__))
            merged[_text(key)] = _text(value)
    return merged


def build_body(headers, data=None, json=None, files=None):
    if files:
        raise NotImplementedError("files= (multipart upload) is not supported in this sandbox; send data= or json= instead")
    if data is not None and data != {} and data != []:
        if hasattr(data, "read"):
            data = data.read()
        if isinstance(data, str):
            return data.encode("utf-8")
        if isinstance(data, (bytes, bytearray)):
            return bytes(data)
        headers.setdefault("Content-Type", "application/x-www-form-urlencoded")
        return urlencode(_pairs(data)).encode("utf-8")
    if json is not None:
        try:
            body = _json.dumps(json, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise InvalidJSONError("json= is not JSON-serializable: %s" % exc) from exc
        headers.setdefault("Content-Type", "application/json")
        return body.encode("utf-8")
    return None


def apply_auth(headers, auth):
    if auth is None:
        return
    if isinstance(auth, (tuple, list)) and len(auth) == 2:
        token = base64.b64encode(("%s:%s" % (_text(auth[0]), _text(auth[1]))).encode("latin-1")).decode("ascii")
        headers["Authorization"] = "Basic " + token
    elif not callable(auth):
        raise TypeError("auth= must be a (user, password) tuple or a callable taking the PreparedRequest")
