// A server's questions: the client declares elicitation (form and url) only when the page can answer, and each
// `elicitation/create` (a 2025-11-25 request, or one the SDK lifts out of a 2026-07-28 `input_required` result)
// becomes a question (questions.ts) for the handler of the call that asked.
// Sampling and roots are never declared: deprecated by the 2026-07-28 revision, and a page lends no model or files.
import { ProtocolError, ProtocolErrorCode, type Client, type ClientCapabilities, type ElicitResult } from '@modelcontextprotocol/client';
import { checkAnswer, formOf, questionUrl, type McpAnswer, type McpQuestion, type QuestionHandler } from './questions';

/** What the client declares: elicitation in both modes when someone can answer, else nothing. */
export function questionCapabilities(canAnswer: boolean): ClientCapabilities {
  return canAnswer ? { elicitation: { form: {}, url: {} } } : {};
}

/** A call in flight, as a question finds it: its tool, its own handler, and its wait to hold meanwhile. */
export interface AskingCall {
  tool: string;
  onQuestion?: QuestionHandler | undefined;
  hold: () => () => void;
}

/**
 * The calls in flight on one connection. A 2025-11-25 request does not name the call it belongs to: with one call in
 * flight it is that call's (its handler, its wait held); with several or none the connection's handler answers it.
 * A 2026-07-28 question comes back in its own call's result (inputRequired.ts), so it is always that call's.
 */
export class AskingCalls {
  private readonly calls = new Set<AskingCall>();
  private readonly closed = new AbortController();

  constructor(private readonly fallback: QuestionHandler) {}

  async during<T>(call: AskingCall, fn: () => Promise<T>): Promise<T> {
    this.calls.add(call);
    try {
      return await fn();
    } finally {
      this.calls.delete(call);
    }
  }

  /** The connection is gone: every question still waiting is withdrawn. */
  close(): void {
    this.closed.abort();
  }

  /** Questions known to come from `call` (a 2026-07-28 call's own input_required): its handler, its wait held. */
  askedBy(call: AskingCall): QuestionHandler {
    return async (question, asked) => {
      const release = call.hold();
      try {
        return await (call.onQuestion ?? this.fallback)({ ...question, tool: call.tool }, this.linked(asked));
      } finally {
        release();
      }
    };
  }

  /** A question that names no call (2025-11-25): the only call in flight's, else the connection's handler's. */
  readonly ask: QuestionHandler = async (question, asked) => {
    const only = this.calls.size === 1 ? [...this.calls][0] : undefined;
    return only ? this.askedBy(only)(question, asked) : this.fallback(question, this.linked(asked));
  };

  private linked(asked: AbortSignal | undefined): AbortSignal {
    return asked ? AbortSignal.any([asked, this.closed.signal]) : this.closed.signal;
  }
}

const invalid = (why: string): ProtocolError => new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid elicitation request: ${why}`);

/** The request as a question, or the error the server gets (a form that is not flat primitives, a URL not http(s)). */
function questionOf(params: Record<string, unknown>, server: string): McpQuestion {
  const message = typeof params.message === 'string' ? params.message : '';
  const id = typeof params.elicitationId === 'string' ? { id: params.elicitationId } : {};
  if (params.mode === 'url') {
    const url = questionUrl(params.url);
    if (!url) throw invalid('the url must be an http or https address');
    return { server, message, mode: 'url', url, ...id };
  }
  const form = formOf(params.requestedSchema);
  if (!form.ok) throw invalid(form.error);
  return { server, message, mode: 'form', fields: form.fields, ...id };
}

/** The answer as the SDK sends it: accepted content checked against the form, each field left out given its default. */
function resultOf(question: McpQuestion, answer: McpAnswer): ElicitResult {
  if (answer.action !== 'accept') return { action: answer.action };
  if (question.mode === 'url') return { action: 'accept' };
  const checked = checkAnswer(question.fields, answer.content ?? {});
  if (!checked.ok) {
    const problems = Object.entries(checked.problems).map(([k, v]) => `${k} ${v}`).join('; ');
    throw new ProtocolError(ProtocolErrorCode.InternalError, `The answer does not fit the requested schema: ${problems}`);
  }
  return { action: 'accept', content: checked.content };
}

/** One `elicitation/create` (its params) asked through `ask` and answered as the SDK sends it. */
export async function answerElicitationRequest(params: Record<string, unknown>, server: string, ask: QuestionHandler, signal: AbortSignal): Promise<ElicitResult> {
  const question = questionOf(params, server);
  return resultOf(question, await ask(question, signal));
}

/** Answers the server's `elicitation/create` requests on `client` with `ask` (set before it connects). */
export function answerElicitation(client: Client, ask: QuestionHandler): void {
  client.setRequestHandler('elicitation/create', (request, ctx) => answerElicitationRequest(request.params, client.getServerVersion()?.name ?? 'mcp', ask, ctx.mcpReq.signal));
}
