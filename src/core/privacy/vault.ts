// Privacy mode's mapping for one chat: personal data in text bound for the model becomes stable tokens ([EMAIL_1]);
// the real values go back only into what leaves through the broker (code and typed tools alike), never to the model.
import { EncodedIndex } from './encodedIndex';
import { findPii } from './patterns';

/** Where a real value is put back: its escaping differs in a URL, inside a JSON string, or as is. */
export type RestoreContext = 'raw' | 'json' | 'url';

export interface VaultEntry {
  token: string;
  kind: string;
  value: string;
}

const TOKEN = /\[([A-Z][A-Z0-9_]*_\d+)\]/g;
const ENCODED_TOKEN = /%5B([A-Z][A-Z0-9_]*_\d+)%5D/gi;
const IS_TOKEN = /^\[[A-Z][A-Z0-9_]*_\d+\]$/;
// "key": "value" in JSON, or 'key': 'value' in a printed Python dict.
const FIELD = /(["'])([A-Za-z_][\w.-]*)\1(\s*:\s*)(["'])((?:\\.|(?!\4)[^\\\n])*)\4/g;
const PHONE_FIELD = /phone|mobile|fax|^tel$/i;

const kindOfField = (key: string): string => key.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'FIELD';
/** Known values shorter than this are not looked for elsewhere: they would blank ordinary words. */
const MIN_KNOWN = 3;

function unquote(raw: string, quote: string): string {
  if (quote === '"') {
    try {
      return JSON.parse(`"${raw}"`) as string;
    } catch {
      return raw;
    }
  }
  return raw.replace(/\\(['\\])/g, '$1');
}

export class PrivacyVault {
  private readonly byValue = new Map<string, string>();
  private readonly byToken = new Map<string, VaultEntry>();
  private readonly counts = new Map<string, number>();
  /** Every known value → its token (the value's first kind wins), found again in any field and any spelling. */
  private readonly tokenOfValue = new Map<string, string>();
  private readonly known = new EncodedIndex();
  private fields: ReadonlySet<string> = new Set();

  /** `fields`: names (any case) whose string values are personal data whatever they look like, e.g. name, address. */
  constructor(fields: readonly string[] = []) {
    this.setFields(fields);
  }

  /** Changes the listed fields from the next tokenize on; tokens already given keep their values. */
  setFields(fields: readonly string[]): void {
    this.fields = new Set(fields.map((f) => f.trim().toLowerCase()).filter((f) => f !== ''));
  }

  get size(): number {
    return this.byToken.size;
  }

  entries(): VaultEntry[] {
    return [...this.byToken.values()];
  }

  /** The one token for `value` of `kind` in this chat. */
  tokenFor(kind: string, value: string): string {
    const key = `${kind}\u0000${value}`;
    const known = this.byValue.get(key);
    if (known) return known;
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    const token = `[${kind}_${n}]`;
    this.byValue.set(key, token);
    this.byToken.set(token, { token, kind, value });
    if (value.trim().length >= MIN_KNOWN && !this.tokenOfValue.has(value)) {
      this.tokenOfValue.set(value, token);
      this.known.add(value);
    }
    return token;
  }

  /**
   * `text` with listed fields' values, emails, phones, IBANs and card numbers replaced by tokens, and every value this
   * vault already knows replaced wherever it appears: in any field or free text, percent-encoded or JSON-escaped.
   */
  tokenize(text: string): string {
    let out = text.replace(FIELD, (whole, q: string, key: string, colon: string, vq: string, raw: string) => {
      const lower = key.toLowerCase();
      const kind = this.fields.has(lower) ? kindOfField(key) : PHONE_FIELD.test(key) && /\d{5}/.test(raw.replace(/\D/g, '')) ? 'PHONE' : null;
      const value = unquote(raw, vq);
      if (!kind || value.trim() === '' || IS_TOKEN.test(value)) return whole;
      return `${q}${key}${q}${colon}${vq}${this.tokenFor(kind, value)}${vq}`;
    });
    out = this.replaceKnown(out);
    const matches = findPii(out);
    if (matches.length === 0) return out;
    let result = '';
    let at = 0;
    for (const m of matches) {
      result += out.slice(at, m.start) + this.tokenFor(m.kind, m.value);
      at = m.end;
    }
    return result + out.slice(at);
  }

  /** `text` with each value the vault knows (in any spelling EncodedIndex reads) replaced by its token. */
  private replaceKnown(text: string): string {
    const spans = this.known.find(text);
    if (spans.length === 0) return text;
    let result = '';
    let at = 0;
    for (const m of spans) {
      result += text.slice(at, m.start) + (this.tokenOfValue.get(m.value) ?? text.slice(m.start, m.end));
      at = m.end;
    }
    return result + text.slice(at);
  }

  /** `text` with each known token (also percent-encoded, as requests writes it into a URL) back to its real value. */
  restore(text: string, context: RestoreContext = 'raw'): string {
    if (this.byToken.size === 0) return text;
    const put = (whole: string, name: string): string => {
      const entry = this.byToken.get(`[${name.toUpperCase()}]`);
      if (!entry) return whole;
      if (context === 'url') return encodeURIComponent(entry.value);
      if (context === 'json') return JSON.stringify(entry.value).slice(1, -1);
      return entry.value;
    };
    const decoded = context === 'url' ? text.replace(ENCODED_TOKEN, put) : text;
    return decoded.replace(TOKEN, put);
  }

  /** Tool arguments with real values in every string: what a typed tool's schema is checked against (never sent). */
  restoreValue(value: unknown): unknown {
    if (typeof value === 'string') return this.restore(value);
    if (Array.isArray(value)) return value.map((v) => this.restoreValue(v));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.restoreValue(v)]));
    }
    return value;
  }
}
