// Trims a Python traceback to what the model can act on: its own code's frames and the final exception.

const FRAME = /^(\s*)File "([^"]+)", line (\d+)(?:, in (.+))?\s*$/;
const LIBRARY = /(^|\/)(lib\/python|lib\/cmp\/|site-packages|_pyodide|pyodide)|^<frozen /;
/** Filenames Pyodide and common runners give to code run from a string. */
const USER_FILES = new Set(['<script>', '<exec>', '<string>', '<user>', '<main>', '<module>', '<stdin>']);
/** A saved skill's module (sandbox worker skillsDir.ts): its frames are the user's too. */
const SKILL_FILE = /^\/cmp_skills\/skills\/([A-Za-z]\w*)\.py$/;
const MAX_EXCEPTION_LINES = 12;
const MAX_LINE_CHARS = 300;

interface Frame {
  file: string;
  line: number;
  fn?: string;
  source: string[];
}

function clip(line: string): string {
  return line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
}

function parse(traceback: string): { frames: Frame[]; exception: string[] } {
  const lastStart = traceback.lastIndexOf('Traceback (most recent call last):');
  const lines = (lastStart >= 0 ? traceback.slice(lastStart) : traceback).split('\n');
  const frames: Frame[] = [];
  const exception: string[] = [];
  let frameIndent = -1;
  for (const line of lines.slice(lastStart >= 0 ? 1 : 0)) {
    const m = FRAME.exec(line);
    if (m) {
      frameIndent = m[1]?.length ?? 0;
      frames.push({ file: m[2] ?? '', line: Number(m[3]), fn: m[4], source: [] });
      continue;
    }
    const indent = line.length - line.trimStart().length;
    const current = frames[frames.length - 1];
    if (current && exception.length === 0 && indent > frameIndent && line.trim() !== '') {
      if (!/^\s*[~^]+\s*$/.test(line)) current.source.push(line.trim());
      continue;
    }
    if (line.trim() !== '' || exception.length > 0) exception.push(line);
  }
  while (exception.length > 0 && exception[exception.length - 1]?.trim() === '') exception.pop();
  return { frames, exception };
}

/**
 * Keeps the user's frames (with the source line taken from `code` when the traceback lacks it) and the final
 * exception. Library frames (Pyodide internals, the requests shim) are dropped, counted in one line.
 */
export function trimTraceback(traceback: string, code: string): string {
  const { frames, exception } = parse(traceback);
  if (frames.length === 0) return exception.slice(-MAX_EXCEPTION_LINES).map(clip).join('\n');
  const codeLines = code.split('\n');
  let kept = frames.filter((f) => USER_FILES.has(f.file) || SKILL_FILE.test(f.file));
  if (kept.length === 0) kept = frames.filter((f) => !LIBRARY.test(f.file)).slice(-3);
  const out = ['Traceback (your code):'];
  for (const f of kept) {
    const source = f.source[0] ?? (USER_FILES.has(f.file) ? codeLines[f.line - 1]?.trim() : undefined);
    const skill = SKILL_FILE.exec(f.file)?.[1];
    const where = USER_FILES.has(f.file) ? `line ${f.line}` : skill ? `skill ${skill}, line ${f.line}` : `${f.file}, line ${f.line}`;
    const fn = f.fn && f.fn !== '<module>' ? `, in ${f.fn}` : '';
    out.push(clip(`  ${where}${fn}${source ? `: ${source}` : ''}`));
  }
  const dropped = frames.length - kept.length;
  if (dropped > 0) out.push(`  (${dropped} library frame${dropped === 1 ? '' : 's'} omitted)`);
  out.push(...exception.slice(-MAX_EXCEPTION_LINES).map(clip));
  return out.join('\n');
}
