"""Test stand-in: run_sync returns the value the fake bridge produced synchronously."""


SWITCHING = {"on": True}


def can_run_sync():
    return SWITCHING["on"]


def run_sync(value):
    return value


def to_js(value):
    return value
