"""Test stand-in: eval_code_async runs the code with top-level await allowed, as Pyodide does."""
import ast
import inspect


async def eval_code_async(source, globals=None, filename="<exec>", return_mode="none"):
    code = compile(source, filename, "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    value = eval(code, globals)
    if inspect.isawaitable(value):
        await value
