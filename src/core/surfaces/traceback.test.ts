import { describe, expect, it } from 'vitest';
import { formatExecution } from './formatExecution';
import { execResult } from '../../../test-support/mcpFakes';
import { trimTraceback } from './traceback';

const code = 'data = [1, 2]\ntotal = sum(data)\nresult = total / 0';

describe('trimTraceback', () => {
  it('keeps the user frames with their source and the final exception', () => {
    const tb = [
      'Traceback (most recent call last):',
      '  File "/lib/python313.zip/_pyodide/_base.py", line 597, in eval_code_async',
      '    await CodeRunner(',
      '  File "/lib/python313.zip/_pyodide/_base.py", line 411, in run_async',
      '    coroutine = eval(self.code, globals, locals)',
      '  File "<exec>", line 3, in <module>',
      'ZeroDivisionError: division by zero',
    ].join('\n');
    expect(trimTraceback(tb, code)).toBe(
      ['Traceback (your code):', '  line 3: result = total / 0', '  (2 library frames omitted)', 'ZeroDivisionError: division by zero'].join('\n'),
    );
  });

  it('keeps a saved skill\'s own frames, named by the skill', () => {
    const tb = [
      'Traceback (most recent call last):',
      '  File "<exec>", line 2, in <module>',
      '  File "/cmp_skills/skills/brewery_names.py", line 6, in brewery_names',
      '    r.raise_for_status()',
      '  File "/lib/cmp/requests/models.py", line 80, in raise_for_status',
      'requests.exceptions.HTTPError: 404 Client Error',
    ].join('\n');
    expect(trimTraceback(tb, 'from skills import brewery_names\nresult = brewery_names("x")')).toBe([
      'Traceback (your code):',
      '  line 2: result = brewery_names("x")',
      '  skill brewery_names, line 6, in brewery_names: r.raise_for_status()',
      '  (1 library frame omitted)',
      'requests.exceptions.HTTPError: 404 Client Error',
    ].join('\n'));
  });

  it('keeps only the last chained traceback and multi-line exception text', () => {
    const tb = [
      'Traceback (most recent call last):',
      '  File "<exec>", line 1, in <module>',
      'KeyError: "a"',
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      'Traceback (most recent call last):',
      '  File "<exec>", line 2, in <module>',
      '    total = sum(data)',
      '            ^^^^^^^^^',
      'TypeError: bad operand',
      'note: extra detail',
    ].join('\n');
    expect(trimTraceback(tb, code)).toBe(['Traceback (your code):', '  line 2: total = sum(data)', 'TypeError: bad operand', 'note: extra detail'].join('\n'));
  });
});

describe('formatExecution', () => {
  it('bounds a big result and does not repeat printed output', () => {
    const big = formatExecution('', execResult({ result: 'y'.repeat(50_000) }), { maxChars: 100 });
    expect(big.text).toContain('[truncated:');
    expect(big.text.length).toBeLessThan(400);
    const printed = formatExecution('', execResult({ result: 'hello\n', stdout: 'hello\n' }));
    expect(printed.text.match(/hello/g)).toHaveLength(1);
  });

  it('hints at the limits on a timeout', () => {
    const r = formatExecution('', execResult({ ok: false, error: 'Timed out after 30 s' }));
    expect(r.isError).toBe(true);
    expect(r.text).toContain('30 s limit');
  });
});

describe('sandbox runner tracebacks', () => {
  it('fills in the source for "<script>" frames and hints at the request limit', () => {
    const tb = 'Traceback (most recent call last):\n  File "<script>", line 2, in <module>\nrequests.exceptions.RequestLimitError: more than 50 requests in one run';
    const r = formatExecution(code, execResult({ ok: false, error: 'requests.exceptions.RequestLimitError: more than 50 requests in one run', traceback: tb }));
    expect(r.text).toContain('line 2: total = sum(data)');
    expect(r.text).toContain('at most 50 requests');
  });
});
