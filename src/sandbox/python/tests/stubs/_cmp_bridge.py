"""Test stand-in for the worker's JS bridge: records requests and answers with a queued or default reply."""

import base64
import json

sent = []
replies = []


def reply_json(status=200, body=b"{}", headers=None, status_text="OK", url=None):
    return {
        "ok": True, "status": status, "statusText": status_text, "url": url,
        "headers": headers or [["content-type", "application/json"]],
        "bodyBase64": base64.b64encode(body).decode("ascii"),
    }


def request(message):
    req = json.loads(message)
    sent.append(req)
    reply = replies.pop(0) if replies else reply_json()
    if reply.get("ok") and reply.get("url") is None:
        reply = dict(reply, url=req["url"])
    return json.dumps(reply)
