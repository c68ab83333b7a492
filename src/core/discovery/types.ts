// What a discovery variant of code mode is: how the model finds its way around the API (tools and prompt).
import type { ToolDefinition } from '../llm/types';

/** code: ranked search with detail levels · code-spec: Python over the OpenAPI document · code-files: the API as Python files. */
export type DiscoveryVariant = 'code' | 'code-spec' | 'code-files';

export interface DiscoveryPromptInfo {
  /** "the Open Brewery DB API" (already capped and phrased). */
  title: string;
  baseUrl: string;
  /** The API's short name: its Python package and `specs` key. */
  apiName: string;
}

export interface DiscoveryVariantDef {
  id: DiscoveryVariant;
  /** The tools offered, constant in spec size. */
  tools: ToolDefinition[];
  /** The system prompt's lines. */
  prompt: (info: DiscoveryPromptInfo) => string[];
}
