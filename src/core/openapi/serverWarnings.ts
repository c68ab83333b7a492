// Why a server the sandbox may call deserves a second look: it points into the user's machine or network, it is
// plain http under an https page, or the spec put credentials in its URL. Classified on the WHATWG-parsed host,
// so "2130706433", "0x7f.1" and "[::ffff:127.0.0.1]" count as the loopback address they are.
import type { ServerInfo } from './types';
import { maskedUserinfo } from './servers';

export type ServerWarningKind = 'loopback' | 'private' | 'link-local' | 'unspecified' | 'insecure' | 'userinfo';

export interface ServerWarning {
  kind: ServerWarningKind;
  /** The server's URL as shown in the warning (password masked). */
  url: string;
  message: string;
}

type AddressKind = Extract<ServerWarningKind, 'loopback' | 'private' | 'link-local' | 'unspecified'>;

const ADDRESS_MESSAGES: Record<AddressKind, string> = {
  loopback: 'points at this computer (loopback): code in the sandbox can call services running on your machine.',
  private: 'points at a private network address: code in the sandbox can call hosts on your local network.',
  'link-local': 'points at a link-local address, where cloud metadata services and local devices answer.',
  unspecified: 'points at the unspecified address, which browsers and systems route to this computer.',
};

/** Warnings for one server; `pageProtocol` is the page's own ("https:" or "https"). */
export function serverWarnings(server: ServerInfo, pageProtocol: string): ServerWarning[] {
  let parsed: URL;
  try {
    parsed = new URL(server.url);
  } catch {
    return [];
  }
  const ownUserinfo = maskedUserinfo(parsed);
  parsed.username = '';
  parsed.password = '';
  const bare = ownUserinfo ? parsed.href.replace(/\/$/, '') : server.url;
  const userinfo = ownUserinfo ?? server.userinfo;
  const url = userinfo ? bare.replace('//', `//${userinfo}@`) : bare;
  const warnings: ServerWarning[] = [];
  const address = classifyHost(parsed.hostname);
  if (address) warnings.push({ kind: address, url, message: `${url} ${ADDRESS_MESSAGES[address]}` });
  // Loopback over http is not mixed content: browsers treat it as potentially trustworthy and it never leaves the machine.
  if (parsed.protocol === 'http:' && pageProtocol.replace(/:$/, '').toLowerCase() === 'https' && address !== 'loopback') {
    warnings.push({
      kind: 'insecure',
      url,
      message: `${url} uses plain http while this page is https: the browser blocks such requests as mixed content, and they would travel unencrypted.`,
    });
  }
  if (userinfo) {
    warnings.push({
      kind: 'userinfo',
      url,
      message: `${url} has credentials in its URL. They are not used: requests go to ${bare} without them.`,
    });
  }
  return warnings;
}

/** Classifies a WHATWG-serialized hostname ("127.0.0.1", "[::1]", "localhost"). */
export function classifyHost(hostname: string): AddressKind | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  const v4 = ipv4Octets(host);
  if (v4) return classifyIpv4(v4);
  if (host.startsWith('[') && host.endsWith(']')) {
    const v6 = ipv6Hextets(host.slice(1, -1));
    if (v6) return classifyIpv6(v6);
  }
  return undefined;
}

function ipv4Octets(host: string): number[] | undefined {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return undefined;
  const octets = host.split('.').map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

function classifyIpv4([a = 0, b = 0, c = 0, d = 0]: number[]): AddressKind | undefined {
  if (a === 0 && b === 0 && c === 0 && d === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  return undefined;
}

/** Eight 16-bit groups of a serialized IPv6 address (no brackets); undefined when it is not one. */
function ipv6Hextets(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined): number[] | undefined => {
    if (!part) return [];
    const groups = part.split(':');
    return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => parseInt(g, 16)) : undefined;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const zeros = 8 - head.length - tail.length;
  return zeros >= 1 ? [...head, ...new Array<number>(zeros).fill(0), ...tail] : undefined;
}

function classifyIpv6(groups: number[]): AddressKind | undefined {
  const [first = 0, , , , , sixth = 0, seventh = 0, last = 0] = groups;
  const leadingZeros = groups.slice(0, 5).every((g) => g === 0);
  // IPv4-mapped (::ffff:a.b.c.d) reaches the IPv4 address it embeds.
  if (leadingZeros && sixth === 0xffff) return classifyIpv4([seventh >> 8, seventh & 0xff, last >> 8, last & 0xff]);
  if (leadingZeros && sixth === 0 && seventh === 0) {
    if (last === 0) return 'unspecified';
    if (last === 1) return 'loopback';
  }
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  return undefined;
}
