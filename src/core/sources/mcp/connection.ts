// A connected server as a source: its tool list (re-listed when the server says it changed, or when its `ttlMs` ran
// out), its calls (each with its own signal, progress and cap, sent again once in a new session when a 2025-era server
// ended the old one), and the sign-in a call may need.
import { specTypeSchemas, UnauthorizedError, type Client } from '@modelcontextprotocol/client';
import { stepUpOutcome } from './authFailure';
import { callOutcome } from './call';
import { coalesced } from './coalesce';
import { answerElicitationRequest, type AskingCalls } from './elicitation';
import { callAnsweringInput } from './inputRequired';
import type { ToolResultLike } from './result';
import { session } from './session';
import { callSigningIn } from './signIn';
import { notOfferedReason } from './spec';
import { listAll, type ListedTools } from './toolList';
import { callWait } from './wait';
import type { McpCallOutcome, McpConnection, McpOAuthOptions, McpServerInfo, McpToolInfo } from './types';

function serverInfo(client: Client): McpServerInfo {
  const v = client.getServerVersion();
  const instructions = client.getInstructions();
  return { name: v?.name ?? 'mcp', version: v?.version ?? '', ...(v?.title ? { title: v.title } : {}), ...(instructions ? { instructions } : {}) };
}

export interface LiveInput {
  url: string;
  kind: McpConnection['transport'];
  client: Client;
  listed: ListedTools;
  /** Per request (ms), and a call's wait when its caller set none. */
  timeout: number;
  /** A new session (a new transport and client, the handshake included). */
  reopen: () => Promise<Client>;
  oauth: McpOAuthOptions | undefined;
  /** The calls in flight a server's question finds (null: the page answers no questions). */
  asking: AskingCalls | null;
  /** The authorization page the last 401/403 led to. */
  signInAt: () => URL | undefined;
}

export function liveConnection(input: LiveInput): McpConnection & { relist: () => void } {
  const { url, kind, client, timeout, oauth, asking } = input;
  let listed = input.listed;
  const server = serverInfo(client);
  const era = client.getProtocolEra() === 'modern' ? 'modern' : 'legacy';
  const revision = client.getNegotiatedProtocolVersion() ?? '';
  const listeners = new Set<(tools: McpToolInfo[]) => void>();
  const live = session(client, server.name, input.reopen);
  const refresh = async (): Promise<void> => {
    try {
      listed = (await live.run((c) => listAll(c, timeout))).value;
    } catch {
      return;
    }
    for (const fn of listeners) fn(listed.tools);
  };
  const relist = coalesced(refresh);
  const stale = (): boolean => listed.staleAt !== undefined && Date.now() >= listed.staleAt;
  // Calls in flight, each by its own signal: closing the connection ends them (and the questions they wait on).
  const inFlight = new Set<AbortController>();

  return {
    url, transport: kind, server, era, revision, relist,
    tools: () => listed.tools,
    async callTool(name, args, signal, limits = {}) {
      // A list past its ttlMs is asked again: before the call when it does not name the tool, else after it.
      if (stale() && !listed.tools.some((t) => t.name === name)) await refresh();
      else if (stale()) relist();
      const tools = listed.tools;
      const found = tools.find((t) => t.name === name);
      if (!found) {
        return { ok: false, kind: 'unknown-tool', error: `${server.name} has no tool named ${name}. Its tools: ${tools.map((t) => t.name).join(', ')}.` };
      }
      const refused = notOfferedReason(found);
      if (refused) return { ok: false, kind: 'unknown-tool', error: refused };
      // The SDK never detaches its abort listener, so the run's signal would cancel every call it ever made when the
      // run ends: each call gets its own signal, linked to the run's only while the call is in flight.
      const own = new AbortController();
      inFlight.add(own);
      const stop = () => own.abort(signal?.reason);
      if (signal?.aborted) stop();
      else signal?.addEventListener('abort', stop, { once: true });
      const held = (outcome: McpCallOutcome) => (oauth ? callSigningIn(url, oauth.store, outcome) : outcome);
      const wait = callWait(own.signal, timeout, limits);
      try {
        // Only "a result" is asked of the SDK: call.ts checks each content item on its own (one bad item is one note).
        const params = { name, arguments: args };
        const asked = { tool: name, onQuestion: limits.onQuestion, hold: wait.hold };
        const call = (c: Client) => (era === 'modern' && asking
          ? callAnsweringInput(c, params, wait.options, (p, s) => answerElicitationRequest(p, server.name, asking.askedBy(asked), s))
          : c.request({ method: 'tools/call', params }, specTypeSchemas.Result, wait.options));
        const { value, renewed } = await (asking ? asking.during(asked, () => live.run(call)) : live.run(call));
        const outcome = held(callOutcome(value as ToolResultLike, null, server.name));
        return renewed && outcome.ok ? { ...outcome, note: `${server.name} had ended the session: a new one was started (initialize) and the call sent again` } : outcome;
      } catch (err) {
        const authorizeAt = input.signInAt();
        if (err instanceof UnauthorizedError && authorizeAt) return held(stepUpOutcome(server.name, authorizeAt));
        // A stopped run's call is cancelled, not timed out (the SDK rejects both as a timeout).
        return callOutcome(null, own.signal.aborted ? own.signal.reason : err, server.name);
      } finally {
        wait.done();
        inFlight.delete(own);
        signal?.removeEventListener('abort', stop);
      }
    },
    onToolsChanged(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close: () => {
      const gone = new Error(`${server.name} was disconnected from the page while the call waited`);
      for (const call of inFlight) call.abort(gone);
      asking?.close();
      return live.close();
    },
  };
}
