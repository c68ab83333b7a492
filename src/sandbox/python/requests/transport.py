"""Sends one prepared request through the page's broker and waits for it synchronously (JSPI run_sync)."""

import base64
import json

import _cmp_bridge
from pyodide.ffi import can_run_sync, run_sync

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
    if not can_run_sync():
        raise RuntimeError(
            "HTTP requests must be made from the script itself, not from a synchronous callback or a thread"
        )
    message = {"method": prepared.method, "url": prepared.url, "headers": dict(prepared.headers.items())}
    if prepared.body is not None:
        message["body"] = base64.b64encode(prepared.body).decode("ascii")
        message["bodyEncoding"] = "base64"
    timeout_ms = _timeout_ms(timeout)
    if timeout_ms is not None:
        message["timeoutMs"] = timeout_ms
    reply = json.loads(run_sync(_cmp_bridge.request(json.dumps(message))))
    if not reply.get("ok"):
        error_class = _ERRORS.get(reply.get("kind"), RequestException)
        raise error_class(str(reply.get("error", "request failed")), request=prepared)
    return Response(
        request=prepared,
        status_code=int(reply["status"]),
        reason=reply.get("statusText", ""),
        url=reply.get("url") or prepared.url,
        headers=reply.get("headers", []),
        content=base64.b64decode(reply.get("bodyBase64", "")),
        elapsed_ms=float(reply.get("ms", 0) or 0),
    )
