import { describe, expect, it } from 'vitest';
import { runsToCsv, type CsvRun } from './csv';

const run: CsvRun = {
  task: 1, prompt: 'Find "moon", top 5', mode: 'code', repeat: 2, status: 'ok', inputTokens: 5172, cachedInputTokens: 3136, outputTokens: 319,
  totalTokens: 5491, costUsd: 0.0012, wallMs: 1234.6, toolCalls: 3, httpRequests: 1, success: true,
};

describe('runsToCsv', () => {
  it('writes a header and one row per run, quoting where RFC 4180 needs it', () => {
    const lines = runsToCsv([run, { ...run, prompt: '=HYPERLINK("x")', repeat: 3, costUsd: undefined, success: undefined, status: 'stopped' }]).split('\r\n');
    expect(lines[0]).toBe('task,prompt,mode,repeat,status,input_tokens,cached_input_tokens,output_tokens,total_tokens,cost_usd,wall_ms,tool_calls,http_requests,success');
    expect(lines[1]).toBe('1,"Find ""moon"", top 5",code,2,ok,5172,3136,319,5491,0.0012,1235,3,1,true');
    // A formula-looking prompt stays text in a spreadsheet; unknown cost and unchecked success are empty.
    expect(lines[2]).toBe(`1,"'=HYPERLINK(""x"")",code,3,stopped,5172,3136,319,5491,,1235,3,1,`);
    expect(lines[3]).toBe('');
  });
});
