// Model-written Python, read-only, in the shared lazily-loaded code editor (plain text until Monaco is ready).
import { CodeEditor } from '../CodeEditor/CodeEditor';

export interface TraceCodeProps {
  code: string;
}

const LINE_PX = 19;

export function TraceCode({ code }: TraceCodeProps) {
  const lines = code.split('\n').length;
  const height = `${Math.min(24, Math.max(3, lines + 1)) * LINE_PX}px`;
  return <CodeEditor value={code} readOnly height={height} ariaLabel="Python the model ran" testId="trace-code" />;
}
