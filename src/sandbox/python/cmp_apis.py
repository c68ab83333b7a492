"""Makes `import apis` find /apis (the loaded APIs' generated packages, mounted read-only per run).

Only the top-level name `apis` is looked up in /: putting / on sys.path would make /data importable too.
"""

import importlib.machinery
import sys

APIS_PARENT = "/"


class _ApisFinder:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name != "apis":
            return None
        return importlib.machinery.PathFinder.find_spec(name, [APIS_PARENT])


def install():
    if _ApisFinder not in sys.meta_path:
        sys.meta_path.append(_ApisFinder)
