// The code-mode meta-tools (and save_skill). Their size is constant in spec size: it counts toward the ≤ 700-token budget.
import type { ToolDefinition } from '../llm/types';

export const SEARCH_TOOL = 'search';
export const GET_SCHEMA_TOOL = 'get_schema';
export const EXECUTE_TOOL = 'execute';
export const SAVE_SKILL_TOOL = 'save_skill';

const detailEnum = { type: 'string', enum: ['brief', 'detailed', 'full'] };

const EXECUTE_GUIDE = `Run Python 3 (Pyodide) against the API. Globals:
- BASE_URL: the API base URL.
- requests: get/post/put/patch/delete(url, params=, json=, data=, headers=, timeout=) -> Response (.status_code, .json(), .text, .headers, .raise_for_status()).
Assign JSON-safe data to \`result\` (else printed output is returned).
Fresh globals each run; files in /data persist across this chat's runs (read/write with json, csv).
Limits: 30 s, 50 requests per run, only the API's servers. Credentials are added for you: never put keys in code.
Example:
r = requests.get(f"{BASE_URL}/items", params={"q": "x", "per_page": 5})
r.raise_for_status()
result = [{"name": i["name"]} for i in r.json()]`;

export const CODE_MODE_TOOLS: ToolDefinition[] = [
  {
    name: SEARCH_TOOL,
    description: 'Find API operations by what they do. Returns ranked operation names with method and path.',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Plain words, e.g. "list open issues in a repo"' },
        tags: { type: 'array', items: { type: 'string' } },
        limit: { type: 'integer', default: 10 },
        detail: { ...detailEnum, default: 'brief' },
      },
      required: ['query'],
    },
  },
  {
    name: GET_SCHEMA_TOOL,
    description: 'Parameters, request body and response shape of operations, by name from search.',
    inputSchema: {
      type: 'object',
      properties: {
        names: { type: 'array', items: { type: 'string' }, minItems: 1 },
        detail: { ...detailEnum, default: 'detailed' },
        path: { type: 'string', description: 'JSON pointer into one full schema, to read a cut part' },
      },
      required: ['names'],
    },
  },
  {
    name: EXECUTE_TOOL,
    description: EXECUTE_GUIDE,
    inputSchema: {
      type: 'object',
      properties: { code: { type: 'string', description: 'Python source' } },
      required: ['code'],
    },
  },
  {
    name: SAVE_SKILL_TOOL,
    description: 'Save a working function (def with docstring) for later runs: from skills import name',
    inputSchema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
  },
];
