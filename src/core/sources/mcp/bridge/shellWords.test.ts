import { describe, expect, it } from 'vitest';
import { isAssignment, shellQuote, splitShellWords } from './shellWords';

const values = (line: string) => {
  const out = splitShellWords(line);
  return out.ok ? out.words.map((w) => w.value) : out.message;
};

describe('shell words', () => {
  it('splits as a POSIX shell does: quotes, escapes, runs of spaces', () => {
    expect(values('  npx -y  @modelcontextprotocol/server-memory ')).toEqual(['npx', '-y', '@modelcontextprotocol/server-memory']);
    expect(values(`node "my server.js" 'it''s' a\\ b "q\\"x\\n"`)).toEqual(['node', 'my server.js', 'its', 'a b', 'q"x\\n']);
  });

  it('keeps each word as typed, so ~ and $VARS reach the shell that runs the bridge', () => {
    const out = splitShellWords('server-filesystem ~/notes "$HOME/x"');
    expect(out.ok && out.words.map((w) => w.raw)).toEqual(['server-filesystem', '~/notes', '"$HOME/x"']);
  });

  it('refuses pipelines, redirects and open quotes', () => {
    expect(values('npx a | tee log')).toMatch(/shell operator \(\|\)/);
    expect(values('npx a > out')).toMatch(/operator/);
    expect(values('npx "a')).toMatch(/unclosed double quote/);
    expect(values("npx 'a")).toMatch(/unclosed single quote/);
    expect(values('npx "a|b"')).toEqual(['npx', 'a|b']);
  });

  it('quotes only what needs it, and a quoted value splits back to itself', () => {
    expect(shellQuote('@scope/pkg@1.2')).toBe('@scope/pkg@1.2');
    expect(shellQuote('/a b')).toBe("'/a b'");
    for (const v of ["it's", '$HOME', 'a"b\\c', '', '~/x', 'x;y']) expect(values(`cmd ${shellQuote(v)}`)).toEqual(['cmd', v]);
  });

  it('tells an environment assignment from a word with = in it', () => {
    const words = splitShellWords('API_KEY=1 --flag=x 9X=1 npx');
    expect(words.ok && words.words.map(isAssignment)).toEqual([true, false, false, false]);
  });
});
