// `code-spec`: search is Python over the OpenAPI document itself, run sealed like execute (no network), with
// `spec` bound to the document as a dict; only what the code returns reaches the model. Constant in spec size.
import type { ToolDefinition } from '../../llm/types';
import { CODE_MODE_TOOLS, EXECUTE_TOOL, SAVE_SKILL_TOOL, SEARCH_TOOL } from '../../surfaces/codeModeTools';
import type { DiscoveryPromptInfo, DiscoveryVariantDef } from '../types';

const SEARCH_SPEC_GUIDE = `Explore the API's OpenAPI document with Python (sealed: no network, 30 s). Globals:
- spec: the document as a dict (specs: every loaded API's, by short name).
- resolve(node): node with its "$ref" followed (one level; call again for nested refs).
- operations(): list of (method, path, operation dict) for every operation.
Set \`result\` (or print) to only what you found, e.g. [(m, p, op.get("operationId"), op.get("summary")) for m, p, op in operations() if "brewer" in p], then the parameters of the one you need; never whole schemas.`;

const TOOLS: ToolDefinition[] = CODE_MODE_TOOLS.flatMap((t): ToolDefinition[] => {
  if (t.name === SEARCH_TOOL) {
    return [{ name: SEARCH_TOOL, description: SEARCH_SPEC_GUIDE, inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'Python source' } }, required: ['code'] } }];
  }
  return t.name === EXECUTE_TOOL || t.name === SAVE_SKILL_TOOL ? [t] : [];
});

function prompt(info: DiscoveryPromptInfo): string[] {
  return [
    `You answer questions using ${info.title}${info.baseUrl ? ` (BASE_URL ${info.baseUrl})` : ''} through two tools:`,
    '1. search: Python over the OpenAPI document (`spec`): find the operations, their parameters and response shape.',
    '2. execute: one Python script that makes the calls, filters and aggregates, and sets `result`.',
    'Return only what you need from search. Batch work into one execute call. On an error, fix the code and retry.',
    'Answer concisely from the result. Do not invent data.',
  ];
}

export const CODE_SPEC: DiscoveryVariantDef = { tools: () => TOOLS, prompt, searchesSpecs: true };
