// The playground's script: from a link, else the loaded APIs' starter script until the user edits; edits go to the URL.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { decodeCode, encodeCode } from '../app/codeParam';
import { starterCode } from '../app/starterCode';
import type { OperationSummary } from '../workers/catalogProtocol';
import type { UrlState } from './useUrlState';

const URL_SYNC_MS = 400;

export interface PlaygroundCode {
  code: string;
  onChange: (next: string) => void;
  /** The `code` in the URL could not be decoded. */
  invalidLink: boolean;
}

/** `apis`: the loaded APIs' short names (several: the starter script explains and uses BASE_URLS). */
export function usePlaygroundCode(
  codeParam: string | null,
  operations: OperationSummary[] | undefined,
  setParams: UrlState['setParams'],
  apis: readonly string[] = [],
): PlaygroundCode {
  const names = apis.join('\n');
  const starter = useMemo(() => starterCode(operations, names === '' ? [] : names.split('\n')), [operations, names]);
  const [ownCode, setOwnCode] = useState(() => (codeParam ? decodeCode(codeParam) : null) ?? starter);
  const [edited, setEdited] = useState(codeParam !== null);
  // The `code` param we last read or wrote: any other value came from outside (a link, back/forward).
  const [synced, setSynced] = useState(codeParam);

  if (codeParam !== synced) {
    setSynced(codeParam);
    const decoded = codeParam ? decodeCode(codeParam) : null;
    if (decoded !== null) {
      setOwnCode(decoded);
      setEdited(true);
    }
  }

  // Until the user edits, the starter script follows the loaded spec.
  const code = edited ? ownCode : starter;

  // Edits go to the URL (debounced) so switching views or reloading keeps them.
  useEffect(() => {
    if (!edited) return;
    const timer = setTimeout(() => {
      const encoded = encodeCode(ownCode);
      setSynced(encoded);
      setParams({ code: encoded });
    }, URL_SYNC_MS);
    return () => clearTimeout(timer);
  }, [ownCode, edited, setParams]);

  const onChange = useCallback((next: string) => {
    setOwnCode(next);
    setEdited(true);
  }, []);

  const invalidLink = codeParam !== null && decodeCode(codeParam) === null;
  return { code, onChange, invalidLink };
}
