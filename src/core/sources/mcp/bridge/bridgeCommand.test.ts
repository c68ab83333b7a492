import { describe, expect, it } from 'vitest';
import { bridgePlan, isPort } from './bridgeCommand';
import { parseServerInput, type StdioServer } from './serverInput';
import { splitShellWords } from './shellWords';

function stdio(text: string): StdioServer {
  const input = parseServerInput(text);
  if (input.kind !== 'servers' || input.servers[0]?.kind !== 'stdio') throw new Error(`not a stdio server: ${text}`);
  return input.servers[0];
}

const values = (line: string): string[] => {
  const out = splitShellWords(line);
  if (!out.ok) throw new Error(out.message);
  return out.words.map((w) => w.value);
};

describe('the command that serves a stdio server to the page', () => {
  const memory = stdio('KEY=\'a b\' npx -y @modelcontextprotocol/server-memory');

  it('mcp-proxy: loopback only, its default CORS, the command after --', () => {
    expect(bridgePlan(memory, 'mcp-proxy', 8080)).toEqual({
      command: "KEY='a b' npx -y mcp-proxy --host 127.0.0.1 --port 8080 -- npx -y @modelcontextprotocol/server-memory",
      url: 'http://127.0.0.1:8080/mcp',
    });
  });

  it('supergateway: the command as one --stdio string, stateful Streamable HTTP, --cors for this page\'s origin', () => {
    const plan = bridgePlan(memory, 'supergateway', 8000, 'https://example.github.io');
    expect(plan).toEqual({
      command: "KEY='a b' npx -y supergateway --stdio 'npx -y @modelcontextprotocol/server-memory' --outputTransport streamableHttp --stateful --port 8000 --cors https://example.github.io",
      url: 'http://127.0.0.1:8000/mcp',
    });
    expect(bridgePlan(memory, 'supergateway', 8000).command).toMatch(/ --cors$/);
  });

  it('hands supergateway\'s inner shell the words as they were given', () => {
    const files = stdio(JSON.stringify({ command: 'npx', args: ['-y', 'server-filesystem', "/Users/me/it's here"] }));
    const outer = values(bridgePlan(files, 'supergateway', 8000).command);
    const inner = outer[outer.indexOf('--stdio') + 1] ?? '';
    expect(values(inner)).toEqual(['npx', '-y', 'server-filesystem', "/Users/me/it's here"]);
    expect(values(bridgePlan(files, 'mcp-proxy', 9000).command).slice(-3)).toEqual(['-y', 'server-filesystem', "/Users/me/it's here"]);
  });

  it('takes ports 1-65535 only', () => {
    expect([0, 1, 8080, 65535, 65536, 80.5, Number.NaN].map(isPort)).toEqual([false, true, true, true, false, false, false]);
  });
});
