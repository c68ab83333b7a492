"""Unit tests of the requests shim under native CPython (the bridge and pyodide.ffi are stubbed)."""

import json
import unittest

import _cmp_bridge as bridge
import requests
from requests.exceptions import BlockedRequestError, HTTPError, JSONDecodeError, MissingSchema


def body_of(req):
    return req.get("body")


class ShimTest(unittest.TestCase):
    def setUp(self):
        bridge.sent.clear()
        bridge.replies.clear()

    def test_get_with_params_including_lists(self):
        requests.get("http://api.test/v1/items?a=1", params={"b": ["x", "y"], "c": None, "d": 2})
        self.assertEqual(bridge.sent[0]["url"], "http://api.test/v1/items?a=1&b=x&b=y&d=2")
        self.assertEqual(bridge.sent[0]["method"], "GET")

    def test_blocking_bridge_needs_no_stack_switching(self):
        import pyodide.ffi

        pyodide.ffi.SWITCHING["on"] = False
        try:
            with self.assertRaises(RuntimeError):
                requests.get("http://api.test/jspi")
            bridge.blocking = True
            bridge.replies.append(bridge.reply_json(body=b'{"n": 1}'))
            self.assertEqual(requests.get("http://api.test/sab").json(), {"n": 1})
            self.assertEqual(bridge.sent[-1]["url"], "http://api.test/sab")
        finally:
            bridge.blocking = False
            pyodide.ffi.SWITCHING["on"] = True

    def test_params_as_list_of_pairs_and_quoting(self):
        requests.get("http://api.test/a b", params=[("q", "moon & stars")])
        self.assertEqual(bridge.sent[0]["url"], "http://api.test/a%20b?q=moon+%26+stars")

    def test_json_body_sets_content_type(self):
        requests.post("http://api.test/x", json={"a": [1, "é"]})
        req = bridge.sent[0]
        self.assertEqual(json.loads(body_of(req)), {"a": [1, "é"]})
        self.assertEqual(req["headers"]["Content-Type"], "application/json")
        self.assertIsInstance(req["body"], bytes)

    def test_data_dict_is_form_encoded_and_str_bytes_pass_through(self):
        requests.put("http://api.test/x", data={"k": ["1", "2"], "n": "v w"})
        requests.patch("http://api.test/x", data="raw text")
        requests.post("http://api.test/x", data=b"\x00\x01")
        self.assertEqual(body_of(bridge.sent[0]), b"k=1&k=2&n=v+w")
        self.assertEqual(bridge.sent[0]["headers"]["Content-Type"], "application/x-www-form-urlencoded")
        self.assertEqual(body_of(bridge.sent[1]), b"raw text")
        self.assertEqual(body_of(bridge.sent[2]), b"\x00\x01")

    def test_headers_and_timeout(self):
        requests.delete("http://api.test/x", headers={"X-Thing": "1", "Accept": "application/json"}, timeout=(1, 2.5))
        req = bridge.sent[0]
        self.assertEqual(req["headers"], {"Accept": "application/json", "X-Thing": "1"})
        self.assertEqual(req["timeoutMs"], 3500)

    def test_basic_auth_tuple(self):
        requests.head("http://api.test/x", auth=("u", "p"))
        self.assertEqual(bridge.sent[0]["headers"]["Authorization"], "Basic dTpw")

    def test_response_fields(self):
        bridge.replies.append(bridge.reply_json(201, '{"id": 7, "name": "Ünïcode"}'.encode(), [["Content-Type", "application/json; charset=utf-8"], ["X-Rate", "9"]], "Created"))
        r = requests.post("http://api.test/x", json={})
        self.assertEqual((r.status_code, r.ok, r.reason, bool(r)), (201, True, "Created", True))
        self.assertEqual(r.headers["content-type"], "application/json; charset=utf-8")
        self.assertEqual(r.headers["X-RATE"], "9")
        self.assertEqual(r.json(), {"id": 7, "name": "Ünïcode"})
        self.assertEqual(r.url, "http://api.test/x")
        self.assertIn("Ünïcode", r.text)
        self.assertIsInstance(r.content, bytes)
        self.assertEqual(repr(r), "<Response [201]>")

    def test_raise_for_status_has_status_and_body_excerpt(self):
        bridge.replies.append(bridge.reply_json(404, b'{"message": "no such brewery"}', status_text=""))
        r = requests.get("http://api.test/breweries/x")
        self.assertFalse(r.ok)
        with self.assertRaises(HTTPError) as ctx:
            r.raise_for_status()
        message = str(ctx.exception)
        self.assertIn("404 Client Error: Not Found for url: http://api.test/breweries/x", message)
        self.assertIn("no such brewery", message)
        self.assertIs(ctx.exception.response, r)
        self.assertIsInstance(ctx.exception, requests.RequestException)

    def test_server_errors_are_labelled(self):
        bridge.replies.append(bridge.reply_json(503, b"down", status_text="Service Unavailable"))
        with self.assertRaisesRegex(HTTPError, "503 Server Error: Service Unavailable"):
            requests.get("http://api.test/x").raise_for_status()

    def test_json_decode_error_is_catchable_both_ways(self):
        bridge.replies.append(bridge.reply_json(200, b"<html>nope</html>"))
        r = requests.get("http://api.test/x")
        with self.assertRaises(ValueError):
            r.json()
        with self.assertRaises(JSONDecodeError):
            r.json()

    def test_broker_failures_map_to_the_exception_hierarchy(self):
        cases = [
            ("denied", BlockedRequestError), ("timeout", requests.Timeout), ("network", requests.ConnectionError),
            ("redirect", requests.TooManyRedirects), ("limit", requests.RequestLimitError), ("too-large", requests.RequestException),
        ]
        for kind, exc in cases:
            bridge.replies.append({"ok": False, "kind": kind, "error": "because " + kind})
            with self.assertRaises(exc) as ctx:
                requests.get("http://api.test/x")
            self.assertIn("because " + kind, str(ctx.exception))
            self.assertIsInstance(ctx.exception, requests.RequestException)

    def test_bad_urls_fail_before_the_broker(self):
        with self.assertRaisesRegex(MissingSchema, "BASE_URL"):
            requests.get("/breweries")
        with self.assertRaises(requests.exceptions.InvalidSchema):
            requests.get("ftp://api.test/x")
        self.assertEqual(bridge.sent, [])

    def test_session_merges_headers_and_params(self):
        with requests.Session() as s:
            s.headers.update({"X-Session": "1"})
            s.params = {"key": "k"}
            s.get("http://api.test/x", params={"q": 1}, headers={"X-Call": "2"})
        req = bridge.sent[0]
        self.assertEqual(req["url"], "http://api.test/x?key=k&q=1")
        self.assertEqual(req["headers"]["X-Session"], "1")
        self.assertEqual(req["headers"]["X-Call"], "2")

    def test_codes_lookup(self):
        self.assertEqual(requests.codes.ok, 200)
        self.assertEqual(requests.codes.not_found, 404)

    def test_files_are_refused_clearly(self):
        with self.assertRaisesRegex(NotImplementedError, "multipart"):
            requests.post("http://api.test/x", files={"f": b"x"})


class UrllibTest(unittest.TestCase):
    def setUp(self):
        bridge.sent.clear()
        bridge.replies.clear()
        import cmp_urllib

        cmp_urllib.install()

    def test_urlopen_goes_through_the_bridge(self):
        import urllib.request

        bridge.replies.append(bridge.reply_json(200, b'[1, 2]'))
        with urllib.request.urlopen("http://api.test/list") as f:
            self.assertEqual(json.load(f), [1, 2])
            self.assertEqual(f.status, 200)
        self.assertEqual(bridge.sent[0]["url"], "http://api.test/list")

    def test_urlopen_http_errors(self):
        import urllib.error
        import urllib.request

        bridge.replies.append(bridge.reply_json(500, b"boom", status_text="Internal Server Error"))
        with self.assertRaises(urllib.error.HTTPError) as ctx:
            urllib.request.urlopen(urllib.request.Request("http://api.test/x", data=b"a=1", method="POST"))
        self.assertEqual(ctx.exception.code, 500)
        self.assertEqual(bridge.sent[0]["method"], "POST")

    def test_urlopen_denied_is_a_urlerror(self):
        import urllib.error
        import urllib.request

        bridge.replies.append({"ok": False, "kind": "denied", "error": "Request blocked: nope"})
        with self.assertRaisesRegex(urllib.error.URLError, "Request blocked"):
            urllib.request.urlopen("http://evil.test/")


class UrllibLazyTest(unittest.TestCase):
    def test_install_imports_nothing_heavy_and_patches_on_import(self):
        import os
        import subprocess
        import sys

        # A fresh interpreter: this one may already have urllib.request from the tests above.
        probe = (
            "import sys, cmp_urllib\n"
            "cmp_urllib.install()\n"
            "print(sorted(m for m in ('urllib.request', 'email.message', 'http.client') if m in sys.modules))\n"
            "from urllib.request import urlopen\n"
            "print(urlopen is cmp_urllib.urlopen)\n"
        )
        out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=os.environ, check=True)
        self.assertEqual(out.stdout.split(), ["[]", "True"], out.stderr)


class CompatTest(unittest.TestCase):
    def test_thread_pools_run_tasks_in_order(self):
        import cmp_compat

        cmp_compat.install()
        from concurrent.futures import ThreadPoolExecutor, as_completed

        order = []
        with ThreadPoolExecutor(max_workers=8) as pool:
            futures = [pool.submit(lambda i=i: order.append(i) or i * 2) for i in range(5)]
            doubled = list(pool.map(lambda x: x * 2, [1, 2, 3]))
        self.assertEqual(order, [0, 1, 2, 3, 4])
        self.assertEqual(sorted(f.result() for f in as_completed(futures)), [0, 2, 4, 6, 8])
        self.assertEqual(doubled, [2, 4, 6])
        failing = ThreadPoolExecutor().submit(lambda: 1 / 0)
        self.assertIsInstance(failing.exception(), ZeroDivisionError)


class RunnerTest(unittest.TestCase):
    def test_requests_json_and_base_url_are_globals(self):
        import asyncio

        import cmp_runner

        outcome, result = asyncio.run(cmp_runner.run("result = [requests.__name__, json.dumps(1), BASE_URL]", "http://api.test", 1000, 10_000))
        out = json.loads(outcome)
        self.assertTrue(out["ok"], out)
        self.assertEqual(json.loads(result), ["requests", "1", "http://api.test"])

    def test_base_urls_maps_each_api_short_name_to_its_base_url_in_order(self):
        import asyncio

        import cmp_runner

        pairs = json.dumps([["github", "https://api.github.com"], ["slack", "https://slack.com/api"]])
        outcome, result = asyncio.run(cmp_runner.run("result = [BASE_URL, list(BASE_URLS.items())]", "https://api.github.com", 1000, 10_000, pairs))
        self.assertTrue(json.loads(outcome)["ok"])
        self.assertEqual(json.loads(result), ["https://api.github.com", [["github", "https://api.github.com"], ["slack", "https://slack.com/api"]]])
        outcome, result = asyncio.run(cmp_runner.run("result = BASE_URLS", "", 1000, 10_000, "not json"))
        self.assertEqual(json.loads(result), {})

    def test_result_crosses_whole_beyond_the_output_cap_and_over_its_byte_limit_says_why(self):
        import asyncio

        import cmp_runner

        outcome, result = asyncio.run(cmp_runner.run("result = [{'n': i, 's': 'é' * 10} for i in range(5000)]", "", 1000, 10_000_000))
        self.assertEqual(len(json.loads(result)), 5000)
        self.assertFalse(json.loads(outcome).get("resultTruncated"))
        outcome, result = asyncio.run(cmp_runner.run("result = 'x' * 5000", "", 1000, 1000))
        self.assertTrue(json.loads(outcome)["resultTruncated"])
        self.assertIn("over the 1000-byte limit", json.loads(result))


class ResultEncodingTest(unittest.TestCase):
    """The one-pass encoder gives what the old recursive conversion gave, for every kind of value."""

    def encode(self, value):
        import cmp_result

        data, too_big = cmp_result.encode(value, 1_000_000)
        self.assertFalse(too_big)
        return json.loads(data.decode("utf-8"))

    def test_json_types_pass_through(self):
        value = {"a": [1, 2.5, None, True, "é"], "b": {"c": []}}
        self.assertEqual(self.encode(value), value)

    def test_tuples_sets_bytes_records_and_unknowns(self):
        import collections

        Point = collections.namedtuple("Point", "x y")
        self.assertEqual(self.encode((1, 2)), [1, 2])
        self.assertEqual(self.encode({3, 1, 2}), [1, 2, 3])
        self.assertEqual(self.encode(frozenset({"b", "a"})), ["a", "b"])
        self.assertEqual(self.encode(b"hi\xff"), "hi\ufffd")
        self.assertEqual(self.encode(Point(1, 2)), [1, 2])
        self.assertEqual(self.encode({"p": {Point(1, 2)}}), {"p": [[1, 2]]})
        self.assertEqual(self.encode(object.__new__(type("Thing", (), {"__repr__": lambda s: "<thing>"}))), "<thing>")

        class Frame:
            def to_dict(self):
                return {"col": [1, {2}]}

        self.assertEqual(self.encode(Frame()), {"col": [1, [2]]})

    def test_values_the_fast_path_refuses_fall_back(self):
        self.assertEqual(self.encode([float("nan"), float("inf"), 1.5]), ["nan", "inf", 1.5])
        self.assertEqual(self.encode({(1, 2): "t", 3: "n"}), {"(1, 2)": "t", "3": "n"})
        deep = []
        for _ in range(5000):
            deep = [deep]
        self.assertIn("nested too deeply", json.dumps(self.encode(deep)))


if __name__ == "__main__":
    unittest.main()
