"""A `requests`-compatible client whose every call goes through the sandbox's allowlisting fetch broker."""

from http import HTTPStatus

from . import exceptions
from .api import delete, get, head, options, patch, post, put, request
from .exceptions import (
    BlockedRequestError,
    ConnectionError,
    ConnectTimeout,
    HTTPError,
    JSONDecodeError,
    ReadTimeout,
    RequestException,
    RequestLimitError,
    Timeout,
    TooManyRedirects,
    URLRequired,
)
from .models import PreparedRequest, Response
from .sessions import Session, session
from .structures import CaseInsensitiveDict

__version__ = "2.32.3+cmp"


class _Codes(dict):
    __getattr__ = dict.get


codes = _Codes({status.name.lower(): status.value for status in HTTPStatus})

__all__ = [
    "BlockedRequestError", "CaseInsensitiveDict", "ConnectTimeout", "ConnectionError", "HTTPError", "JSONDecodeError",
    "PreparedRequest", "ReadTimeout", "RequestException", "RequestLimitError", "Response", "Session", "Timeout",
    "TooManyRedirects", "URLRequired", "codes", "delete", "exceptions", "get", "head", "options", "patch", "post",
    "put", "request", "session",
]
