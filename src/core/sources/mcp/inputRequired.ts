// A 2026-07-28 tool call whose server needs input, run round by round here rather than by the SDK's driver, whose
// handler is not told which call asked: each embedded question goes to the call that got it (its tool, its handler,
// its wait held), and the SDK's own "Fulfilling input required…" progress line never reaches the run view.
import {
  isInputRequiredResult, ProtocolError, ProtocolErrorCode, SdkError, SdkErrorCode, specTypeSchemas, withInputRequired,
  type Client, type ElicitResult, type RequestOptions, type Result,
} from '@modelcontextprotocol/client';

/** The SDK driver's own limits: rounds before giving up, and the pause before a leg that only echoes requestState. */
export const MAX_INPUT_ROUNDS = 10;
const STATE_ONLY_PACING_MS = 250;

/** Answers one embedded `elicitation/create` (its params) for the call that got it. */
export type AnswerElicitation = (params: Record<string, unknown>, signal: AbortSignal) => Promise<ElicitResult>;

const stopped = (signal: AbortSignal): Error => (signal.reason instanceof Error ? signal.reason : new Error('The call was stopped'));

const paused = (ms: number, signal: AbortSignal) => new Promise<void>((resolve, reject) => {
  if (signal.aborted) return reject(stopped(signal));
  const done = () => (clearTimeout(timer), reject(stopped(signal)));
  const timer = setTimeout(() => (signal.removeEventListener('abort', done), resolve()), ms);
  signal.addEventListener('abort', done, { once: true });
});

function questionParams(key: string, entry: unknown): Record<string, unknown> {
  const request = entry && typeof entry === 'object' ? (entry as { method?: unknown; params?: unknown }) : {};
  if (request.method !== 'elicitation/create') {
    // Sampling and roots are never declared: a server that asks for them anyway is told so, like the SDK would.
    throw new SdkError(SdkErrorCode.CapabilityNotSupported, `The server asked for '${String(request.method)}' (input request '${key}'), which this page does not offer: it answers only elicitation/create.`);
  }
  if (!request.params || typeof request.params !== 'object') throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid elicitation request '${key}': no params`);
  return request.params as Record<string, unknown>;
}

/** `tools/call` with `params`, its `input_required` answers gathered one question at a time, then sent again. */
export async function callAnsweringInput(client: Client, params: Record<string, unknown>, options: RequestOptions, answer: AnswerElicitation): Promise<Result> {
  const signal = options.signal ?? new AbortController().signal;
  let leg = params;
  for (let round = 0; ; round += 1) {
    const result = await client.request({ method: 'tools/call', params: leg }, withInputRequired(specTypeSchemas.Result), { ...options, allowInputRequired: true });
    if (!isInputRequiredResult(result)) return result;
    if (round === MAX_INPUT_ROUNDS) {
      throw new SdkError(SdkErrorCode.InputRequiredRoundsExceeded, `The server still asked for input after ${MAX_INPUT_ROUNDS} rounds of answers.`);
    }
    const entries = Object.entries(result.inputRequests ?? {});
    const responses: Record<string, ElicitResult> = {};
    for (const [key, entry] of entries) responses[key] = await answer(questionParams(key, entry), signal);
    if (entries.length === 0) await paused(STATE_ONLY_PACING_MS, signal);
    leg = {
      ...params,
      ...(entries.length > 0 ? { inputResponses: responses } : {}),
      ...(result.requestState !== undefined ? { requestState: result.requestState } : {}),
    };
  }
}
