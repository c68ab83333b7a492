// Node's fetch as a cross-origin page sees it (Node enforces no CORS): an answer without Access-Control-Allow-Origin
// is a TypeError, headers neither safelisted nor exposed are hidden, and a no-cors request gets an unreadable answer.
const SAFELISTED = ['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma'];

export const browserFetch: typeof fetch = async (input, init) => {
  if (init?.mode === 'no-cors') {
    const res = await fetch(input, { ...init, mode: 'cors' });
    await res.body?.cancel();
    return new Response(null, { status: 200 });
  }
  const res = await fetch(input, init);
  if (!res.headers.has('access-control-allow-origin')) {
    await res.body?.cancel();
    throw new TypeError('Failed to fetch');
  }
  const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(',').map((h) => h.trim());
  const headers = new Headers([...res.headers].filter(([k]) => SAFELISTED.includes(k) || exposed.includes(k)));
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
};
