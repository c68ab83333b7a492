"""Sends one prepared request through the page's broker and waits for it synchronously: JSPI run_sync, or, where
the browser has no JSPI, a bridge that blocks the worker on a SharedArrayBuffer (Atomics.wait)."""

import json
import sys

from pyodide.ffi import can_run_sync, run_sync, to_js

from .exceptions import (
    BlockedRequestError,
    ConnectionError,
    ReadTimeout,
    RequestException,
    RequestLimitError,
    ResponseTooLargeError,
    TooManyRedirects,
)
from .models import Response

_ERRORS = {
    "denied": BlockedRequestError,
    "timeout": ReadTimeout,
    "network": ConnectionError,
    "too-large": ResponseTooLargeError,
    "limit": RequestLimitError,
    "redirect": TooManyRedirects,
}


def _timeout_ms(timeout):
    if timeout is None:
        return None
    if isinstance(timeout, (tuple, list)):
        timeout = sum(t for t in timeout if t is not None) or None
        if timeout is None:
            return None
    return max(1, int(float(timeout) * 1000))


def send(prepared, timeout=None):
    """Returns a Response for any HTTP status; raises a RequestException subclass when no response came back."""
    # Looked up per request: the bridge is a JS object, registered after the interpreter's memory snapshot.
    bridge = sys.modules.get("_cmp_bridge") or __import__("_cmp_bridge")
    blocking = bool(getattr(bridge, "blocking", False))
    if not blocking and not can_run_sync():
        raise RuntimeError(
            "HTTP requests must be made from the script itself, not from a synchronous callback or a thread"
        )
    head = {"method": prepared.method, "url": prepared.url, "headers": dict(prepared.headers.items())}
    timeout_ms = _timeout_ms(timeout)
    if timeout_ms is not None:
        head["timeoutMs"] = timeout_ms
    # The body travels as bytes (a Uint8Array), never re-encoded; so does the reply's body.
    body = to_js(prepared.body) if prepared.body else None
    if blocking:
        reply_head, reply_body = bridge.request_sync(json.dumps(head), body)
    else:
        reply_head, reply_body = run_sync(bridge.request(json.dumps(head), body))
    reply = json.loads(reply_head)
    if not reply.get("ok"):
        error_class = _ERRORS.get(reply.get("kind"), RequestException)
        raise error_class(str(reply.get("error", "request failed")), request=prepared)
    return Response(
        request=prepared,
        status_code=int(reply["status"]),
        reason=reply.get("statusText", ""),
        url=reply.get("url") or prepared.url,
        headers=reply.get("headers", []),
        content=reply_body.to_bytes(),
        elapsed_ms=float(reply.get("ms", 0) or 0),
    )
