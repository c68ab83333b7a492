// The off-ramp for `execute`: a result whose model-visible text is over the threshold is saved whole in the
// workspace and replaced by a short preview. The whole value is the sandbox's resultFile when it was over the
// display cap, else the result, else stdout.
import { exceedsThreshold, offRampFiles, offRampPreview } from '../offramp';
import type { Workspace } from '../workspace';
import { summarizeRequests } from './formatExecution';
import type { ExecutionResult } from './types';

export interface OffRampOptions {
  thresholdTokens: number;
  workspace: Workspace;
}

export interface OffRampMark {
  path: string;
  tokensKeptOut: number;
  bytes: number;
}

function wholeValue(r: ExecutionResult): { value: unknown; json?: Uint8Array } {
  if (r.resultFile) {
    try {
      return { value: JSON.parse(new TextDecoder().decode(r.resultFile)) as unknown, json: r.resultFile };
    } catch {
      return { value: new TextDecoder().decode(r.resultFile) };
    }
  }
  const printedOnly = typeof r.result === 'string' && r.result === r.stdout;
  if (!printedOnly && r.result !== null && r.result !== undefined) return { value: r.result };
  try {
    return { value: JSON.parse(r.stdout) as unknown };
  } catch {
    return { value: r.stdout };
  }
}

function freeName(workspace: Workspace): string {
  let n = 1;
  while (workspace.get(`execute-${n}.json`)) n++;
  return `execute-${n}`;
}

/** The preview text and the trace mark, or null when the text fits (or the workspace refused the file). */
export function offRampExecution(r: ExecutionResult, text: string, options: OffRampOptions): { text: string; mark: OffRampMark } | null {
  if (!r.ok) return null;
  const { over, tokens } = exceedsThreshold(text, options.thresholdTokens);
  if (!over) return null;
  const { value, json } = wholeValue(r);
  const step = freeName(options.workspace);
  const files = offRampFiles(step, value, json);
  const written = [files.json, ...(files.csv ? [files.csv] : [])];
  if (options.workspace.apply({ written, deleted: [] }, `off-ramp of ${step}`)) return null;
  const preview = offRampPreview(value, files, tokens);
  return { text: `${preview}\n\n${summarizeRequests(r.requests)}`, mark: { path: `/data/${files.json.name}`, tokensKeptOut: tokens, bytes: files.json.bytes.byteLength } };
}
