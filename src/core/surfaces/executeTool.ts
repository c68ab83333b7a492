// The `execute` tool's handler, shared by every mode that offers it (code mode, classic after an off-ramp, dual).
import type { CallToolResult } from '@modelcontextprotocol/client';
import { EXECUTE_TOOL } from './codeModeTools';
import { formatExecution } from './formatExecution';
import { EXECUTION_META_KEY, OFFRAMP_META_KEY, REQUESTS_META_KEY } from './meta';
import { offRampExecution, type OffRampOptions } from './offRampExecution';
import { missingArgs, missingArgsResult, textResult } from './toolResult';
import type { Args } from './toolResult';
import type { CodeRunner } from '../execution/types';
import type { UserWaits } from './userWait';

export interface ExecuteOptions {
  runner: CodeRunner;
  /** The spec's servers as the broker allows them; quoted to the model when a request is denied. */
  allowedBases?: string[];
  /** Cap on the text of one execute result. Default 20 000 characters. */
  maxResultChars?: number;
  /** Context Off-Ramp: results over the threshold go whole into the workspace; the model gets a preview. */
  offRamp?: OffRampOptions;
  /** The decisions the user is asked for during a call (approvals): they keep the call alive. Default: none known. */
  userWaits?: UserWaits;
}

export async function runExecute(options: ExecuteOptions, args: Args, signal: AbortSignal): Promise<CallToolResult> {
  const missing = missingArgs(args, ['code']);
  if (missing.length > 0) return missingArgsResult(EXECUTE_TOOL, missing);
  if (typeof args.code !== 'string' || args.code.trim() === '') return textResult('"code" must be a non-empty string of Python.', true);
  const result = await options.runner.run(args.code, { signal });
  const { text, isError } = formatExecution(args.code, result, { allowedBases: options.allowedBases, maxChars: options.maxResultChars });
  const meta = { [EXECUTION_META_KEY]: result, [REQUESTS_META_KEY]: result.requests };
  const ramp = options.offRamp ? offRampExecution(result, text, options.offRamp) : null;
  if (ramp) return textResult(ramp.text, false, { ...meta, [OFFRAMP_META_KEY]: ramp.mark });
  return textResult(text, isError, meta);
}
