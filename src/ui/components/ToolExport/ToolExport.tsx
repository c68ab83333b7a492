// Downloads the tool definitions of both modes (and code mode's system prompt) for the loaded spec as JSON.
import { useState } from 'react';
import { downloadText } from '../../app/download';

export interface ToolExportProps {
  /** Builds the JSON text; rejects with a reason. */
  build: () => Promise<string>;
  fileBase: string;
}

export function ToolExport({ build, fileBase }: ToolExportProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    setProblem(null);
    build().then((text) => downloadText(`${fileBase}-tools.json`, text, 'application/json'), (err: unknown) => setProblem(`Export failed: ${String(err)}`));
  };
  return (
    <p className="tool-export">
      <button type="button" data-testid="export-tools" onClick={save}>Export tool definitions (JSON)</button>
      {problem && <span className="notice error">{problem}</span>}
    </p>
  );
}
