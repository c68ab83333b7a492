// Gemini API rules of the strict fake: API version, parts with exactly one data field, function turns, declarations.
import { describe, expect, it } from 'vitest';
import { validateGemini } from './gemini';

const PATH = '/v1beta/models/gemini-2.5-flash:streamGenerateContent';
const decl = (name: string, parametersJsonSchema: unknown = { type: 'object', properties: {} }) => ({ name, description: 'd', parametersJsonSchema });
const body = (extra: Record<string, unknown> = {}) => ({ contents: [{ role: 'user', parts: [{ text: 'hi' }] }], tools: [{ functionDeclarations: [decl('search')] }], ...extra });
const user = (...parts: unknown[]) => ({ role: 'user', parts });
const model = (...parts: unknown[]) => ({ role: 'model', parts });
const fnCall = (name = 'search', signature?: string) => ({ functionCall: { name, args: {} }, ...(signature ? { thoughtSignature: signature } : {}) });
const fnResponse = (name = 'search') => ({ functionResponse: { name, response: { output: 'x' } } });

describe('Gemini request rules', () => {
  it('accepts a valid tool loop on v1beta', () => {
    const contents = [user({ text: 'hi' }), model({ text: 'Looking.' }, fnCall(), fnCall()), user(fnResponse(), fnResponse(), { text: 'more?' }), model({ text: 'done' })];
    expect(validateGemini(body({ contents }), PATH)).toBeNull();
  });

  it('rejects other API versions, naming the v1beta-only fields they do not know', () => {
    expect(validateGemini(body(), '/v1/models/gemini-2.5-flash:generateContent')).toEqual({
      status: 400, message: 'Invalid JSON payload received. Unknown name "parametersJsonSchema": Cannot find field.',
    });
    expect(validateGemini(body({ tools: undefined }), '/v1alpha/models/m:generateContent')?.status).toBe(404);
  });

  it('rejects an empty text part and empty parts', () => {
    const emptyText = [user({ text: 'hi' }), model({ text: '' }), user({ text: 'again' })];
    expect(validateGemini(body({ contents: emptyText }), PATH)?.message).toBe("* GenerateContentRequest.contents[1].parts[0].data: required oneof field 'data' must have one initialized field\n");
    expect(validateGemini(body({ contents: [user({ text: 'hi' }), model(), user({ text: 'b' })] }), PATH)?.message).toBe('* GenerateContentRequest.contents[1].parts: contents.parts must not be empty.\n');
    expect(validateGemini(body({ contents: [user({ text: 'a', functionCall: { name: 'x' } })] }), PATH)?.message).toMatch(/oneof field 'data' is already set/);
    expect(validateGemini(body({ contents: [] }), PATH)?.message).toMatch(/contents is not specified/);
  });

  it('pairs function responses with the call turn before them', () => {
    const fewer = [user({ text: 'hi' }), model(fnCall(), fnCall()), user(fnResponse())];
    expect(validateGemini(body({ contents: fewer }), PATH)?.message).toBe('Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.');
    const orphan = [user({ text: 'hi' }), model({ text: 'x' }), user(fnResponse())];
    expect(validateGemini(body({ contents: orphan }), PATH)?.message).toBe('Please ensure that function response turn comes immediately after a function call turn.');
    const afterModel = [user({ text: 'hi' }), model({ text: 'x' }), model(fnCall())];
    expect(validateGemini(body({ contents: afterModel }), PATH)?.message).toMatch(/function call turn comes immediately after a user turn/);
    expect(validateGemini(body({ contents: [{ role: 'assistant', parts: [{ text: 'x' }] }] }), PATH)?.message).toBe('Please use a valid role: user, model.');
  });

  it('checks declaration names, count, duplicates and array items', () => {
    expect(validateGemini(body({ tools: [{ functionDeclarations: [decl('1pets')] }] }), PATH)?.message).toMatch(/function_declarations\[0\]\.name: Invalid function name\. Must start with a letter or an underscore/);
    expect(validateGemini(body({ tools: [{ functionDeclarations: [decl('ns:get.pets-v2')] }] }), PATH)).toBeNull();
    const many = Array.from({ length: 513 }, (_, i) => decl(`t${i}`));
    expect(validateGemini(body({ tools: [{ functionDeclarations: many }] }), PATH)?.message).toMatch(/at most 512 function declarations/);
    expect(validateGemini(body({ tools: [{ functionDeclarations: many.slice(0, 512) }] }), PATH)).toBeNull();
    expect(validateGemini(body({ tools: [{ functionDeclarations: [decl('a'), decl('a')] }] }), PATH)?.message).toBe('Duplicate function declaration found: a');
    const noItems = decl('find', { type: 'object', properties: { ids: { type: 'array' } } });
    expect(validateGemini(body({ tools: [{ functionDeclarations: [noItems] }] }), PATH)?.message).toBe('* GenerateContentRequest.tools[0].function_declarations[0].parameters_json_schema.properties[ids].items: missing field.\n');
  });

  it('needs thought signatures on Gemini 3 function calls of the current turn only', () => {
    const path = '/v1beta/models/gemini-3-pro-preview:generateContent';
    const old = [user({ text: 'a' }), model(fnCall()), user(fnResponse()), model({ text: 'ok' }), user({ text: 'b' })];
    expect(validateGemini(body({ contents: old }), path)).toBeNull();
    const current = [user({ text: 'a' }), model(fnCall()), user(fnResponse())];
    expect(validateGemini(body({ contents: current }), path)?.message).toMatch(/^Function call is missing a thought_signature/);
    const signed = [user({ text: 'a' }), model(fnCall('search', 'sig'), fnCall()), user(fnResponse(), fnResponse())];
    expect(validateGemini(body({ contents: signed }), path)).toBeNull();
  });
});
