// The Python side of the sandbox, shipped as text and written into Pyodide's file system by the worker.
import apis from '../python/cmp_apis.py?raw';
import compat from '../python/cmp_compat.py?raw';
import result from '../python/cmp_result.py?raw';
import runner from '../python/cmp_runner.py?raw';
import tools from '../python/cmp_tools.py?raw';
import urllibShim from '../python/cmp_urllib.py?raw';
import init from '../python/requests/__init__.py?raw';
import api from '../python/requests/api.py?raw';
import exceptions from '../python/requests/exceptions.py?raw';
import models from '../python/requests/models.py?raw';
import prepare from '../python/requests/prepare.py?raw';
import sessions from '../python/requests/sessions.py?raw';
import structures from '../python/requests/structures.py?raw';
import transport from '../python/requests/transport.py?raw';

/** Relative path under the shim directory → source. */
export const PYTHON_FILES: Record<string, string> = {
  'cmp_apis.py': apis,
  'cmp_compat.py': compat,
  'cmp_result.py': result,
  'cmp_runner.py': runner,
  'cmp_tools.py': tools,
  'cmp_urllib.py': urllibShim,
  'requests/__init__.py': init,
  'requests/api.py': api,
  'requests/exceptions.py': exceptions,
  'requests/models.py': models,
  'requests/prepare.py': prepare,
  'requests/sessions.py': sessions,
  'requests/structures.py': structures,
  'requests/transport.py': transport,
};
