// `code`: today's code mode, ranked search with detail levels (search · get_schema · execute).
import { CODE_MODE_TOOLS } from '../../mcp/codeModeTools';
import type { DiscoveryPromptInfo, DiscoveryVariantDef } from '../types';

function prompt(info: DiscoveryPromptInfo): string[] {
  return [
    `You answer questions using ${info.title}${info.baseUrl ? ` (BASE_URL ${info.baseUrl})` : ''} through three tools:`,
    '1. search: find operations by intent.',
    '2. get_schema: parameters and response shape of the operations you will call.',
    '3. execute: one Python script that makes the calls, filters and aggregates, and sets `result`.',
    'Batch work into one execute call, not many small ones. On an error, fix the code and retry.',
    'Answer concisely from the result. Do not invent data.',
  ];
}

export const CODE_RANKED: DiscoveryVariantDef = { id: 'code', tools: CODE_MODE_TOOLS, prompt };
