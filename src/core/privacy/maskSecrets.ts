// Secrets (the LLM key, target-API credentials) out of text that is stored or shown, in every spelling a body, URL
// or header can carry them: as is, percent-encoded (any hex case, + for space), JSON-escaped (\/, \uXXXX), and
// inside base64 (a Basic Authorization value is base64 of user:secret, at any offset).
import { EncodedIndex } from './encodedIndex';

/** Secrets shorter than this are not real keys; replacing them would blank ordinary text. */
export const MIN_SECRET = 4;

/** Runs of standard or URL-safe base64 long enough to hold a secret. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{8,}={0,2}/g;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...B64].map((c, i) => [c, i] as const).concat([['-', 62], ['_', 63]]));

/** The bytes `run` stands for as UTF-8 text (invalid sequences become U+FFFD). */
function decodeBase64(run: string): string {
  const bytes: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of run.replace(/=+$/, '')) {
    acc = (acc << 6) | (VALUE.get(ch) ?? 0);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** `text` with every spelling of each secret replaced by `marker`. */
export function maskSecrets(text: string, secrets: readonly string[], marker: string): string {
  const real = [...new Set(secrets.map((s) => s.trim()).filter((s) => s.length >= MIN_SECRET))];
  if (real.length === 0 || text === '') return text;
  const index = new EncodedIndex(false);
  for (const s of real) index.add(s);
  let out = '';
  let at = 0;
  for (const m of index.find(text)) {
    out += text.slice(at, m.start) + marker;
    at = m.end;
  }
  out += text.slice(at);
  const hidden = (run: string): boolean => run.length * 0.75 >= MIN_SECRET && real.some((s) => decodeBase64(run).includes(s));
  return out.replace(BASE64_RUN, (run) => (hidden(run) ? marker : run));
}
