"""Test stand-in: run_sync returns the value the fake bridge produced synchronously."""


def can_run_sync():
    return True


def run_sync(value):
    return value


def to_js(value):
    return value
