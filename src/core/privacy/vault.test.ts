import { describe, expect, it } from 'vitest';
import { findPii } from './patterns';
import { PrivacyVault } from './vault';

describe('findPii', () => {
  it('finds emails, phones, IBANs and Luhn-valid card numbers', () => {
    const text = 'mail ada@example.com, call +1 (555) 010-2000 or +447911123456, IBAN DE89 3704 0044 0532 0130 00, card 4111 1111 1111 1111';
    expect(findPii(text).map((m) => [m.kind, m.value])).toEqual([
      ['EMAIL', 'ada@example.com'],
      ['PHONE', '+1 (555) 010-2000'],
      ['PHONE', '+447911123456'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00'],
      ['CARD', '4111 1111 1111 1111'],
    ]);
  });

  it('leaves IDs, dates, times, prices, versions and non-Luhn digit runs alone', () => {
    const text = 'id 5f3c9a12, order 1234567890123, date 2024-01-31, at 12.05.2024, v1.2.3, $1,299.00, 4111 1111 1111 1112, 10:30';
    expect(findPii(text)).toEqual([]);
  });
});

describe('PrivacyVault', () => {
  it('numbers tokens stably per kind: the same value always gets the same token', () => {
    const vault = new PrivacyVault();
    const a = vault.tokenize('{"email": "a@x.org", "cc": "b@x.org"}');
    const b = vault.tokenize('again a@x.org then c@x.org');
    expect(a).toBe('{"email": "[EMAIL_1]", "cc": "[EMAIL_2]"}');
    expect(b).toBe('again [EMAIL_1] then [EMAIL_3]');
  });

  it('never tokenizes a token again (text the model echoes back stays as it is)', () => {
    const vault = new PrivacyVault(['name']);
    const once = vault.tokenize('{"name": "Ada Lovelace", "email": "ada@example.com"}');
    expect(vault.tokenize(once)).toBe(once);
    expect(vault.size).toBe(2);
  });

  it('tokenizes inside JSON strings and keeps the JSON valid, escapes included', () => {
    const vault = new PrivacyVault(['name', 'address']);
    const json = JSON.stringify([{ name: 'O"Brien', address: '1 Main St\nSpringfield', email: 'ob@example.com', id: 7 }]);
    const out = vault.tokenize(json);
    expect(JSON.parse(out)).toEqual([{ name: '[NAME_1]', address: '[ADDRESS_1]', email: '[EMAIL_1]', id: 7 }]);
    expect(vault.restore(out, 'json')).toBe(json);
  });

  it('tokenizes printed Python dicts (single quotes) and phone fields stored as bare digits', () => {
    const vault = new PrivacyVault(['name']);
    expect(vault.tokenize("{'name': 'Ada', 'phone': '6308165790', 'id': '6308165790x'}")).toBe(
      "{'name': '[NAME_1]', 'phone': '[PHONE_1]', 'id': '6308165790x'}",
    );
  });

  it('finds emails in URLs and query strings, plain or percent-encoded', () => {
    const vault = new PrivacyVault();
    expect(vault.tokenize('https://api.example/users?email=ada@example.com&x=1')).toBe('https://api.example/users?email=[EMAIL_1]&x=1');
    expect(vault.tokenize('https://api.example/users?email=ada%40example.com')).toBe('https://api.example/users?email=[EMAIL_1]');
  });

  it('replaces a listed field\'s value wherever else it appears (values split across fields and free text)', () => {
    const vault = new PrivacyVault(['first_name']);
    const out = vault.tokenize('{"first_name": "Grace", "greeting": "Hello Grace!", "team": "Graceland"}');
    expect(out).toBe('{"first_name": "[FIRST_NAME_1]", "greeting": "Hello [FIRST_NAME_1]!", "team": "Graceland"}');
  });

  it('restores real values in URLs (plain and as requests percent-encodes them), JSON bodies and tool arguments', () => {
    const vault = new PrivacyVault(['name']);
    vault.tokenize('{"name": "Zoë & Co", "email": "z+1@example.com"}');
    expect(vault.restore('https://api.example/u?email=%5BEMAIL_1%5D&n=[NAME_1]', 'url')).toBe(
      'https://api.example/u?email=z%2B1%40example.com&n=Zo%C3%AB%20%26%20Co',
    );
    expect(vault.restore('{"to": "[EMAIL_1]", "unknown": "[EMAIL_9]"}', 'json')).toBe('{"to": "z+1@example.com", "unknown": "[EMAIL_9]"}');
    expect(vault.restoreValue({ to: ['[EMAIL_1]'], n: 3 })).toEqual({ to: ['z+1@example.com'], n: 3 });
  });

  it('restores nothing for a vault that tokenized nothing', () => {
    expect(new PrivacyVault().restore('[EMAIL_1]')).toBe('[EMAIL_1]');
  });
});

describe('restoreRequest', () => {
  it('puts real values into the URL, headers and a JSON or form body; leaves binary bodies alone', async () => {
    const { restoreRequest } = await import('./request');
    const vault = new PrivacyVault();
    vault.tokenize('ada@example.com');
    const json = restoreRequest(vault, {
      url: 'https://api.example/u?to=%5BEMAIL_1%5D', headers: { 'Content-Type': 'application/json', 'X-To': '[EMAIL_1]' },
      body: new TextEncoder().encode('{"to": "[EMAIL_1]"}'),
    });
    expect(json.url).toBe('https://api.example/u?to=ada%40example.com');
    expect(json.headers['X-To']).toBe('ada@example.com');
    expect(new TextDecoder().decode(json.body as Uint8Array)).toBe('{"to": "ada@example.com"}');
    const form = restoreRequest(vault, { url: 'https://api.example/u', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'to=%5BEMAIL_1%5D' });
    expect(form.body).toBe('to=ada%40example.com');
    const binary = new Uint8Array([0xff, 0xfe, 0x5b, 0x45]);
    expect(restoreRequest(vault, { url: 'https://api.example/u', headers: {}, body: binary }).body).toBe(binary);
  });
});
