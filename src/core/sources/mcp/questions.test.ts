import { describe, expect, it } from 'vitest';
import { checkAnswer, defaultsOf, formOf, questionUrl, type McpQuestion, type QuestionField } from './questions';
import { questionSummary } from './questionLog';

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Your name', minLength: 2, maxLength: 20 },
    email: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 0, maximum: 150, default: 30 },
    score: { type: 'number' },
    agree: { type: 'boolean', default: false },
    size: { type: 'string', enum: ['s', 'm', 'l'], enumNames: ['Small', 'Medium', 'Large'] },
    colour: { type: 'string', oneOf: [{ const: 'r', title: 'Red' }, { const: 'g', title: 'Green' }], default: 'g' },
    toppings: { type: 'array', items: { anyOf: [{ const: 'ham', title: 'Ham' }, { const: 'egg', title: 'Egg' }] }, maxItems: 1 },
  },
  required: ['name', 'size'],
};

function fields(): QuestionField[] {
  const form = formOf(SCHEMA);
  if (!form.ok) throw new Error(form.error);
  return form.fields;
}

describe('formOf', () => {
  it('reads each primitive field, its title, bounds, choices and default', () => {
    const f = fields();
    expect(f.map((x) => [x.name, x.kind, x.required])).toEqual([
      ['name', 'text', true], ['email', 'text', false], ['age', 'number', false], ['score', 'number', false],
      ['agree', 'boolean', false], ['size', 'choice', true], ['colour', 'choice', false], ['toppings', 'choice', false],
    ]);
    expect(f[0]).toMatchObject({ title: 'Your name', minLength: 2, maxLength: 20 });
    expect(f[2]).toMatchObject({ integer: true, minimum: 0, maximum: 150, default: 30 });
    expect(f[5]).toMatchObject({ multiple: false, options: [{ value: 's', label: 'Small' }, { value: 'm', label: 'Medium' }, { value: 'l', label: 'Large' }] });
    expect(f[6]).toMatchObject({ options: [{ value: 'r', label: 'Red' }, { value: 'g', label: 'Green' }], default: 'g' });
    expect(f[7]).toMatchObject({ multiple: true, maxItems: 1 });
  });

  it('refuses what is not a flat form of primitives, naming the field', () => {
    expect(formOf({ type: 'object', properties: { a: { type: 'object', properties: {} } } })).toEqual({ ok: false, error: 'a: type "object" is not a string, number, integer, boolean or list of choices' });
    expect(formOf({ type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } })).toMatchObject({ ok: false, error: expect.stringMatching(/^a: an array must list its choices/) });
    expect(formOf({ type: 'string' })).toMatchObject({ ok: false });
  });
});

describe('checkAnswer', () => {
  it('accepts a valid answer, converts typed numbers, fills defaults and drops unknown fields', () => {
    const out = checkAnswer(fields(), { name: 'Ada', size: 'm', score: '2.5', email: '', extra: 'x' });
    expect(out).toEqual({ ok: true, content: { name: 'Ada', age: 30, score: 2.5, agree: false, size: 'm', colour: 'g' } });
  });

  it('names what is wrong with each field', () => {
    const out = checkAnswer(fields(), { name: 'A', email: 'no-at', age: 1.5, score: 'many', agree: 'yes', colour: 'blue', toppings: ['ham', 'egg'] });
    expect(out).toEqual({
      ok: false,
      problems: {
        name: 'must be at least 2 characters', email: 'must be an email address', age: 'must be a whole number', score: 'must be a number',
        agree: 'must be yes or no', size: 'is required', colour: 'must be one of the choices', toppings: 'pick at most 1',
      },
    });
  });

  it('checks number bounds, dates and URLs', () => {
    const form = formOf({
      type: 'object', properties: { n: { type: 'number', minimum: 1, maximum: 3 }, d: { type: 'string', format: 'date' }, u: { type: 'string', format: 'uri' } },
    });
    if (!form.ok) throw new Error(form.error);
    expect(checkAnswer(form.fields, { n: 4, d: '2026-13-40', u: 'not a url' })).toEqual({ ok: false, problems: { n: 'must be at most 3', d: 'must be a date (YYYY-MM-DD)', u: 'must be a URL' } });
    expect(checkAnswer(form.fields, { n: 1, d: '2026-12-06', u: 'https://example.com/x' })).toEqual({ ok: true, content: { n: 1, d: '2026-12-06', u: 'https://example.com/x' } });
  });

  it('the defaults alone are what Accept sends for an untouched form', () => {
    expect(defaultsOf(fields())).toEqual({ age: 30, agree: false, colour: 'g' });
  });
});

describe('questionUrl', () => {
  it('keeps http(s) addresses only', () => {
    expect(questionUrl('https://auth.example.com/connect?x=1')).toBe('https://auth.example.com/connect?x=1');
    expect(questionUrl('javascript:alert(1)')).toBeNull();
    expect(questionUrl('data:text/html,hi')).toBeNull();
    expect(questionUrl(42)).toBeNull();
  });
});

describe('questionSummary', () => {
  const form: McpQuestion = { server: 'shop', tool: 'order', message: 'Which size?', mode: 'form', fields: fields() };
  const url: McpQuestion = { server: 'shop', message: 'Link your account', mode: 'url', url: 'https://auth.example.com/link?code=s3cret' };

  it('says what was asked and answered, values hidden in privacy mode and for secret-named fields', () => {
    const content = { name: 'Ada', size: 'm', api_key: 'sk-1' };
    expect(questionSummary(form, { action: 'accept', content }, true)).toBe('shop asked name, email, age, score, agree, size, colour, toppings ("Which size?"): accepted name="Ada", size="m", api_key=…');
    expect(questionSummary(form, { action: 'accept', content }, false)).toMatch(/accepted name=…, size=…, api_key=…$/);
    expect(questionSummary(form, { action: 'decline' }, true)).toMatch(/: declined$/);
    expect(questionSummary(form, { action: 'cancel' }, true)).toMatch(/: cancelled$/);
    expect(questionSummary(form, null, true)).toMatch(/: no answer$/);
  });

  it('names a URL question by its origin only (its query may hold a code)', () => {
    expect(questionSummary(url, { action: 'accept' }, true)).toBe('shop asked to open a page at https://auth.example.com ("Link your account"): done, confirmed');
  });
});
