"""Compatibility for code written for CPython: Pyodide has no threads, so thread pools run tasks in order."""

import concurrent.futures
import concurrent.futures.thread


class SequentialExecutor(concurrent.futures.Executor):
    """ThreadPoolExecutor stand-in: each task runs to completion inside submit(), one after another."""

    def __init__(self, max_workers=None, thread_name_prefix="", initializer=None, initargs=()):
        self._shutdown = False
        if initializer is not None:
            initializer(*initargs)

    def submit(self, fn, /, *args, **kwargs):
        if self._shutdown:
            raise RuntimeError("cannot schedule new futures after shutdown")
        future = concurrent.futures.Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 - delivered through the future, as a thread pool would
            future.set_exception(exc)
        return future

    def shutdown(self, wait=True, *, cancel_futures=False):
        self._shutdown = True


def install():
    concurrent.futures.ThreadPoolExecutor = SequentialExecutor
    concurrent.futures.thread.ThreadPoolExecutor = SequentialExecutor
