// The expected answer of a task and its check against a run's final answer. Syntax (shown in the UI's hint):
//   contains <text>        the answer contains the text (case and runs of whitespace ignored)
//   /<regex>/<flags>       the answer matches the JavaScript regular expression
//   number <n> [± <tol>[%]] some number in the answer is within the tolerance of n (± or +-; default exact)

export type Expectation =
  | { kind: 'contains'; text: string; source: string }
  | { kind: 'regex'; pattern: string; flags: string; source: string }
  | { kind: 'number'; value: number; tolerance: number; percent: boolean; source: string };

export type ParsedExpectation = { ok: true; expectation: Expectation } | { ok: false; error: string };

export const EXPECT_HINT = 'contains <text> · /regex/flags · number <n> ± <tolerance> (or ±<p>%)';

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?`;
const NUMBER_FORM = new RegExp(String.raw`^number\s+(${NUMBER})(?:\s*(?:±|\+-|\+\/-)\s*(${NUMBER})\s*(%)?)?$`, 'i');
const REGEX_FORM = /^\/(.+)\/([a-z]*)$/s;

/** Parses one expected answer; a specific message for anything that is not one of the three forms. */
export function parseExpectation(input: string): ParsedExpectation {
  const source = input.trim();
  if (source === '') return { ok: false, error: 'The expected answer is empty.' };
  const contains = /^contains\s+(.+)$/is.exec(source);
  if (contains?.[1]) return { ok: true, expectation: { kind: 'contains', text: contains[1].trim(), source } };
  const regex = REGEX_FORM.exec(source);
  if (regex?.[1] !== undefined) {
    // g and y would make test() remember where it stopped; a check is one match anywhere.
    const flags = (regex[2] ?? '').replace(/[gy]/g, '');
    try {
      new RegExp(regex[1], flags);
    } catch (err) {
      return { ok: false, error: `The regular expression ${source} is not valid: ${err instanceof Error ? err.message : String(err)}.` };
    }
    return { ok: true, expectation: { kind: 'regex', pattern: regex[1], flags, source } };
  }
  if (/^number\b/i.test(source)) {
    const num = NUMBER_FORM.exec(source);
    if (!num?.[1]) return { ok: false, error: `"${source}" is not a number check: write it as "number 42", "number 42 ± 0.5" or "number 42 ± 1%".` };
    const tolerance = num[2] === undefined ? 0 : Math.abs(Number(num[2]));
    return { ok: true, expectation: { kind: 'number', value: Number(num[1]), tolerance, percent: num[3] === '%', source } };
  }
  return { ok: false, error: `"${source}" is not an expected answer: start it with "contains", write a /regular expression/, or "number 42 ± 0.5".` };
}

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every number written in the text: thousands separators (1,234) are read as one number; "top-5" is 5, not -5. */
export function numbersIn(text: string): number[] {
  const found = text.matchAll(/(?<![\w.])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/g);
  return [...found].map((m) => Number(m[0].replace(/,/g, ''))).filter(Number.isFinite);
}

/** Whether a final answer meets the expectation; a run without an answer never does. */
export function checkAnswer(expectation: Expectation, answer: string | undefined): boolean {
  if (answer === undefined || answer.trim() === '') return false;
  switch (expectation.kind) {
    case 'contains':
      return normalize(answer).includes(normalize(expectation.text));
    case 'regex':
      return new RegExp(expectation.pattern, expectation.flags).test(answer);
    case 'number': {
      const tol = expectation.percent ? (Math.abs(expectation.value) * expectation.tolerance) / 100 : expectation.tolerance;
      // A tiny slack so that 0.1 + 0.2 style rounding never fails an exact match.
      return numbersIn(answer).some((n) => Math.abs(n - expectation.value) <= tol + 1e-9 * Math.max(1, Math.abs(expectation.value)));
    }
  }
}
