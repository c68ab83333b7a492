// The off-ramp for a non-execute tool result: a body over the threshold is saved whole in the workspace and the
// model gets a short preview instead. The text given must be the full, untruncated body.
import { exceedsThreshold, offRampFiles, offRampPreview } from '../offramp';
import { countTokens } from '../tokens';
import type { Workspace } from '../workspace';
import type { OffRampMark, OffRampOptions } from './offRampExecution';

/** Past this many characters, tokens are estimated from evenly spaced slices: counting 4.4 MB takes ~4 s on the page. */
const EXACT_CHARS = 400_000;
const SLICES = 8;
const SLICE_CHARS = 16_000;

function tokensOf(text: string, thresholdTokens: number): { over: boolean; tokens: number } {
  if (text.length <= EXACT_CHARS) return exceedsThreshold(text, thresholdTokens);
  const stride = Math.floor(text.length / SLICES);
  let sampled = 0;
  for (let i = 0; i < SLICES; i++) sampled += countTokens(text.slice(i * stride, i * stride + SLICE_CHARS));
  const tokens = Math.round((sampled / (SLICES * SLICE_CHARS)) * text.length);
  return { over: tokens > thresholdTokens, tokens };
}

function freeName(workspace: Workspace, toolName: string): string {
  const base = toolName.replace(/[^\w.-]+/g, '_').replace(/^[._-]+/, '') || 'tool';
  let n = 1;
  while (workspace.get(`${base}-${n}.json`)) n++;
  return `${base}-${n}`;
}

/** The preview text and the trace mark, or null when the text fits (or the workspace refused the file). */
export function offRampToolResult(toolName: string, fullText: string, options: OffRampOptions): { text: string; mark: OffRampMark } | null {
  const { over, tokens } = tokensOf(fullText, options.thresholdTokens);
  if (!over) return null;
  let value: unknown = fullText;
  let json: Uint8Array | undefined;
  try {
    value = JSON.parse(fullText) as unknown;
    json = new TextEncoder().encode(fullText);
  } catch {
    // Not JSON: saved as a JSON string, previewed as text.
  }
  const step = freeName(options.workspace, toolName);
  const files = offRampFiles(step, value, json);
  const written = [files.json, ...(files.csv ? [files.csv] : [])];
  if (options.workspace.apply({ written, deleted: [] }, `off-ramp of ${toolName}`)) return null;
  return { text: offRampPreview(value, files, tokens), mark: { path: `/data/${files.json.name}`, tokensKeptOut: tokens, bytes: files.json.bytes.byteLength } };
}
