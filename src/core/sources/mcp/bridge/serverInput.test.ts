import { describe, expect, it } from 'vitest';
import { parseServerInput } from './serverInput';

const MEMORY = { kind: 'stdio', words: ['npx', '-y', '@modelcontextprotocol/server-memory'], env: [] };

describe('what was pasted into Add MCP server', () => {
  it('leaves URLs (and a word being typed) to the connection', () => {
    for (const t of ['', 'https://example.com/mcp', 'http://127.0.0.1:8080/mcp', 'h', 'example.com/mcp']) expect(parseServerInput(t)).toEqual({ kind: 'url' });
  });

  it('reads a command line, its leading environment assignments apart', () => {
    expect(parseServerInput('npx -y @modelcontextprotocol/server-memory')).toEqual({ kind: 'servers', servers: [MEMORY] });
    expect(parseServerInput("MEMORY_FILE_PATH='/tmp/my memory.json' npx -y @modelcontextprotocol/server-memory")).toEqual({
      kind: 'servers', servers: [{ ...MEMORY, env: ["MEMORY_FILE_PATH='/tmp/my memory.json'"] }],
    });
    expect(parseServerInput('A=1 B=2')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/no command/) });
    expect(parseServerInput('npx server && rm -rf x')).toMatchObject({ kind: 'invalid' });
  });

  it('reads a desktop client\'s config: every server, env quoted for a shell, remote ones as URLs', () => {
    const config = {
      mcpServers: {
        memory: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'], env: { MEMORY_FILE_PATH: "/tmp/it's.json" } },
        files: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/My Notes'] },
        remote: { type: 'http', url: 'https://mcp.example.com/mcp' },
      },
    };
    expect(parseServerInput(JSON.stringify(config, null, 2))).toEqual({
      kind: 'servers',
      servers: [
        { ...MEMORY, name: 'memory', env: [`MEMORY_FILE_PATH='/tmp/it'\\''s.json'`] },
        { kind: 'stdio', name: 'files', words: ['npx', '-y', '@modelcontextprotocol/server-filesystem', "'/Users/me/My Notes'"], env: [] },
        { kind: 'remote', name: 'remote', url: 'https://mcp.example.com/mcp' },
      ],
    });
  });

  it('reads VS Code\'s "servers", a named fragment with its trailing comma, and one bare entry', () => {
    const entry = { command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'] };
    const named = { kind: 'servers', servers: [{ ...MEMORY, name: 'memory' }] };
    expect(parseServerInput(JSON.stringify({ servers: { memory: { type: 'stdio', ...entry } } }))).toEqual(named);
    expect(parseServerInput(JSON.stringify({ mcp: { servers: { memory: entry } } }))).toEqual(named);
    expect(parseServerInput(`"memory": ${JSON.stringify(entry)},`)).toEqual(named);
    expect(parseServerInput(JSON.stringify(entry))).toEqual({ kind: 'servers', servers: [MEMORY] });
  });

  it('reads a whole command line given as "command" without args', () => {
    expect(parseServerInput(JSON.stringify({ command: 'npx -y @modelcontextprotocol/server-memory', env: { A: '1' } }))).toEqual({
      kind: 'servers', servers: [{ ...MEMORY, env: ['A=1'] }],
    });
  });

  it('says what is wrong with JSON that is not a server config', () => {
    expect(parseServerInput('{"mcpServers": {')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/not valid JSON/) });
    expect(parseServerInput('{"a": 1}')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/No server/) });
    expect(parseServerInput('{"command": "npx", "args": "-y x"}')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/"args"/) });
    expect(parseServerInput('{"x": {"command": "npx", "env": {"A-B": "1"}}}')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/"x" sets .* A-B/) });
    expect(parseServerInput('{"url": "file:///etc/passwd"}')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/not http/) });
  });
});
