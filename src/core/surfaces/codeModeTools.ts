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

// Several APIs: BASE_URLS instead of BASE_URL alone, and search's `api` argument. One API keeps the text above.
const EXECUTE_GUIDE_MULTI = EXECUTE_GUIDE
  .replace('- BASE_URL: the API base URL.', '- BASE_URLS: dict short name -> base URL of each API; BASE_URL is the first one\'s.')
  .replace("only the API's servers", "only the APIs' servers")
  .replace('f"{BASE_URL}/items"', 'f"{BASE_URLS[\'shop\']}/items"');

const API_ARG = { type: 'string', description: 'Short name of one API, to search only it' };

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

/** The code-mode tools for `apiCount` loaded APIs (one: CODE_MODE_TOOLS as they always were). */
export function codeModeTools(apiCount: number): ToolDefinition[] {
  if (apiCount <= 1) return CODE_MODE_TOOLS;
  return CODE_MODE_TOOLS.map((tool) => {
    if (tool.name === EXECUTE_TOOL) return { ...tool, description: EXECUTE_GUIDE_MULTI };
    if (tool.name !== SEARCH_TOOL) return tool;
    const schema = tool.inputSchema as { properties: Record<string, unknown> };
    return { ...tool, description: `${tool.description} Spans every loaded API; each name says its API.`, inputSchema: { ...tool.inputSchema, properties: { ...schema.properties, api: API_ARG } } };
  });
}
