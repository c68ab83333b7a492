// The page's MCP client against the SDK's own server (port 0) that asks questions in the middle of a tool call
// (2025-11-25 elicitation): a form answered, declined or cancelled, a URL question, an answer slower than the call's
// wait, and no capability declared when nobody can answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamableEndpoint, type SessionEndpoint } from '../e2e/servers/mcp/streamable';
import { connectMcp, type McpAnswer, type McpConnection, type McpQuestion, type QuestionHandler } from '../src/core/sources';
import { waitingHandler } from '../test-support/questionHandlers';

const capabilities: unknown[] = [];
let http: Server;
let url = '';

function questionServer(): McpServer {
  const server = new McpServer({ name: 'questions', version: '1.0.0' });
  // Asked on the call's own response stream (relatedRequestId), as a server that needs input for this call does.
  server.registerTool('order', { annotations: { readOnlyHint: true } }, async (extra) => {
    const answer = await extra.sendRequest({
      method: 'elicitation/create',
      params: {
        message: 'Which size?',
        requestedSchema: { type: 'object', properties: { size: { type: 'string', enum: ['s', 'm', 'l'] }, quantity: { type: 'integer', minimum: 1, default: 1 } }, required: ['size'] },
      },
    }, ElicitResultSchema);
    return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
  });
  // Asked on the session's own stream with the SDK's helper, which checks the client declared URL mode.
  server.registerTool('link', {}, async () => {
    try {
      const answer = await server.server.elicitInput({ mode: 'url', message: 'Link your account', url: 'https://auth.example.com/link?code=1', elicitationId: 'e-1' });
      return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
    } catch (err) {
      return { content: [{ type: 'text', text: `cannot ask: ${err instanceof Error ? err.message : String(err)}` }], isError: true };
    }
  });
  server.server.oninitialized = () => capabilities.push(server.server.getClientCapabilities());
  return server;
}

let endpoint: SessionEndpoint;
beforeAll(async () => {
  endpoint = streamableEndpoint(questionServer, () => undefined);
  http = createServer((req, res) => void endpoint.handle(req, res));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
});
afterAll(async () => {
  await endpoint.close();
  await new Promise((r) => http.close(r));
});

async function connected(questions?: QuestionHandler): Promise<McpConnection> {
  const out = await connectMcp(url, { timeoutMs: 5_000, ...(questions ? { questions } : {}) });
  if (!out.ok) throw new Error(out.failure.message);
  return out.connection;
}

/** A handler that records each question and answers with `answer`, after `delayMs`. */
function answering(answer: McpAnswer, delayMs = 0): { handler: QuestionHandler; asked: McpQuestion[] } {
  const asked: McpQuestion[] = [];
  return { asked, handler: async (q) => (asked.push(q), await new Promise((r) => setTimeout(r, delayMs)), answer) };
}

describe('questions a server asks mid-call', () => {
  it('a form question reaches the call\'s handler with its server, tool and fields; the accepted content goes back', async () => {
    const c = await connected(answering({ action: 'cancel' }).handler);
    const own = answering({ action: 'accept', content: { size: 'm', quantity: 2 } });
    const out = await c.callTool('order', {}, undefined, { onQuestion: own.handler });
    expect(out).toMatchObject({ ok: true, value: { action: 'accept', content: { size: 'm', quantity: 2 } } });
    expect(own.asked).toHaveLength(1);
    expect(own.asked[0]).toMatchObject({ server: 'questions', tool: 'order', message: 'Which size?', mode: 'form' });
    expect(own.asked[0]?.mode === 'form' && own.asked[0].fields.map((f) => [f.name, f.kind, f.required])).toEqual([['size', 'choice', true], ['quantity', 'number', false]]);
    await c.close();
  });

  it('decline and cancel are sent as such', async () => {
    const c = await connected(answering({ action: 'accept' }).handler);
    expect(await c.callTool('order', {}, undefined, { onQuestion: answering({ action: 'decline' }).handler })).toMatchObject({ ok: true, value: { action: 'decline' } });
    expect(await c.callTool('order', {}, undefined, { onQuestion: answering({ action: 'cancel' }).handler })).toMatchObject({ ok: true, value: { action: 'cancel' } });
    await c.close();
  });

  it('a URL question on the session\'s stream goes to the connection\'s handler with the one call in flight named', async () => {
    const conn = answering({ action: 'accept' });
    const c = await connected(conn.handler);
    const out = await c.callTool('link', {});
    expect(out).toMatchObject({ ok: true, value: { action: 'accept' } });
    expect(conn.asked).toEqual([{ server: 'questions', tool: 'link', message: 'Link your account', mode: 'url', url: 'https://auth.example.com/link?code=1', id: 'e-1' }]);
    await c.close();
  });

  it('the user\'s time to answer does not count against the call\'s wait', async () => {
    const c = await connected(answering({ action: 'cancel' }).handler);
    const slow = answering({ action: 'accept', content: { size: 'l' } }, 600);
    const out = await c.callTool('order', {}, undefined, { timeoutMs: 200, onQuestion: slow.handler });
    expect(out).toMatchObject({ ok: true, value: { action: 'accept', content: { size: 'l', quantity: 1 } } });
    await c.close();
  });

  it('declares elicitation (form and url) only when someone can answer, and never sampling or roots', async () => {
    capabilities.length = 0;
    const without = await connected();
    const refused = await without.callTool('link', {});
    expect(refused).toMatchObject({ ok: true, isError: true, text: expect.stringMatching(/cannot ask: .*elicitation/i) });
    await without.close();
    const withIt = await connected(answering({ action: 'decline' }).handler);
    await withIt.close();
    expect(capabilities).toEqual([{}, { elicitation: { form: {}, url: {} } }]);
  });
  it('closing the connection (the source removed) withdraws a waiting question and ends its call', async () => {
    const waiting = waitingHandler();
    const c = await connected(waiting.handler);
    const call = c.callTool('order', {});
    await waiting.asked;
    await c.close();
    expect(await call).toEqual({ ok: false, kind: 'network', error: 'The call to questions failed: questions was disconnected from the page while the call waited' });
    expect(waiting.withdrawn()).toBe(true);
  });
});
