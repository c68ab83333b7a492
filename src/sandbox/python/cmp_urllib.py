"""Routes urllib.request.urlopen through the same broker as requests (the sandbox has no other network).

urllib.request (with email and http.client) costs about 0.2 s to import, so it is patched when a script imports it,
not in every interpreter's boot.
"""

import importlib.abc
import io
import sys

import requests
from requests import prepare, transport
from requests.models import PreparedRequest


class _UrlResponse(io.BytesIO):
    """Just enough of http.client.HTTPResponse for urlopen callers."""

    def __init__(self, response):
        super().__init__(response.content)
        self.status = self.code = response.status_code
        self.reason = self.msg = response.reason
        self.url = response.url
        import email.message

        self.headers = email.message.Message()
        for key, value in response.headers.items():
            self.headers[key] = value

    def getcode(self):
        return self.status

    def geturl(self):
        return self.url

    def info(self):
        return self.headers

    def getheader(self, name, default=None):
        return self.headers.get(name, default)

    def getheaders(self):
        return list(self.headers.items())


def urlopen(url, data=None, timeout=None, **_ignored):
    """urllib.request.urlopen through the sandbox broker; HTTP errors raise urllib.error.HTTPError as usual."""
    import urllib.error
    import urllib.request

    if isinstance(url, urllib.request.Request):
        method = url.get_method()
        headers = dict(url.header_items())
        body = url.data if data is None else data
        target = url.full_url
    else:
        method = "POST" if data is not None else "GET"
        headers, body, target = {}, data, str(url)
    if isinstance(body, str):
        raise TypeError("POST data should be bytes, an iterable of bytes, or a file object. It cannot be of type str.")
    full_url = prepare.build_url(target, None)
    prepared = PreparedRequest(method, full_url, prepare.build_headers(headers), body)
    try:
        response = transport.send(prepared, timeout=timeout)
    except requests.RequestException as exc:
        raise urllib.error.URLError(str(exc)) from None
    wrapped = _UrlResponse(response)
    if response.status_code >= 400:
        raise urllib.error.HTTPError(response.url, response.status_code, response.reason, wrapped.headers, wrapped)
    return wrapped


class _PatchOnImport(importlib.abc.MetaPathFinder):
    """Finds urllib.request through the other finders and sets our urlopen before the importer sees the module."""

    def find_spec(self, fullname, path, target=None):
        if fullname != "urllib.request":
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None and spec.loader is not None:
                spec.loader = _PatchingLoader(spec.loader)
                return spec
        return None


class _PatchingLoader(importlib.abc.Loader):
    def __init__(self, loader):
        self._loader = loader

    def __getattr__(self, name):
        return getattr(self._loader, name)

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        self._loader.exec_module(module)
        module.urlopen = urlopen


def install():
    loaded = sys.modules.get("urllib.request")
    if loaded is not None:
        loaded.urlopen = urlopen
    elif not any(isinstance(f, _PatchOnImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _PatchOnImport())
