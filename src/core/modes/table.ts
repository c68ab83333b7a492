// Every mode, in Compare's column order: the one place a mode id is spelled. A discovery variant's behaviour is in
// its folder under core/discovery (`variant` is its key there); its line here gives it an id, names and a colour.
import type { ModeLine } from './types';

const SANDBOX = { sandbox: true };
const NO_SANDBOX = { sandbox: false };

export const MODE_TABLE = [
  {
    id: 'classic', family: 'classic', label: 'Classic (one tool per operation)', name: 'Classic', tools: 'one tool per operation', short: 'Classic',
    color: '#d9822b', compareDefault: true, needs: NO_SANDBOX,
  },
  {
    id: 'code', family: 'code', variant: 'ranked', label: 'Code mode (3 tools)', name: 'Code mode', tools: 'search · get_schema · execute', short: 'Code mode',
    color: '#2f6fde', compareDefault: true, needs: SANDBOX,
  },
  {
    id: 'dual', family: 'dual', label: 'Dual: tools + code', name: 'Dual', tools: 'typed tools + execute', short: 'Dual',
    color: '#2e8b57', compareDefault: true, needs: SANDBOX,
  },
  {
    id: 'code-spec', family: 'code', variant: 'spec', label: 'Code mode: search as code over the spec', name: 'Code mode, search as code over the spec',
    tools: 'search(code) · execute', short: 'Code: spec', color: '#5b8def', compareDefault: false, needs: SANDBOX,
  },
  {
    id: 'code-files', family: 'code', variant: 'files', label: 'Code mode: the API as Python files', name: 'Code mode, the API as Python files',
    tools: 'execute + /apis', short: 'Code: files', color: '#1b3f8f', compareDefault: false, needs: SANDBOX,
  },
  {
    id: 'tool-search', family: 'native', label: 'Provider tool search', name: 'Provider tool search', tools: "deferred tools + the provider's search",
    short: 'Tool search', color: '#8e44ad', compareDefault: false, needs: { sandbox: false, provider: 'toolSearch' },
    how: {
      one: 'Each API operation is a tool that loads on demand: find the ones you need with the tool search tool, then call them.',
      several: 'Each API operation is a tool named <api>__<operation> that loads on demand: find the ones you need with the tool search tool, then call them.',
    },
  },
  {
    id: 'tool-search-local', family: 'native', label: 'Tool search, our ranking', name: 'Tool search, our ranking', tools: 'deferred tools + catalog search',
    short: 'Local search', color: '#16a2b8', compareDefault: false, needs: { sandbox: false, provider: 'toolSearch' },
    how: {
      one: 'Each API operation is a tool that loads on demand: find the ones you need with search_tools, then call them.',
      several: 'Each API operation is a tool named <api>__<operation> that loads on demand: find the ones you need with search_tools, then call them.',
    },
  },
  {
    id: 'programmatic', family: 'native', label: 'Programmatic tool calling', name: 'Programmatic calling', tools: "provider's code calls the tools",
    short: 'Programmatic', color: '#c0392b', compareDefault: false, needs: { sandbox: false, provider: 'programmaticCalling' },
    how: {
      one: 'Write code with the code execution tool that calls the API tools, filters and aggregates; print only what the answer needs.',
      several: 'Write code with the code execution tool that calls the API tools (named <api>__<operation>), filters and aggregates; print only what the answer needs.',
    },
  },
] as const satisfies readonly ModeLine[];

/** The modes this build has (a test may register more, see registry.ts). */
export type AgentMode = (typeof MODE_TABLE)[number]['id'];

/** The provider-native modes: tool search over deferred tools (the provider's, or ours) and programmatic tool calling. */
export type NativeMode = Extract<(typeof MODE_TABLE)[number], { family: 'native' }>['id'];
