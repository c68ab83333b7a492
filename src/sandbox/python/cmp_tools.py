"""call_tool: MCP tools of the run's sources, through the same bridge (and limits) as requests.

The page's MCP client makes the call; the sandbox sees only the tool's name, the arguments and the result. A
request to BASE_URLS[<mcp source>] + "/<tool>" is a tool call; a bare name goes to MCP_ORIGIN and the page picks the
one source that has that tool.
"""
from urllib.parse import quote

import requests

MCP_ORIGIN = "https://mcp.invalid"
_RESULT = "x-mcp-result"


class ToolError(Exception):
    """The tool reported an error (isError), or there is no such tool; the message is the server's text."""


def make_call_tool(base_urls):
    """A call_tool bound to this run's sources (short name → base URL)."""
    servers = {name: url for name, url in base_urls.items() if url.startswith(MCP_ORIGIN + "/")}

    def call_tool(name, arguments=None, timeout=None, **kwargs):
        """Calls an MCP tool: call_tool("<source>.<tool>", {...}); the bare tool name works when one source has it.

        timeout: seconds to wait for an answer or the tool's next progress report (never sent to the tool; a tool
        argument named timeout goes in the arguments dict). The run's time limit bounds it.
        Returns the structured content, else the text parsed as JSON when it parses, else the text.
        Raises ToolError when the tool fails."""
        if not isinstance(name, str) or not name:
            raise TypeError("call_tool(name, arguments): name is a string such as 'server.tool'")
        args = dict(arguments or {})
        args.update(kwargs)
        source, _, tool = name.partition(".")
        if tool and source in servers:
            url = servers[source] + "/" + quote(tool, safe="")
        elif tool and source in base_urls:
            raise ToolError("%s is an OpenAPI API, not an MCP server: call it with requests (BASE_URLS[%r])" % (source, source))
        else:
            url = MCP_ORIGIN + "/" + quote(name, safe="")
        resp = requests.post(url, json=args, timeout=timeout)
        kind = resp.headers.get(_RESULT)
        if kind == "json":
            return resp.json()
        if kind == "text":
            return resp.text
        if kind in ("error", "unknown-tool"):
            raise ToolError(resp.text)
        raise ToolError("Unexpected answer to the tool call %s: %s %s" % (name, resp.status_code, resp.text[:200]))

    return call_tool
