"""call_tool under native CPython: what it sends through the bridge and how it reads the page's answer."""

import json
import unittest

import _cmp_bridge as bridge
import cmp_tools

URLS = {"notes": "https://mcp.invalid/127-0-0-1-4031-mcp", "shop": "https://api.example.com/v1"}


def answer(kind, body, status=200):
    ctype = "application/json" if kind == "json" else "text/plain; charset=utf-8"
    return bridge.reply_json(status=status, body=body.encode(), headers=[["content-type", ctype], ["x-mcp-result", kind]])


class CallToolTest(unittest.TestCase):
    def setUp(self):
        bridge.sent.clear()
        bridge.replies.clear()
        self.call_tool = cmp_tools.make_call_tool(URLS)

    def test_qualified_name_posts_the_arguments_to_the_sources_base(self):
        bridge.replies.append(answer("json", '{"breweries": [{"name": "A"}]}'))
        out = self.call_tool("notes.list_breweries", {"city": "Denver"}, limit=2)
        self.assertEqual(out, {"breweries": [{"name": "A"}]})
        sent = bridge.sent[0]
        self.assertEqual((sent["method"], sent["url"]), ("POST", URLS["notes"] + "/list_breweries"))
        self.assertEqual(json.loads(sent["body"]), {"city": "Denver", "limit": 2})

    def test_bare_name_goes_to_the_reserved_origin_and_text_stays_text(self):
        bridge.replies.append(answer("text", "Saved note 1"))
        self.assertEqual(self.call_tool("add_note", {"note": "x"}), "Saved note 1")
        self.assertEqual(bridge.sent[0]["url"], "https://mcp.invalid/add_note")

    def test_a_tool_error_raises_tool_error_with_the_servers_text(self):
        bridge.replies.append(answer("error", "The upstream brewery service is down", status=500))
        with self.assertRaises(cmp_tools.ToolError) as caught:
            self.call_tool("notes.fail_always")
        self.assertIn("upstream brewery service is down", str(caught.exception))

    def test_timeout_sets_the_calls_wait_and_is_never_sent_to_the_tool(self):
        bridge.replies.append(answer("text", "done"))
        self.assertEqual(self.call_tool("notes.research", {"topic": "hops", "timeout": 3}, timeout=60), "done")
        sent = bridge.sent[0]
        self.assertEqual(sent["timeoutMs"], 60000)
        self.assertEqual(json.loads(sent["body"]), {"topic": "hops", "timeout": 3})

    def test_an_openapi_source_is_not_called_as_a_tool(self):
        with self.assertRaises(cmp_tools.ToolError):
            self.call_tool("shop.list_items")
        self.assertEqual(bridge.sent, [])


if __name__ == "__main__":
    unittest.main()
