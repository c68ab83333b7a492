// Node-side readers of the test servers' counters. Plain node:http on purpose: undici's fetch adds
// Sec-Fetch-* headers, which the forbidden server's control listener counts as browser-made hits.
import { request } from 'node:http';
import type { LoggedRequest } from './brewery';
import type { HitReport } from './forbidden';
import { BREWERY_ORIGIN, FORBIDDEN_CONTROL_URL } from './ports';

function getJson<T>(url: string, method = 'GET'): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(parts).toString('utf8')) as T);
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Everything the forbidden server has seen since it started (or since the last reset). */
export const forbiddenHits = (): Promise<HitReport> => getJson<HitReport>(`${FORBIDDEN_CONTROL_URL}/hits`);

export const resetForbiddenHits = (): Promise<HitReport> => getJson<HitReport>(`${FORBIDDEN_CONTROL_URL}/reset`, 'POST');

/** Requests the brewery stand-in received (method, path, Origin, Host). */
export const breweryLog = (): Promise<LoggedRequest[]> => getJson<LoggedRequest[]>(`${BREWERY_ORIGIN}/__log`);

export const resetBreweryLog = (): Promise<unknown> => getJson(`${BREWERY_ORIGIN}/__log/reset`);

/** How often /v1/test/hold?key=… was requested, and whether the test released it. */
export const heldRequest = (key: string): Promise<{ arrived: number; released: boolean }> =>
  getJson(`${BREWERY_ORIGIN}/v1/test/held?key=${encodeURIComponent(key)}`);

/** Lets every held /v1/test/hold?key=… request (and later ones) answer. */
export const releaseHeld = (key: string): Promise<unknown> => getJson(`${BREWERY_ORIGIN}/v1/test/release?key=${encodeURIComponent(key)}`);
