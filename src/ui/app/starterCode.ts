// A first script for the playground, calling the first API's first GET operation that needs no path parameters.
// Several APIs loaded: its comment explains BASE_URLS (each API's server by short name) and the call uses it.
import { baseUrlComment, snippetHeader } from '../../core/snippet/header';
import type { OperationSummary } from '../workers/catalogProtocol';

/** `apis`: the loaded APIs' short names, the first API's (whose `operations` these are) first. */
export function starterCode(operations: OperationSummary[] | undefined, apis: readonly string[] = []): string {
  const op = operations?.find((o) => o.method === 'GET' && !o.path.includes('{') && !o.deprecated);
  const several = apis.length > 1;
  if (!op) {
    return [
      ...(several ? baseUrlComment(apis) : ['# Python runs in Pyodide in an isolated sandbox; assign `result` to see it as JSON.']),
      'result = {"sum": 1 + 2, "words": "hello sandbox".split()}',
      '',
    ].join('\n');
  }
  const base = several ? `BASE_URLS[${JSON.stringify(apis[0] ?? '')}]` : 'BASE_URL';
  return [
    ...snippetHeader(op, apis),
    `resp = requests.get(${base}.rstrip("/") + ${JSON.stringify(op.path)})`,
    'resp.raise_for_status()',
    'result = resp.json()',
    '',
  ].join('\n');
}
