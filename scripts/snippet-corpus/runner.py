"""Runs snippets one by one as the playground would (BASE_URL set, `requests` = the sandbox's shim) and reports
each outcome as a JSON line; prints of the snippet go to stderr so the protocol stays clean."""

import json
import sys
import traceback

_out = sys.__stdout__

while True:
    line = sys.stdin.readline()
    if not line:
        break
    job = json.loads(line)
    scope = {"__name__": "__main__", "BASE_URL": job["base_url"]}
    sys.stdout = sys.stderr
    try:
        exec(compile(job["code"], "<snippet>", "exec"), scope)
        result = scope.get("result")
        json.dumps(result)
        outcome = {"type": "done", "ok": True}
    except BaseException as exc:  # the snippet's own failure is the measurement
        outcome = {"type": "done", "ok": False, "error": "%s: %s" % (type(exc).__name__, str(exc)[:300]),
                   "where": traceback.format_exc(limit=-1)[-300:]}
    finally:
        sys.stdout = sys.__stdout__
    _out.write(json.dumps(outcome) + "\n")
    _out.flush()
