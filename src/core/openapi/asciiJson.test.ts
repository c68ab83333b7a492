import { describe, expect, it } from 'vitest';
import { AsciiJsonDecoder, firstHighByte } from './asciiJson';
import { readBodyText } from './readBody';
import { ContentHash, hashText } from './contentHash';
import { parseSpecText } from './parse';
import { SpecLoadError } from './types';

const SAMPLE = {
  'café': 'naïve – “quoted” résumé',
  emoji: 'rocket 🚀 and flag 🇫🇷',
  cjk: '获取用户列表',
  separators: 'line\u2028para\u2029end',
  escaped: 'already \u00e9scaped and a backslash \\ here',
  nested: [{ ü: 'ß' }, 'ascii only', 42, null],
};
const TEXT = JSON.stringify(SAMPLE, null, 1);
const BYTES = new TextEncoder().encode(TEXT);
const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);

function decodeInChunks(bytes: Uint8Array, size: number): { text: string; safe: boolean } {
  const decoder = new AsciiJsonDecoder();
  for (let at = 0; at < bytes.length; at += size) decoder.push(bytes.slice(at, at + size));
  return { text: decoder.end(), safe: decoder.isSafe };
}

function responseOf(chunks: Uint8Array[], headers: Record<string, string> = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  return new Response(body, { headers });
}

describe('AsciiJsonDecoder', () => {
  it('gives pure ASCII that parses to the same values, whatever the chunk boundaries', () => {
    for (const size of [1, 2, 3, 5, 7, 64, BYTES.length]) {
      const { text, safe } = decodeInChunks(BYTES, size);
      expect(safe).toBe(true);
      expect(isAscii(text)).toBe(true);
      expect(JSON.parse(text)).toEqual(SAMPLE);
    }
  });

  it('flags a non-ASCII byte right after a backslash, where escaping would change the meaning', () => {
    const invalid = new TextEncoder().encode('{"a": "\\é"}');
    expect((): unknown => JSON.parse(new TextDecoder().decode(invalid))).toThrow();
    expect(decodeInChunks(invalid, 4).safe).toBe(false);
  });

  it('turns broken UTF-8 into U+FFFD like TextDecoder does', () => {
    const broken = new Uint8Array([0x22, 0xc3, 0x22]);
    expect(JSON.parse(decodeInChunks(broken, 1).text)).toBe('\ufffd');
  });
});

describe('firstHighByte', () => {
  it('finds the first byte >= 0x80 at any alignment', () => {
    const buffer = new Uint8Array(64);
    buffer.fill(0x41);
    buffer[37] = 0xc3;
    for (let offset = 0; offset < 8; offset++) {
      const view = buffer.subarray(offset);
      expect(firstHighByte(view, 0)).toBe(37 - offset);
      expect(firstHighByte(view, 38 - offset)).toBe(view.length);
    }
  });
});

describe('readBodyText', () => {
  it('escapes a JSON body and keeps the exact text on request', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...BYTES.slice(0, 10)]);
    const seen: number[] = [];
    const { text, exactText } = await readBodyText(responseOf([bom, BYTES.slice(10)]), {
      asciiJson: true,
      onBytes: (received) => seen.push(received),
    });
    expect(isAscii(text)).toBe(true);
    expect(JSON.parse(text)).toEqual(SAMPLE);
    expect(exactText?.()).toBe(TEXT);
  });

  it('hashes a JSON body\'s bytes and, asked to, decodes it only when its text is read, to the same text', async () => {
    const chunks = [new Uint8Array([0xef, 0xbb, 0xbf, ...BYTES.slice(0, 10)]), BYTES.slice(10, 20), BYTES.slice(20)];
    const now = await readBodyText(responseOf(chunks), { asciiJson: true });
    const later = await readBodyText(responseOf(chunks), { asciiJson: true, decodeLater: true });
    expect(later.hash).toBe(new ContentHash().update(new Uint8Array([...(chunks[0] ?? []), ...BYTES.slice(10)])).digest());
    expect(now.hash).toBe(later.hash);
    expect(later.text).toBe(now.text);
    expect(later.exactText?.()).toBe(TEXT);
    const unsafe = new TextEncoder().encode('{"a": "\\é"}');
    expect((await readBodyText(responseOf([unsafe]), { asciiJson: true, decodeLater: true })).text).toBe('{"a": "\\é"}');
  });

  it('decodes YAML and unrequested JSON exactly', async () => {
    const yaml = new TextEncoder().encode('title: café\n');
    expect(await readBodyText(responseOf([yaml.slice(0, 8), yaml.slice(8)]), { asciiJson: true })).toEqual({ text: 'title: café\n', hash: hashText('title: café\n') });
    expect((await readBodyText(responseOf([BYTES]))).text).toBe(TEXT);
  });

  it('reports progress about every MB with the total from content-length', async () => {
    const mb = new Uint8Array(1 << 20).fill(0x20);
    const seen: Array<[number, number | undefined]> = [];
    await readBodyText(responseOf([mb, mb, mb], { 'content-length': String(3 << 20) }), { onBytes: (r, t) => seen.push([r, t]) });
    expect(seen).toEqual([[1 << 20, 3 << 20], [2 << 20, 3 << 20], [3 << 20, 3 << 20]]);
  });
});

describe('parseSpecText with escaped JSON', () => {
  it('reports an error position in the original text', async () => {
    const original = '{\n  "é": "ü",\n  "b": "x\n}';
    const bytes = new TextEncoder().encode(original);
    const { text, exactText } = await readBodyText(responseOf([bytes]), { asciiJson: true });
    expect(text).not.toBe(original);
    const error = await parseSpecText(text, 'spec.json', exactText).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecLoadError);
    expect((error as SpecLoadError).line).toBe(3);
    expect((error as SpecLoadError).column).toBe(10);
  });
});
