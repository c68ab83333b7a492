import { describe, expect, it } from 'vitest';
import { decodeCode, encodeCode } from './codeParam';

describe('code URL parameter', () => {
  it('round-trips UTF-8 Python with characters that base64 would make URL-unsafe', () => {
    const code = 'result = {"café": "🍺", "q": "a+b/c?"}\nprint(result)\n';
    const encoded = encodeCode(code);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCode(encoded)).toBe(code);
  });

  it('rejects text that is not base64url of UTF-8', () => {
    expect(decodeCode('%%%')).toBeNull();
    expect(decodeCode(encodeCode('ok').slice(0, 1))).toBeNull();
    expect(decodeCode('_w')).toBeNull(); // 0xFF is not valid UTF-8
  });
});
