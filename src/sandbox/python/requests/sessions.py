"""Session: shared headers, params and auth over several requests (no cookie jar: the broker sends no cookies)."""

from . import prepare, transport
from .models import PreparedRequest
from .structures import CaseInsensitiveDict


class Session:
    def __init__(self):
        self.headers = CaseInsensitiveDict()
        self.params = {}
        self.auth = None
        self.cookies = {}
        self.verify = True
        self.proxies = {}

    def prepare_request(self, method, url, params=None, data=None, headers=None, json=None, files=None, auth=None):
        merged_params = prepare._pairs(self.params) + prepare._pairs(params) if not isinstance(params, (str, bytes)) else params
        full_url = prepare.build_url(url, merged_params)
        final_headers = prepare.build_headers(self.headers, headers)
        body = prepare.build_body(final_headers, data=data, json=json, files=files)
        chosen_auth = auth if auth is not None else self.auth
        prepare.apply_auth(final_headers, chosen_auth)
        prepared = PreparedRequest(str(method).upper(), full_url, final_headers, body)
        if callable(chosen_auth):
            prepared = chosen_auth(prepared) or prepared
        return prepared

    def request(self, method, url, params=None, data=None, headers=None, cookies=None, files=None, auth=None,
                timeout=None, allow_redirects=True, proxies=None, hooks=None, stream=None, verify=None, cert=None,
                json=None):
        prepared = self.prepare_request(method, url, params, data, headers, json, files, auth)
        return transport.send(prepared, timeout=timeout)

    def get(self, url, params=None, **kwargs):
        return self.request("GET", url, params=params, **kwargs)

    def options(self, url, **kwargs):
        return self.request("OPTIONS", url, **kwargs)

    def head(self, url, **kwargs):
        return self.request("HEAD", url, **kwargs)

    def post(self, url, data=None, json=None, **kwargs):
        return self.request("POST", url, data=data, json=json, **kwargs)

    def put(self, url, data=None, **kwargs):
        return self.request("PUT", url, data=data, **kwargs)

    def patch(self, url, data=None, **kwargs):
        return self.request("PATCH", url, data=data, **kwargs)

    def delete(self, url, **kwargs):
        return self.request("DELETE", url, **kwargs)

    def mount(self, prefix, adapter):
        pass

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def session():
    return Session()
