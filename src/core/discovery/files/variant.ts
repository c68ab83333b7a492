// `code-files`: the API as Python files. No search tool: the model lists and reads /apis/<name>/ with `execute`,
// imports only the functions it needs, and calls them typed (ApiError on a non-2xx). Constant in spec size.
import type { ToolDefinition } from '../../llm/types';
import { CODE_MODE_TOOLS, EXECUTE_TOOL, SAVE_SKILL_TOOL } from '../../surfaces/codeModeTools';
import type { DiscoveryPromptInfo, DiscoveryVariantDef } from '../types';

const EXECUTE_FILES_GUIDE = `Run Python 3 (Pyodide) against the API. The API is a read-only Python package per loaded API under /apis/<name>/:
a module per tag, a typed function per operation (keyword arguments; returns parsed JSON, text or bytes; raises ApiError with .status, .body on a non-2xx).
Explore: print(open("/apis/<name>/README.md").read()), os.listdir, read a module for its signatures and docstrings.
Call: from apis.<name> import some_function. requests and BASE_URL are there too.
Assign JSON-safe data to \`result\` (else printed output is returned).
Fresh globals each run; files in /data persist across this chat's runs.
Limits: 30 s, 50 requests per run, only the API's servers. Credentials are added for you: never put keys in code.`;

const execute = CODE_MODE_TOOLS.find((t) => t.name === EXECUTE_TOOL);
const saveSkill = CODE_MODE_TOOLS.filter((t) => t.name === SAVE_SKILL_TOOL);

const TOOLS: ToolDefinition[] = [
  { name: EXECUTE_TOOL, description: EXECUTE_FILES_GUIDE, inputSchema: execute?.inputSchema ?? { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } },
  ...saveSkill,
];

function prompt(info: DiscoveryPromptInfo): string[] {
  return [
    `You answer questions using ${info.title}${info.baseUrl ? ` (BASE_URL ${info.baseUrl})` : ''} through Python with execute.`,
    `The API is the package apis.${info.apiName}: start with /apis/${info.apiName}/README.md, read only the module you need, then import its functions.`,
    'Batch the calls into one script that filters and aggregates and sets `result`. On an error, fix the code and retry.',
    'Answer concisely from the result. Do not invent data.',
  ];
}

export const CODE_FILES: DiscoveryVariantDef = { tools: () => TOOLS, prompt, searchesSpecs: false };
