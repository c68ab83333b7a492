"""The sandbox bridge for running snippets under CPython: each request goes to the Node script (the app's broker in
mock mode) as one JSON line on the real stdout, and its reply comes back as one line on stdin."""

import base64
import json
import sys

blocking = True
_out = sys.__stdout__


class _Bytes:
    """Plays the Uint8Array the real bridge returns (a JsProxy with to_bytes())."""

    def __init__(self, data):
        self._data = data

    def to_bytes(self):
        return self._data


def request_sync(head, body=None):
    message = {"type": "request", "head": json.loads(head), "body": base64.b64encode(bytes(body or b"")).decode()}
    _out.write(json.dumps(message) + "\n")
    _out.flush()
    reply = json.loads(sys.stdin.readline())
    return [json.dumps(reply["head"]), _Bytes(base64.b64decode(reply["body"]))]


def request(head, body=None):
    return request_sync(head, body)
