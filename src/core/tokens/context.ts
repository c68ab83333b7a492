// "Context at start" for a loaded spec: code mode (meta-tools + our system prompt) vs classic (one tool per operation).
import type { LoadedSpec } from '../openapi/types';
import type { CatalogApi } from '../catalog/types';
import { CODE_MODE_TOOLS } from '../mcp/codeModeTools';
import { buildSystemPrompt } from '../agent/systemPrompt';
import { countClassicTokens, countCodeModeTokens, TOKENIZER } from './count';
import type { ClassicTokenCount, CodeModeTokenCount } from './count';

export interface ContextTokens {
  operations: number;
  classic: ClassicTokenCount;
  codeMode: CodeModeTokenCount;
  tokenizer: string;
}

export function codeModeTokensFor(spec: Pick<LoadedSpec, 'title' | 'servers'>): CodeModeTokenCount {
  const prompt = buildSystemPrompt({ title: spec.title, baseUrl: spec.servers[0]?.url ?? '', mode: 'code' });
  return countCodeModeTokens(CODE_MODE_TOOLS, prompt);
}

export async function contextTokens(spec: LoadedSpec, catalog: Pick<CatalogApi, 'classicTools'>): Promise<ContextTokens> {
  const tools = await catalog.classicTools();
  return { operations: spec.operations.length, classic: countClassicTokens(tools), codeMode: codeModeTokensFor(spec), tokenizer: TOKENIZER };
}

/** What each mode puts in the model's context before the first word, as exported from the explorer. */
export interface ToolDefinitions {
  classic: { tools: unknown[] };
  codeMode: { tools: unknown[]; systemPrompt: string };
}

export async function toolDefinitions(spec: Pick<LoadedSpec, 'title' | 'servers'>, catalog: Pick<CatalogApi, 'classicTools'>): Promise<ToolDefinitions> {
  const systemPrompt = buildSystemPrompt({ title: spec.title, baseUrl: spec.servers[0]?.url ?? '', mode: 'code' });
  return { classic: { tools: await catalog.classicTools() }, codeMode: { tools: [...CODE_MODE_TOOLS], systemPrompt } };
}
