"""The requests exception hierarchy (same names and bases as the real library)."""

import json as _json


class RequestException(IOError):
    """Base class of every error raised by this requests shim."""

    def __init__(self, *args, **kwargs):
        self.response = kwargs.pop("response", None)
        self.request = kwargs.pop("request", None)
        if self.response is not None and self.request is None:
            self.request = getattr(self.response, "request", None)
        super().__init__(*args, **kwargs)


class InvalidJSONError(RequestException):
    """A JSON error occurred."""


class JSONDecodeError(InvalidJSONError, _json.JSONDecodeError):
    """Couldn't decode the response body as JSON."""

    def __init__(self, *args, **kwargs):
        _json.JSONDecodeError.__init__(self, *args)
        InvalidJSONError.__init__(self, *self.args, **kwargs)

    def __reduce__(self):
        return _json.JSONDecodeError.__reduce__(self)


class HTTPError(RequestException):
    """The server answered with a 4xx or 5xx status (raised by raise_for_status)."""


class ConnectionError(RequestException):  # noqa: A001 - same name as in requests
    """The request could not reach the server."""


class ProxyError(ConnectionError):
    """A proxy error occurred."""


class SSLError(ConnectionError):
    """An SSL error occurred."""


class Timeout(RequestException):
    """The request timed out."""


class ConnectTimeout(ConnectionError, Timeout):
    """The request timed out while connecting."""


class ReadTimeout(Timeout):
    """The server did not send data in time."""


class URLRequired(RequestException):
    """A valid URL is required."""


class TooManyRedirects(RequestException):
    """The server redirected; the sandbox never follows redirects."""


class MissingSchema(RequestException, ValueError):
    """The URL has no scheme (use BASE_URL + path)."""


class InvalidSchema(RequestException, ValueError):
    """The URL scheme is not http or https."""


class InvalidURL(RequestException, ValueError):
    """The URL is not valid."""


class InvalidHeader(RequestException, ValueError):
    """A header name or value is not valid."""


class ChunkedEncodingError(RequestException):
    """The server declared chunked encoding but sent an invalid chunk."""


class ContentDecodingError(RequestException):
    """Failed to decode the response content."""


class RetryError(RequestException):
    """Custom retries logic failed."""


class BlockedRequestError(ConnectionError, PermissionError):
    """The sandbox's broker refused the request (host, port or path outside the spec's servers)."""


class RequestLimitError(RequestException):
    """This run made more HTTP requests than allowed."""


class ResponseTooLargeError(RequestException):
    """The response body exceeded the sandbox's size limit."""
