// Capped capture of a stream (stdout/stderr): keeps the first `max` characters, counts and drops the rest, so a
// print flood costs almost nothing once the cap is reached.
import { LIMITS } from '../../core/execution';

export interface OutputSink {
  write: (buf: Uint8Array) => number;
  reset: (max: number) => void;
  /** Captured text (with a truncation marker when cut) and whether it was cut. */
  take: () => { text: string; truncated: boolean };
}

export function truncationMarker(droppedChars: number, what: string): string {
  return `\n… [${what} truncated: ${droppedChars.toLocaleString('en-US')} more characters dropped]`;
}

export function createSink(what: string): OutputSink {
  let decoder = new TextDecoder();
  let parts: string[] = [];
  let kept = 0;
  let dropped = 0;
  let max: number = LIMITS.runMaxOutputChars.value;
  return {
    write(buf) {
      if (kept >= max) {
        dropped += buf.length;
        return buf.length;
      }
      const text = decoder.decode(buf, { stream: true });
      const room = max - kept;
      if (text.length <= room) {
        parts.push(text);
        kept += text.length;
      } else {
        parts.push(text.slice(0, room));
        kept = max;
        dropped += text.length - room;
      }
      return buf.length;
    },
    reset(newMax) {
      decoder = new TextDecoder();
      parts = [];
      kept = 0;
      dropped = 0;
      max = newMax;
    },
    take() {
      const tail = kept < max ? decoder.decode() : '';
      const text = parts.join('') + tail;
      return dropped > 0 ? { text: text + truncationMarker(dropped, what), truncated: true } : { text, truncated: false };
    },
  };
}
