"""Routes urllib.request.urlopen through the same broker as requests (the sandbox has no other network)."""

import email.message
import io
import urllib.error
import urllib.request

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


def install():
    urllib.request.urlopen = urlopen
