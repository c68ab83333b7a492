// What a discovery variant of code mode is: how the model finds its way around the API (tools, prompt, run inputs).
// Its id, names and colour are its line in core/modes.
import type { ToolDefinition } from '../llm/types';

export interface DiscoveryPromptInfo {
  /** "the Open Brewery DB API" (already capped and phrased). */
  title: string;
  baseUrl: string;
  /** The API's short name: its Python package and `specs` key. */
  apiName: string;
}

/** Several APIs: their count, their list (a line each) and the line on Python's BASE_URLS. */
export interface SeveralApisInfo {
  count: number;
  list: string;
  urls: string;
}

export interface DiscoveryVariantDef {
  /** The tools offered for `apiCount` loaded APIs, constant in spec size. */
  tools: (apiCount: number) => readonly ToolDefinition[];
  /** The system prompt's lines for one API. */
  prompt: (info: DiscoveryPromptInfo) => string[];
  /** Several APIs: the prompt's lines. Default: the list, BASE_URLS, then `prompt` for `<api>`. */
  severalPrompt?: (info: SeveralApisInfo) => string[];
  /** Run inputs: search runs over the loaded specs' documents, so a run hands them in. */
  searchesSpecs: boolean;
}
