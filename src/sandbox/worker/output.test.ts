import { describe, expect, it } from 'vitest';
import { createSink } from './output';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('createSink', () => {
  it('keeps output under the cap as is', () => {
    const sink = createSink('stdout');
    sink.reset(100);
    sink.write(bytes('hello '));
    sink.write(bytes('world\n'));
    expect(sink.take()).toEqual({ text: 'hello world\n', truncated: false });
  });

  it('cuts at the cap and says how much was dropped', () => {
    const sink = createSink('stdout');
    sink.reset(10);
    for (let i = 0; i < 1000; i++) sink.write(bytes('0123456789'));
    const out = sink.take();
    expect(out.truncated).toBe(true);
    expect(out.text.startsWith('0123456789\n… [stdout truncated:')).toBe(true);
    expect(out.text).toContain('9,990');
  });

  it('decodes multi-byte characters split across writes', () => {
    const sink = createSink('stdout');
    sink.reset(100);
    const euro = bytes('€');
    sink.write(euro.slice(0, 1));
    sink.write(euro.slice(1));
    expect(sink.take().text).toBe('€');
  });

  it('starts over on reset', () => {
    const sink = createSink('stderr');
    sink.reset(3);
    sink.write(bytes('abcdef'));
    sink.reset(100);
    sink.write(bytes('x'));
    expect(sink.take()).toEqual({ text: 'x', truncated: false });
  });
});
