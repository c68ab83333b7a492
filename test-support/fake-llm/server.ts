/**
 * Fake LLM server for tests without internet (127.0.0.1:4013 in Playwright; any port in unit tests).
 * Speaks the real wire formats, streaming and not, with CORS for the browser app:
 *   POST /v1/chat/completions  (OpenAI; also any OpenAI-compatible base URL http://127.0.0.1:4013/v1)
 *   POST /v1/responses         (OpenAI Responses API: tool search, programmatic tool calling; see responses/)
 *   POST /v1/messages          (Anthropic; base URL http://127.0.0.1:4013)
 *   POST /v1beta/models/{model}:generateContent | :streamGenerateContent?alt=sse  (Gemini; base URL http://127.0.0.1:4013)
 *   GET  /v1/models            (OpenAI shape; Anthropic shape with anthropic-version; Gemini shape with x-goog-api-key)
 * Strict: every request is checked against its provider's documented rules (validate/: tool count and names,
 * schemas, message order, empty parts, the Gemini API version). A broken rule is answered with the provider's own
 * error body and status, uses no scripted turn, and is recorded as `violation` on the request.
 * Control API (JSON):
 *   POST /__control/script   { scenario, turns: FakeTurn[] } (or an array of them) → scenario status.
 *                            The latest scripted scenario is active; a request whose model id equals a
 *                            scenario name uses that scenario instead. Turns are consumed in order, skipping
 *                            those whose `when` does not match the tools offered.
 *   POST /__control/inject   { turns, scenario? } puts turns before the next unused turn of the scenario (default:
 *                            the active one), e.g. a 429 or an overloaded stream in the middle of a run.
 *   GET  /__control/requests  every recorded LLM request incl. model listings (headers + body + offered tools);
 *                            ?scenario= filters.
 *   GET  /__control/status    scenarios with consumed turn indexes.
 *   POST /__control/reset     forget scenarios and requests.
 * Turns (FakeTurn): text | tool-calls | template ({{lastToolResult}} …) | echo-last-tool-result | error (status,
 * retryAfter, exposeRetryAfter, waitInBody, preset context-too-long / model-not-found / overloaded / rate-limit) |
 * stream-error (overloaded / server / rate-limit after HTTP 200) | empty (stop / safety / malformed-function-call /
 * prompt-blocked) | disconnect | hang; each may set usage, delayMs, chunkDelayMs, when. The Responses wire also has
 * tool-search (tool_search_call, and for a hosted search its tool_search_output and the calls after it) | program
 * (a program item and its nested function calls, each with a deadline) | program-output (responses/types.ts).
 * Example (in a spec):
 *   await useScenario('moon', [
 *     { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code } }], usage: { input: 900, output: 40 } },
 *     { type: 'echo-last-tool-result', prefix: 'Top 5:\n', usage: { input: 1200, output: 90, cached: 512 } },
 *   ]);
 *   // app settings: provider openai-compatible, base URL http://127.0.0.1:4013/v1, any model id and key
 *   const sent = await fakeLlmRequests(undefined, 'moon');  // assert sent[i].tools, headers, nonAuthText(sent[i])
 * Types: test-support/fake-llm/types.ts. Helpers for specs and unit tests: test-support/fake-llm/client.ts.
 * In-process (Vitest): `const server = await startFakeLlm({ port: 0 })`, then server.state / server.close().
 * Run standalone: `npx tsx e2e/servers/fake-llm.ts` (FAKE_LLM_PORT / FAKE_LLM_HOST override the address).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeAnthropicModels } from './anthropic-wire';
import { handleCompletion } from './completion';
import { writeGeminiModels } from './gemini-wire';
import { applyCors, lowerHeaders, parseJson, readBody, sendJson } from './http';
import { writeOpenAiModels } from './openai-wire';
import { handleResponses } from './responses/handler';
import { FakeLlmState } from './state';
import type { FakeScript, InjectRequest } from './types';

export type * from './types';

export interface FakeLlmServer {
  url: string;
  port: number;
  state: FakeLlmState;
  close: () => Promise<void>;
}

const DEFAULT_MODELS = ['fake-model', 'gpt-4.1-mini', 'claude-sonnet-4-5'];

async function handleControl(req: IncomingMessage, res: ServerResponse, state: FakeLlmState, url: URL): Promise<void> {
  const path = url.pathname;
  if (req.method === 'POST' && path === '/__control/script') {
    const body = parseJson(await readBody(req));
    try {
      const scripts = (Array.isArray(body) ? body : [body]) as FakeScript[];
      sendJson(res, 200, scripts.map((s) => state.script(s)));
    } catch (err) {
      sendJson(res, 400, { error: err instanceof Error ? err.message : String(err) });
    }
  } else if (req.method === 'POST' && path === '/__control/inject') {
    const body = parseJson(await readBody(req)) as InjectRequest | null;
    try {
      sendJson(res, 200, state.inject(body?.turns, body?.scenario));
    } catch (err) {
      sendJson(res, 400, { error: err instanceof Error ? err.message : String(err) });
    }
  } else if (req.method === 'POST' && path === '/__control/reset') {
    state.reset();
    sendJson(res, 200, { ok: true });
  } else if (req.method === 'GET' && path === '/__control/requests') {
    const scenario = url.searchParams.get('scenario');
    sendJson(res, 200, scenario === null ? state.requests : state.requests.filter((r) => r.scenario === scenario));
  } else if (req.method === 'GET' && path === '/__control/status') {
    sendJson(res, 200, state.allStatus());
  } else if (req.method === 'GET' && path === '/__control/health') {
    sendJson(res, 200, { ok: true });
  } else {
    sendJson(res, 404, { error: `unknown control endpoint ${req.method} ${path}` });
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, state: FakeLlmState): Promise<void> {
  applyCors(req, res);
  const url = new URL(req.url ?? '/', 'http://fake-llm.local');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (url.pathname.startsWith('/__control/')) return handleControl(req, res, state, url);
  // Tolerate base URLs with or without /v1 (and a trailing slash).
  const path = url.pathname.replace(/\/+$/, '').replace(/^\/v1(?=\/)/, '');
  if (req.method === 'POST' && path === '/chat/completions') return handleCompletion(req, res, state, 'openai', url);
  if (req.method === 'POST' && path === '/responses') return handleResponses(req, res, state, url);
  if (req.method === 'POST' && path === '/messages') return handleCompletion(req, res, state, 'anthropic', url);
  // Any version is routed: the strict validator answers a wrong one the way Google does.
  if (req.method === 'POST' && /^\/v1(beta|alpha)?\/models\/[^/]+:(generateContent|streamGenerateContent)$/.test(url.pathname)) {
    return handleCompletion(req, res, state, 'gemini', url);
  }
  if (req.method === 'GET' && /^\/(v1beta\/|v1alpha\/)?models$/.test(path)) {
    const ids = [...new Set([...state.scenarioNames(), ...DEFAULT_MODELS])];
    state.requests.push({
      seq: state.nextSeq(), scenario: null, wire: 'other', method: 'GET', path: url.pathname + url.search,
      headers: lowerHeaders(req), body: null, rawBody: '', tools: [], turnIndex: null, stream: false, at: Date.now(),
    });
    if (req.headers['x-goog-api-key'] || path !== '/models') writeGeminiModels(res, ids);
    else if (req.headers['anthropic-version']) writeAnthropicModels(res, ids);
    else writeOpenAiModels(res, ids);
    return;
  }
  sendJson(res, 404, { error: { message: `fake-llm: no route ${req.method} ${url.pathname}`, type: 'not_found' } });
}

export async function startFakeLlm(opts: { port?: number; host?: string } = {}): Promise<FakeLlmServer> {
  const state = new FakeLlmState();
  const server: Server = createServer((req, res) => {
    handle(req, res, state).catch((err: unknown) => {
      sendJson(res, 500, { error: { message: `fake-llm crashed: ${String(err)}`, type: 'server_error' } });
    });
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
