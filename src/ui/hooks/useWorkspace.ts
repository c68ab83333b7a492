// The chat workspace as the Data panel shows it: one row per file, re-read when the workspace changes.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { describeFile, previewText, type Workspace } from '../../core/workspace';

export interface DataFileRow {
  name: string;
  bytes: number;
  source: string;
  rows?: number;
  fields?: string[];
  preview: string;
}

/** Starter code that loads a workspace file in the playground. */
export function openFileCode(name: string): string {
  const path = `/data/${name}`;
  if (/\.csv$/i.test(name)) return `import csv\n\nwith open(${JSON.stringify(path)}, newline="") as f:\n    rows = list(csv.DictReader(f))\nresult = {"rows": len(rows), "first": rows[:3]}\n`;
  if (/\.json$/i.test(name)) return `with open(${JSON.stringify(path)}) as f:\n    data = json.load(f)\nresult = data[:3] if isinstance(data, list) else data\n`;
  return `with open(${JSON.stringify(path)}) as f:\n    result = f.read(2000)\n`;
}

export function useWorkspace(workspace: Workspace): { files: DataFileRow[]; totalBytes: number; download: (name: string) => void } {
  const subscribe = useCallback((fn: () => void) => workspace.subscribe(fn), [workspace]);
  const version = useSyncExternalStore(subscribe, () => workspace.version);
  const files = useMemo(
    () => workspace.list().map((f) => ({ name: f.name, bytes: f.bytes.byteLength, source: f.source, ...describeFile(f.name, f.bytes), preview: previewText(f.bytes, 2_000) })),
    // version: the workspace mutates in place; each change bumps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [workspace, version],
  );
  const download = useCallback((name: string) => {
    const file = workspace.get(name);
    if (!file) return;
    const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: /\.json$/i.test(name) ? 'application/json' : /\.csv$/i.test(name) ? 'text/csv' : 'application/octet-stream' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name.split('/').pop() ?? name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }, [workspace]);
  return { files, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0), download };
}
