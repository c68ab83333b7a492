// The README as a front door: short, the two Quick start commands, and a caption whose numbers are the measured ones
// the first screen shows (src/ui/app/welcomeFacts.ts; `npm run screenshot` checks them against the live count).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GITHUB_CONTEXT } from '../src/ui/app/welcomeFacts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const fmt = (n: number) => n.toLocaleString('en-US');

describe('README.md', () => {
  it('stays under 150 lines', () => {
    expect(README.split('\n').length).toBeLessThan(150);
  });

  it('has a Quick start of exactly two commands: install and start, then every test', () => {
    const block = /## Quick start\n+```sh\n([\s\S]*?)```/.exec(README)?.[1] ?? '';
    const commands = block.split('\n').filter(Boolean).map((line) => line.replace(/\s+#.*$/, ''));
    expect(commands).toEqual(['npm ci && npm start', 'npm test']);
  });

  it("states GitHub's context at start as measured", () => {
    const { operations, tokens } = GITHUB_CONTEXT;
    const picture = /!\[([^\]]+)\]\(docs\/images\/explorer-github\.png\)/.exec(README)?.[1] ?? '';
    expect(picture).toContain(`${fmt(operations)} classic tools at ${fmt(tokens.classic)} tokens`);
    expect(picture).toContain(`code mode at ${fmt(tokens.codeMode)}`);
    expect(picture).toContain(`dual mode at ${fmt(tokens.dual?.operation ?? 0)}`);
    expect(README).toContain(`classic mode needs ${fmt(Math.round(tokens.classic / tokens.codeMode))}× the context of code mode`);
  });
});
