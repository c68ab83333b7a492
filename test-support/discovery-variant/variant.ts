// A test-only discovery variant of code mode, `code-probe`: execute alone, and a prompt of its own. It plugs in
// through the two registries alone (its behaviour under a folder key, its mode line), as a new variant's folder would.
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

/** Its folder's key in core/discovery's registry. */
export const PROBE_KEY = 'probe';

export const PROBE_LINE: CodeLine = {
  id: PROBE_MODE, family: 'code', variant: PROBE_KEY, label: 'Code mode: probe', name: 'Code mode, probing', tools: 'execute',
  short: 'Code: probe', color: '#123456', compareDefault: false, needs: { sandbox: true },
};
