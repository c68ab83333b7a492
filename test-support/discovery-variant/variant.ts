// A test-only discovery variant of code mode, `code-probe`: execute alone, and a prompt of its own. It plugs in
// through the modes registry alone (registerMode), the way a new variant's folder and line would.
import type { AgentMode } from '../../src/core/agent';
import type { DiscoveryPromptInfo, DiscoveryVariantDef } from '../../src/core/discovery';
import type { ToolDefinition } from '../../src/core/llm';
import type { CodeLine } from '../../src/core/modes';

/** The AgentMode type knows the table's ids only: a registered id is cast by its registrant. */
export const PROBE_MODE = 'code-probe' as AgentMode;

const TOOLS: readonly ToolDefinition[] = [
  { name: 'execute', description: 'Run Python against the API; set `result`.', inputSchema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } },
];

function prompt(info: DiscoveryPromptInfo): string[] {
  return [`You answer questions about ${info.title} by probing apis.${info.apiName} with execute.`, 'Answer from the result.'];
}

export const PROBE_VARIANT: DiscoveryVariantDef = { tools: () => TOOLS, prompt, searchesSpecs: false };

export const PROBE_LINE: CodeLine = {
  id: PROBE_MODE, family: 'code', variant: PROBE_VARIANT, label: 'Code mode: probe', name: 'Code mode, probing', tools: 'execute',
  short: 'Code: probe', color: '#123456', compareDefault: false, needs: { sandbox: true },
};
