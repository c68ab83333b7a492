// A first script for the playground, calling the spec's first GET operation that needs no path parameters.
import { snippetHeader } from '../../core/snippet/header';
import type { OperationSummary } from '../workers/catalogProtocol';

export function starterCode(operations: OperationSummary[] | undefined): string {
  const op = operations?.find((o) => o.method === 'GET' && !o.path.includes('{') && !o.deprecated);
  if (!op) {
    return [
      '# Python runs in Pyodide in an isolated sandbox; assign `result` to see it as JSON.',
      'result = {"sum": 1 + 2, "words": "hello sandbox".split()}',
      '',
    ].join('\n');
  }
  return [
    ...snippetHeader(op),
    `resp = requests.get(BASE_URL.rstrip("/") + ${JSON.stringify(op.path)})`,
    'resp.raise_for_status()',
    'result = resp.json()',
    '',
  ].join('\n');
}
