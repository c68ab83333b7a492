// How the network log labels one request: allowed and answered, allowed but never answered (it did not connect),
// or denied; and whether its note is a problem or just information (mock mode's "documented example").
import type { RequestLogEntry } from '../../sandbox';

export interface RequestVerdict {
  kind: 'allowed' | 'no-response' | 'denied';
  label: string;
  /** The entry's reason: a problem (denied, no response) or information (an answered request's note). */
  reasonTone: 'error' | 'info';
}

export function requestVerdict(r: Pick<RequestLogEntry, 'allowed' | 'status'>): RequestVerdict {
  if (!r.allowed) return { kind: 'denied', label: '✕ denied', reasonTone: 'error' };
  if (r.status === null) return { kind: 'no-response', label: '⚠ allowed · did not connect', reasonTone: 'error' };
  return { kind: 'allowed', label: '✓ allowed', reasonTone: 'info' };
}
