// A first Python call for one operation, written the way the model would in code mode (requests against BASE_URL),
// for "Open in playground" in the explorer. Path parameters become variables to fill in.
import type { OperationSummary } from '../workers/catalogProtocol';
import { snippetHeader } from './starterCode';

const identifier = (name: string) => {
  const id = name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(\d)/, '_$1');
  return id === '' ? 'value' : id;
};

export function operationSnippet(op: Pick<OperationSummary, 'method' | 'path' | 'summary'>): string {
  const params = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `{${identifier(name)}}`);
  const method = op.method.toLowerCase();
  const body = ['post', 'put', 'patch'].includes(method) ? ', json={}' : '';
  return [
    ...snippetHeader(op),
    ...params.map((p) => `${identifier(p)} = ""  # path parameter "${p}"`),
    `resp = requests.${method}(BASE_URL.rstrip("/") + ${params.length ? `f${JSON.stringify(path)}` : JSON.stringify(path)}${body})`,
    'resp.raise_for_status()',
    'result = resp.json() if resp.text else resp.status_code',
    '',
  ].join('\n');
}
