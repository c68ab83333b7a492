// The Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking): browsers, and Node's fetch, refuse an
// http(s) request to one before sending anything (Chromium: net::ERR_UNSAFE_PORT), so a server there looks "down".
export const BAD_PORTS: readonly number[] = [
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111,
  113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548,
  554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665,
  6666, 6667, 6668, 6669, 6679, 6697, 10080,
];

const BAD = new Set(BAD_PORTS);

export const isBadPort = (port: number): boolean => BAD.has(port);

/** The port of an http(s) URL that browsers refuse to fetch, else undefined (no port written means 80 or 443: allowed). */
export function blockedPort(url: string | URL): number | undefined {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const port = Number(parsed.port);
  return parsed.port !== '' && isBadPort(port) ? port : undefined;
}

/** Why a request to `url` never left when its port is one browsers refuse, and what to do (one wording); else undefined. */
export function blockedPortProblem(url: string | URL): { message: string; fix: string } | undefined {
  const port = blockedPort(url);
  if (port === undefined) return undefined;
  return {
    message: `The browser refuses to connect to port ${port} at all (${new URL(url).host}): it is one of the ports browsers ` +
      'block for safety (the Fetch standard\'s "bad ports"), so nothing was sent.',
    fix: 'Serve it on another port (for example 8080 or 3000).',
  };
}
