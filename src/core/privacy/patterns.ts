// What counts as personal data in text bound for the model: emails, phone numbers, IBANs and card numbers.
// Each pattern errs toward fewer false positives: IDs, timestamps and prices must survive untouched.

export type PiiKind = 'EMAIL' | 'PHONE' | 'IBAN' | 'CARD';

export interface PiiMatch {
  kind: PiiKind;
  start: number;
  end: number;
  /** The real value (percent-decoded when the text held it encoded). */
  value: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// A phone needs a leading + or separators between digit groups; bare digit runs are IDs far more often.
const PHONE = /(?<![\w.+-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{2,4}(?:[ .-]\d{2,4}){1,4}(?![\w-]|\.\d)/g;
const INTL_PHONE = /(?<![\w+])\+\d{7,15}(?!\w)/g;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
const CARD = /(?<![\w-])\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\w-])/g;

const digits = (s: string): string => s.replace(/\D/g, '');

/** Luhn checksum: what card numbers satisfy and random digit strings mostly do not. */
export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return number.length >= 13 && number.length <= 19 && sum % 10 === 0;
}

function ibanValid(raw: string): boolean {
  const s = raw.replace(/ /g, '');
  if (s.length < 15 || s.length > 34) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

function phoneLike(raw: string): boolean {
  const n = digits(raw).length;
  if (n < 7 || n > 15) return false;
  // Dates and times (2024-01-31, 12.05.2024) are digit groups with separators too.
  return !/^\d{4}[-.]\d{2}[-.]\d{2}$|^\d{2}[-.]\d{2}[-.]\d{4}$|^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(raw);
}

/** Non-overlapping matches in text order; earlier kinds win an overlap (a card number is not also a phone). */
export function findPii(text: string): PiiMatch[] {
  const found: PiiMatch[] = [];
  const add = (re: RegExp, kind: PiiKind, accept: (raw: string) => boolean, value: (raw: string) => string = (r) => r) => {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!accept(m[0]) || found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ kind, start, end, value: value(m[0]) });
    }
  };
  add(EMAIL, 'EMAIL', () => true, (raw) => raw.replace(/%40/gi, '@'));
  add(IBAN, 'IBAN', ibanValid);
  add(CARD, 'CARD', (raw) => luhn(digits(raw)));
  add(INTL_PHONE, 'PHONE', () => true);
  add(PHONE, 'PHONE', phoneLike);
  return found.sort((a, b) => a.start - b.start);
}
