// Issue 26: a value the vault knows never reaches the model again, whatever field or text carries it and however it is
// spelled (percent-encoded with %20 or +, JSON-escaped), without a field name beside it.
import { describe, expect, it } from 'vitest';
import { PrivacyVault } from './vault';

const NAME = 'Zelda Quarrington';
const PHONE = '+1 415 555 0142';
const ADDRESS = '12 Rue de l\'Église, 75001 Paris';

/** A vault that has seen one user record, as the model's first tool result would bring it. */
function seenUser(): PrivacyVault {
  const vault = new PrivacyVault(['name', 'address']);
  const first = vault.tokenize(JSON.stringify({ name: NAME, phone: PHONE, address: ADDRESS, email: 'zelda@example.com' }));
  expect(first).not.toContain('Zelda');
  return vault;
}

describe('known values are tokenized again wherever they appear', () => {
  it('in a URL the broker built from restored params (r.url, the request summary, the denial line and hint)', () => {
    const vault = seenUser();
    const url = 'https://api.example/orders?name=Zelda%20Quarrington&phone=%2B1%20415%20555%200142';
    const text = `result:\n"${url}"\n\nDenied: https://evil.example/x?name=Zelda+Quarrington&phone=%2B1+415+555+0142 is outside the allowed servers.\n\nHTTP: 1 request:\n- GET ${url} → 200`;
    const out = vault.tokenize(text);
    expect(out).not.toMatch(/Zelda|Quarrington|415/);
    expect(out).toContain('https://api.example/orders?name=[NAME_1]&phone=[PHONE_1]');
    expect(out).toContain('https://evil.example/x?name=[NAME_1]&phone=[PHONE_1]');
  });

  it('in a field with another name (an API echoing note=[NAME_1] back) and in free text', () => {
    const vault = seenUser();
    expect(vault.tokenize('{"note": "Zelda Quarrington"}')).toBe('{"note": "[NAME_1]"}');
    expect(vault.tokenize('ValueError: no order for Zelda Quarrington')).toBe('ValueError: no order for [NAME_1]');
    expect(vault.tokenize('Dear Zelda Quarrington,')).toBe('Dear [NAME_1],');
    expect(vault.tokenize(`Ship to ${ADDRESS}`)).toBe('Ship to [ADDRESS_1]');
  });

  it('JSON-escaped (\\u00c9 in either case, \\/) and percent-encoded UTF-8, also mixed', () => {
    const vault = seenUser();
    const escaped = JSON.stringify(ADDRESS).slice(1, -1).replace('É', '\\u00c9');
    expect(vault.tokenize(`{"to": "${escaped}"}`)).toBe('{"to": "[ADDRESS_1]"}');
    expect(vault.tokenize(`{"to": "${escaped.replace('\\u00c9', '\\u00C9')}"}`)).toBe('{"to": "[ADDRESS_1]"}');
    expect(vault.tokenize(`?a=${encodeURIComponent(ADDRESS)}&b=1`)).toBe('?a=[ADDRESS_1]&b=1');
    expect(vault.tokenize(`?a=${encodeURIComponent(ADDRESS).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())}`)).toBe('?a=[ADDRESS_1]');
    expect(vault.tokenize('?a=12+Rue+de+l%27%C3%89glise%2C+75001+Paris')).toBe('?a=[ADDRESS_1]');
    const slashy = new PrivacyVault(['address']);
    slashy.tokenize('{"address": "Flat 3/4, Baker St"}');
    expect(slashy.tokenize('{"echo": "Flat 3\\/4, Baker St"}')).toBe('{"echo": "[ADDRESS_1]"}');
  });

  it('leaves a known value inside a longer word alone, and short values are not looked for elsewhere', () => {
    const vault = new PrivacyVault(['name']);
    vault.tokenize('{"name": "Ann"}');
    vault.tokenize('{"name": "Al"}');
    expect(vault.tokenize('Annual report by Ann, Al and Alan')).toBe('Annual report by [NAME_1], Al and Alan');
  });

  it('what the model sends back stays restorable: tokens given again are the same tokens', () => {
    const vault = seenUser();
    const again = vault.tokenize('name=Zelda%20Quarrington');
    expect(again).toBe('name=[NAME_1]');
    expect(vault.restore(again, 'url')).toBe('name=Zelda%20Quarrington');
  });
});
