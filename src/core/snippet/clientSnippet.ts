// "Try in playground" through the generated client: the same call as the `requests` snippet, made by the operation's
// function in /apis/<short name>/ (core/pyclient names it and its arguments), with the same example values.
import type { LoadedSpec, OperationInfo } from '../openapi';
import { argumentNames, functionNames } from '../pyclient';
import { operationLine } from './header';
import { ownServer, requestBody, sendsBody, specDeref } from './operationSnippet';
import { pyLiteral, pyString } from './python';
import { parameterValue, type Deref } from './values';

const JSONISH = /^application\/([\w.+-]*[+-])?json\b/i;
const DICTISH = /^(application\/x-www-form-urlencoded|multipart\/)/i;
const TEXTISH = /^(text\/|application\/([\w.+-]*\+)?xml\b|application\/(x-)?yaml\b|application\/javascript\b|application\/csv\b)/i;

/** One keyword argument, its value indented under the call when it spans lines. */
const argument = (name: string, value: string, comment: string): string => `    ${name}=${value.replace(/\n/g, '\n    ')},  # ${comment}`;

/** A body value as the function's parameter type wants it: bytes for a binary media type. */
function bodyLiteral(value: unknown, media: string, indent: number): string {
  const binary = !JSONISH.test(media) && !DICTISH.test(media) && !TEXTISH.test(media);
  return binary && typeof value === 'string' ? `${pyString(value)}.encode()` : pyLiteral(value, indent);
}

/** The operation called through `apis.<packageName>`: its required arguments filled in, its answer as `result`. */
export function clientSnippet(spec: LoadedSpec, op: OperationInfo, packageName: string, deref: Deref = specDeref(spec)): string {
  const fn = functionNames(spec.operations)[spec.operations.indexOf(op)];
  if (fn === undefined) throw new Error(`${op.name} is not an operation of ${spec.title}.`);
  const named = argumentNames(spec, op);
  const lines = [
    `# This API's generated, typed Python client (read-only files under /apis/${packageName}/).`,
    '# Its calls go through the page\'s broker like `requests` (it adds your credentials; none are written here) and',
    '# raise ApiError (.status, .body, .operation, .url) outside 2xx. Assign `result` to see it as JSON.',
    `from apis.${packageName} import ${fn}`,
    '',
    operationLine({ method: op.method, path: op.path, summary: op.summary }),
  ];
  const server = ownServer(spec, op);
  if (server) lines.push(`# The spec gives this operation its own server (${server}); the client sends it to BASE_URL instead.`);
  const args = named.params
    .filter(({ param }) => param.required)
    .map(({ param, py }) => argument(py, pyLiteral(parameterValue(param, deref), py.length + 5), `required ${param.in} parameter ${param.name}`));
  if (named.fields) {
    const value = requestBody(spec, op, deref, 'application/json')?.value;
    const given = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    for (const f of named.fields.filter((x) => x.required)) args.push(argument(f.py, pyLiteral(given[f.name] ?? null, f.py.length + 5), `required tool argument ${f.name}`));
  }
  const body = named.body && sendsBody(op) ? requestBody(spec, op, deref, named.body.media) : null;
  if (named.body && body) {
    const { py, media } = named.body;
    args.push(argument(py, bodyLiteral(body.value, media, py.length + 5), `request body (${media}) from its schema: edit the values`));
  }
  lines.push(args.length > 0 ? `result = ${fn}(\n${args.join('\n')}\n)` : `result = ${fn}()`, '');
  return lines.join('\n');
}
