// A task suite: a JSONL file, one task a line: {"prompt": "…", "expect": "contains …"} (expect is optional).
import { parseExpectation, type Expectation } from './expect';

export interface CompareTask {
  prompt: string;
  expect?: Expectation;
}

export const MAX_SUITE_TASKS = 200;

export type ParsedSuite = { ok: true; tasks: CompareTask[] } | { ok: false; errors: string[] };

const FIELDS = new Set(['prompt', 'expect']);

function parseLine(line: string, n: number): CompareTask | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return `Line ${n} is not JSON: ${line.length > 60 ? `${line.slice(0, 60)}…` : line}`;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `Line ${n} is not an object such as {"prompt": "…", "expect": "contains …"}.`;
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !FIELDS.has(k));
  if (unknown.length > 0) return `Line ${n} has ${unknown.map((k) => `"${k}"`).join(', ')}: a task has only "prompt" and "expect".`;
  const { prompt, expect } = record;
  if (typeof prompt !== 'string' || prompt.trim() === '') return `Line ${n} has no "prompt" (a non-empty string).`;
  if (expect === undefined || expect === null || expect === '') return { prompt: prompt.trim() };
  if (typeof expect !== 'string') return `Line ${n}: "expect" must be a string such as "contains Moon", "/moon/i" or "number 42 ± 1".`;
  const parsed = parseExpectation(expect);
  if (!parsed.ok) return `Line ${n}: ${parsed.error}`;
  return { prompt: prompt.trim(), expect: parsed.expectation };
}

/** Parses the whole file; blank lines are skipped. Every bad line is reported, so one fix pass is enough. */
export function parseSuite(text: string): ParsedSuite {
  const tasks: CompareTask[] = [];
  const errors: string[] = [];
  text.replace(/^\uFEFF/, '').split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const task = parseLine(line, i + 1);
    if (typeof task === 'string') errors.push(task);
    else tasks.push(task);
  });
  if (errors.length > 0) return { ok: false, errors };
  if (tasks.length === 0) return { ok: false, errors: ['The suite has no tasks: write one JSON object a line, e.g. {"prompt": "…", "expect": "contains …"}.'] };
  if (tasks.length > MAX_SUITE_TASKS) return { ok: false, errors: [`The suite has ${tasks.length} tasks; at most ${MAX_SUITE_TASKS} run in one go.`] };
  return { ok: true, tasks };
}
