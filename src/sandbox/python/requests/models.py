"""Request and Response objects of the requests shim."""

import datetime
import json as _json
from http import HTTPStatus

from .exceptions import HTTPError, JSONDecodeError
from .structures import CaseInsensitiveDict

BODY_EXCERPT_CHARS = 300


class PreparedRequest:
    """What was sent: method, final URL (with params), headers and body bytes."""

    def __init__(self, method, url, headers, body):
        self.method = method
        self.url = url
        self.headers = CaseInsensitiveDict(headers)
        self.body = body

    def __repr__(self):
        return "<PreparedRequest [%s]>" % self.method


def _charset(content_type):
    for part in (content_type or "").split(";")[1:]:
        key, _, value = part.strip().partition("=")
        if key.lower() == "charset" and value:
            return value.strip("\"'")
    return None


class Response:
    """The server's answer, with the attributes scripts written for requests expect."""

    def __init__(self, request, status_code, reason, url, headers, content, elapsed_ms=0.0):
        self.request = request
        self.status_code = status_code
        self.reason = reason or _default_reason(status_code)
        self.url = url
        self.headers = CaseInsensitiveDict(headers)
        self._content = content
        self.encoding = _charset(self.headers.get("content-type"))
        self.elapsed = datetime.timedelta(milliseconds=elapsed_ms)
        self.history = []
        self.cookies = {}

    @property
    def content(self):
        return self._content

    @property
    def text(self):
        return self._content.decode(self.encoding or "utf-8", errors="replace")

    @property
    def apparent_encoding(self):
        return "utf-8"

    @property
    def ok(self):
        return self.status_code < 400

    @property
    def is_redirect(self):
        return "location" in self.headers and self.status_code in (301, 302, 303, 307, 308)

    @property
    def links(self):
        return {}

    def json(self, **kwargs):
        try:
            return _json.loads(self.text, **kwargs)
        except _json.JSONDecodeError as exc:
            excerpt = self.text[:BODY_EXCERPT_CHARS]
            raise JSONDecodeError(
                "%s (status %d, body starts with %r)" % (exc.msg, self.status_code, excerpt), exc.doc, exc.pos, response=self
            ) from None

    def raise_for_status(self):
        if 400 <= self.status_code < 600:
            kind = "Client" if self.status_code < 500 else "Server"
            excerpt = self.text[:BODY_EXCERPT_CHARS]
            more = "…" if len(self.text) > BODY_EXCERPT_CHARS else ""
            message = "%d %s Error: %s for url: %s" % (self.status_code, kind, self.reason, self.url)
            if excerpt:
                message += "\nResponse body: %s%s" % (excerpt, more)
            raise HTTPError(message, response=self)

    def iter_content(self, chunk_size=1, decode_unicode=False):
        size = chunk_size or len(self._content) or 1
        for start in range(0, len(self._content), size):
            chunk = self._content[start : start + size]
            yield chunk.decode(self.encoding or "utf-8", errors="replace") if decode_unicode else chunk

    def iter_lines(self, chunk_size=512, decode_unicode=False, delimiter=None):
        data = self.text if decode_unicode else self._content
        yield from (data.split(delimiter) if delimiter else data.splitlines())

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    def __bool__(self):
        return self.ok

    def __iter__(self):
        return self.iter_content(128)

    def __repr__(self):
        return "<Response [%d]>" % self.status_code


def _default_reason(status_code):
    try:
        return HTTPStatus(status_code).phrase
    except ValueError:
        return ""
