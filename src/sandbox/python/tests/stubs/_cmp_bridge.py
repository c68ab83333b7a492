"""Test stand-in for the worker's JS bridge: records requests and answers with a queued or default reply."""

import json

sent = []
replies = []


class FakeJsBytes:
    """Plays the Uint8Array the real bridge returns (a JsProxy with to_bytes())."""

    def __init__(self, data):
        self._data = bytes(data)

    def to_bytes(self):
        return self._data


def reply_json(status=200, body=b"{}", headers=None, status_text="OK", url=None):
    return {
        "ok": True, "status": status, "statusText": status_text, "url": url,
        "headers": headers or [["content-type", "application/json"]],
        "body": body,
    }


def request(head, body=None):
    req = json.loads(head)
    if body is not None:
        req["body"] = bytes(body)
    sent.append(req)
    reply = dict(replies.pop(0) if replies else reply_json())
    if reply.get("ok") and reply.get("url") is None:
        reply["url"] = req["url"]
    content = reply.pop("body", b"")
    return [json.dumps(reply), FakeJsBytes(content)]


blocking = False


def request_sync(head, body=None):
    """The SharedArrayBuffer path's bridge: answers synchronously (only called when `blocking` is set)."""
    return request(head, body)
