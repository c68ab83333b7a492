// "Context at start" for a loaded spec: code mode (meta-tools + our system prompt) vs classic (one tool per operation).
import type { LoadedSpec } from '../openapi/types';
import type { CatalogApi } from '../catalog/types';
import { codeModeTools } from '../surfaces/codeModeTools';
import type { SourceLine } from '../sources';
import { variantFor } from '../discovery';
import { codeLines } from '../modes';
import type { AgentMode } from '../agent/types';
import type { ToolDefinition } from '../llm/types';
import { chooseDualSurface, DUAL_DIRECT_BUDGET_TOKENS, type DualSurface } from '../surfaces/dualSurface';
import { dualToolList } from '../surfaces/dualTools';
import type { ClassicToolDef } from '../catalog/types';
import { buildSystemPrompt } from '../agent/systemPrompt';
import { countClassicTokens, countCodeModeTokens, TOKENIZER } from '../tokens/count';
import type { ClassicTokenCount, CodeModeTokenCount } from '../tokens/count';

export interface ContextTokens {
  operations: number;
  classic: ClassicTokenCount;
  codeMode: CodeModeTokenCount;
  dual: DualTokenCount;
  /** Code mode's other discovery variants (tools + prompt) by mode, in the registry's order; constant in spec size. */
  codeVariants: Partial<Record<AgentMode, number>>;
  tokenizer: string;
}

/** Dual mode's context at start: typed tools + execute (null over the budget), or search/get_schema/call_operation/execute. */
export interface DualTokenCount {
  direct: number | null;
  operation: number;
}

/** `apis`: the loaded APIs when several (their list goes into the prompt); absent or one: the spec alone. */
export function codeModeTokensFor(spec: Pick<LoadedSpec, 'title' | 'servers'>, apis?: readonly SourceLine[]): CodeModeTokenCount {
  const prompt = buildSystemPrompt({ title: spec.title, baseUrl: spec.servers[0]?.url ?? '', mode: 'code', ...(apis ? { apis } : {}) });
  return countCodeModeTokens(codeModeTools(apis?.length ?? 1), prompt);
}

export function codeVariantTokensFor(spec: Pick<LoadedSpec, 'title' | 'servers'>, apis?: readonly SourceLine[]): ContextTokens['codeVariants'] {
  const count = (mode: AgentMode, tools: readonly ToolDefinition[]) =>
    countCodeModeTokens(tools, buildSystemPrompt({ title: spec.title, baseUrl: spec.servers[0]?.url ?? '', mode, ...(apis ? { apis } : {}) })).tokens;
  // The first variant, `code`, is counted as codeMode itself.
  return Object.fromEntries(codeLines().slice(1).map((l) => [l.id, count(l.id as AgentMode, variantFor(l).tools(apis?.length ?? 1))]));
}

export function dualTokensFor(spec: Pick<LoadedSpec, 'title' | 'servers'>, tools: readonly ClassicToolDef[], classic: ClassicTokenCount, apis?: readonly SourceLine[]): DualTokenCount {
  const n = apis?.length ?? 1;
  const prompt = (surface: 'direct' | 'operation') => buildSystemPrompt({ title: spec.title, baseUrl: spec.servers[0]?.url ?? '', mode: 'dual', surface, ...(apis ? { apis } : {}) });
  const operation = countCodeModeTokens(dualToolList('operation', [], n), prompt('operation')).tokens;
  if (classic.tokens > DUAL_DIRECT_BUDGET_TOKENS) return { direct: null, operation };
  return { direct: countCodeModeTokens(dualToolList('direct', tools, n), prompt('direct')).tokens, operation };
}

/**
 * Context at start of `catalog`'s tools. With several APIs, `spec` is the first one (BASE_URL's), `catalog` the set
 * (every API's tools, names qualified) and `apis` the loaded APIs, listed in the prompts.
 */
export async function contextTokens(spec: Pick<LoadedSpec, 'title' | 'servers'>, catalog: Pick<CatalogApi, 'classicTools'>, apis?: readonly SourceLine[]): Promise<ContextTokens> {
  const tools = await catalog.classicTools();
  const classic = countClassicTokens(tools);
  return { operations: tools.length, classic, codeMode: codeModeTokensFor(spec, apis), dual: dualTokensFor(spec, tools, classic, apis), codeVariants: codeVariantTokensFor(spec, apis), tokenizer: TOKENIZER };
}

/** What each mode puts in the model's context before the first word, as exported from the explorer. */
export interface ToolDefinitions {
  classic: { tools: unknown[] };
  codeMode: { tools: unknown[]; systemPrompt: string };
  /** Dual mode for a provider without a tool cap (one with a lower cap may get the call_operation surface). */
  dual: { surface: DualSurface; tools: unknown[]; systemPrompt: string };
}

/** `classicTokens`: the classic list's count when already known (counting a big spec's tools takes seconds). */
export async function toolDefinitions(spec: Pick<LoadedSpec, 'title' | 'servers'>, catalog: Pick<CatalogApi, 'classicTools'>, classicTokens?: number, apis?: readonly SourceLine[]): Promise<ToolDefinitions> {
  const baseUrl = spec.servers[0]?.url ?? '';
  const several = apis ? { apis } : {};
  const n = apis?.length ?? 1;
  const systemPrompt = buildSystemPrompt({ title: spec.title, baseUrl, mode: 'code', ...several });
  const tools = await catalog.classicTools();
  const surface = chooseDualSurface({ toolNames: tools.map((t) => t.name), classicTokens: classicTokens ?? countClassicTokens(tools).tokens });
  return {
    classic: { tools },
    codeMode: { tools: [...codeModeTools(n)], systemPrompt },
    dual: { surface, tools: dualToolList(surface, tools, n), systemPrompt: buildSystemPrompt({ title: spec.title, baseUrl, mode: 'dual', surface, ...several }) },
  };
}
