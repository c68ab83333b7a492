// `code`: today's code mode, ranked search with detail levels (search · get_schema · execute).
import { codeModeTools } from '../../surfaces/codeModeTools';
import type { DiscoveryPromptInfo, DiscoveryVariantDef, SeveralApisInfo } from '../types';

const STEPS = [
  '2. get_schema: parameters and response shape of the operations you will call.',
  '3. execute: one Python script that makes the calls, filters and aggregates, and sets `result`.',
  'Batch work into one execute call, not many small ones. On an error, fix the code and retry.',
  'Answer concisely from the result. Do not invent data.',
];

function prompt(info: DiscoveryPromptInfo): string[] {
  return [`You answer questions using ${info.title}${info.baseUrl ? ` (BASE_URL ${info.baseUrl})` : ''} through three tools:`, '1. search: find operations by intent.', ...STEPS];
}

function severalPrompt(info: SeveralApisInfo): string[] {
  return [
    `You answer questions using these ${info.count} APIs through three tools:`,
    info.list,
    info.urls,
    '1. search: find operations by intent across every API (api="<api>" narrows it; "*" lists the APIs and their tags); names say their API.',
    ...STEPS,
  ];
}

export const CODE_RANKED: DiscoveryVariantDef = { tools: codeModeTools, prompt, severalPrompt, searchesSpecs: false };
