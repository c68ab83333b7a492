"""Stand-in for Pyodide's package when the shim is tested under native CPython."""
