// An exported compare report opened read-only: from a file the user picks, or from the `?report=` URL (fetched once,
// without cookies). Nothing else is fetched and nothing runs: the report view needs no key.
import { useCallback, useEffect, useState } from 'react';
import { readReport, type SavedReport } from '../report/savedReport';

/** Larger than any export (three transcripts of capped tool results), small enough to read at once. */
const MAX_REPORT_BYTES = 50 * 1024 * 1024;

export type OpenedReport =
  | { kind: 'none' }
  | { kind: 'loading'; name: string }
  | { kind: 'error'; error: string }
  | { kind: 'open'; name: string; report: SavedReport };

export interface OpenedReportController {
  state: OpenedReport;
  openFile: (file: File) => void;
  close: () => void;
}

const tooLarge = (name: string, bytes: number) => `${name} is ${(bytes / 1024 / 1024).toFixed(0)} MB: a report is at most ${MAX_REPORT_BYTES / 1024 / 1024} MB.`;

async function fetchReport(url: string, signal: AbortSignal): Promise<OpenedReport> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'omit', signal });
  } catch {
    return { kind: 'error', error: `Could not fetch the report at ${url}: the server did not answer, or it does not allow this page to read it (CORS).` };
  }
  if (!res.ok) return { kind: 'error', error: `Could not fetch the report at ${url}: HTTP ${res.status}.` };
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_REPORT_BYTES) return { kind: 'error', error: tooLarge(url, length) };
  const read = readReport(await res.text(), url);
  return read.ok ? { kind: 'open', name: url, report: read.report } : { kind: 'error', error: read.error };
}

/** `url`: the link's `?report=`; `onClose` clears it. A file picked here is shown over the link's report. */
export function useOpenedReport(url: string | undefined, onClose: () => void): OpenedReportController {
  const [fetched, setFetched] = useState<{ url: string; state: OpenedReport } | null>(null);
  const [picked, setPicked] = useState<OpenedReport>({ kind: 'none' });

  useEffect(() => {
    if (!url) return;
    const ctl = new AbortController();
    fetchReport(url, ctl.signal).then((state) => { if (!ctl.signal.aborted) setFetched({ url, state }); }, () => undefined);
    return () => ctl.abort();
  }, [url]);

  const openFile = useCallback((file: File) => {
    if (file.size > MAX_REPORT_BYTES) {
      setPicked({ kind: 'error', error: tooLarge(file.name, file.size) });
      return;
    }
    setPicked({ kind: 'loading', name: file.name });
    file.text().then(
      (text) => {
        const read = readReport(text, file.name);
        setPicked(read.ok ? { kind: 'open', name: file.name, report: read.report } : { kind: 'error', error: read.error });
      },
      (err: unknown) => setPicked({ kind: 'error', error: `Could not read ${file.name}: ${err instanceof Error ? err.message : String(err)}` }),
    );
  }, []);

  const close = useCallback(() => {
    setPicked({ kind: 'none' });
    onClose();
  }, [onClose]);

  const linked: OpenedReport = !url ? { kind: 'none' } : fetched?.url === url ? fetched.state : { kind: 'loading', name: url };
  return { state: picked.kind !== 'none' ? picked : linked, openFile, close };
}
