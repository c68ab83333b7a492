// The off-ramp for a tool result: a result whose model-visible text is over the threshold, or whose whole value
// was over a display cap, is saved whole in the workspace and replaced by a short preview.
import { countTokens } from '../tokens';
import { exceedsThreshold, offRampFiles, offRampPreview } from '../offramp';
import type { WorkspaceView } from '../workspace';
import { summarizeRequests } from './formatExecution';
import type { ExecutionResult } from '../execution/types';

export interface OffRampOptions {
  thresholdTokens: number;
  workspace: WorkspaceView;
}

export interface OffRampMark {
  path: string;
  tokensKeptOut: number;
  bytes: number;
}

export type OffRamped = { text: string; mark: OffRampMark } | null;

/** `<base>-<n>`, the first n with no `<base>-<n>.json` in the workspace; base kept to workspace-safe characters. */
function freeName(workspace: WorkspaceView, base: string): string {
  const safe = base.replace(/[^\w.-]+/g, '_').replace(/^[._-]+/, '').slice(0, 60) || 'result';
  let n = 1;
  while (workspace.get(`${safe}-${n}.json`)) n++;
  return `${safe}-${n}`;
}

/** Tokens of the text the model would have read, or null when it fits and nothing was cut. */
function keptOut(text: string, cut: boolean, thresholdTokens: number): number | null {
  const { over, tokens } = exceedsThreshold(text, thresholdTokens);
  if (over) return tokens;
  return cut ? countTokens(text) : null;
}

/** Saves `value` (its JSON bytes given when already encoded) and returns the preview; null if the workspace refused. */
function save(base: string, value: unknown, json: Uint8Array | undefined, tokens: number, options: OffRampOptions): OffRamped {
  const step = freeName(options.workspace, base);
  const files = offRampFiles(step, value, json);
  const written = [files.json, ...(files.csv ? [files.csv] : [])];
  if (options.workspace.apply({ written, deleted: [] }, `off-ramp of ${step}`)) return null;
  return { text: offRampPreview(value, files, tokens), mark: { path: `/data/${files.json.name}`, tokensKeptOut: tokens, bytes: files.json.bytes.byteLength } };
}

function parsed(text: string): { value: unknown; json?: Uint8Array } {
  try {
    return { value: JSON.parse(text) as unknown, json: new TextEncoder().encode(text) };
  } catch {
    return { value: text };
  }
}

function wholeValue(r: ExecutionResult): { value: unknown; json?: Uint8Array } {
  if (r.resultFile) {
    const text = new TextDecoder().decode(r.resultFile);
    const whole = parsed(text);
    return whole.json ? { value: whole.value, json: r.resultFile } : whole;
  }
  const printedOnly = typeof r.result === 'string' && r.result === r.stdout;
  if (!printedOnly && r.result !== null && r.result !== undefined) return { value: r.result };
  return parsed(r.stdout);
}

/** `execute`'s off-ramp: the whole value is the sandbox's resultFile when it was over the display cap, else the result, else stdout. */
export function offRampExecution(r: ExecutionResult, text: string, options: OffRampOptions): OffRamped {
  if (!r.ok) return null;
  const tokens = keptOut(text, r.resultFile !== undefined, options.thresholdTokens);
  if (tokens === null) return null;
  const { value, json } = wholeValue(r);
  const ramp = save('execute', value, json, tokens, options);
  return ramp && { ...ramp, text: `${ramp.text}\n\n${summarizeRequests(r.requests)}` };
}

/** A typed tool's result as the model would read it (maybe cut at a cap) and whole (e.g. a response body). */
export interface ToolResultText {
  visibleText: string;
  wholeText: string;
  /** The visible text was cut at a cap. */
  cut: boolean;
}

/** A typed tool's off-ramp (e.g. a classic tool's response): the whole text goes to `/data/<tool>-<n>.json`. */
export function offRampToolResult(toolName: string, result: ToolResultText, options: OffRampOptions): OffRamped {
  const tokens = keptOut(result.visibleText, result.cut, options.thresholdTokens);
  if (tokens === null) return null;
  const { value, json } = parsed(result.wholeText);
  return save(toolName, value, json, tokens, options);
}
