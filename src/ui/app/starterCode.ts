// A first script for the playground, calling the spec's first GET operation that needs no path parameters.
import type { OperationSummary } from '../workers/catalogProtocol';

/** The lines every generated script starts with: where requests go, BASE_URL, and which operation it calls. */
export function snippetHeader(op: Pick<OperationSummary, 'method' | 'path' | 'summary'>): string[] {
  return [
    '# `requests` goes through the page\'s broker: only the spec\'s servers are reachable.',
    '# BASE_URL is the spec\'s first server. Assign `result` to see it as JSON.',
    'import requests',
    '',
    `# ${op.method} ${op.path}${op.summary ? ` — ${op.summary}` : ''}`,
  ];
}

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
