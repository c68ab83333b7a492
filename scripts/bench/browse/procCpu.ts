// CPU time of a process tree from /proc (Linux): user + system of each live process, plus what its exited children
// spent once reaped (cutime, cstime). Chromium's renderers and utility processes are descendants of the browser's.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux everywhere but a few old arches). */
const TICKS = 100;

interface Stat {
  pid: number;
  ppid: number;
  comm: string;
  ticks: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const f = text.slice(close + 2).split(' ');
    const n = (i: number) => Number(f[i] ?? 0);
    // After "pid (comm) ": state ppid … utime(11) stime(12) cutime(13) cstime(14).
    return { pid, ppid: n(1), comm, ticks: n(11) + n(12) + n(13) + n(14) };
  } catch {
    return null;
  }
}

function allStats(): Stat[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => readStat(Number(d))).filter((s): s is Stat => s !== null);
}

/** The direct child of this Node process whose name says Chromium (the browser Playwright launched). */
export function launchedChromiumPids(): number[] {
  return allStats().filter((s) => s.ppid === process.pid && /chrom/i.test(s.comm)).map((s) => s.pid);
}

/** Chromium's process type from its command line (`--type=renderer`, …); the browser process has none. */
function processType(pid: number): string {
  try {
    // Chromium rewrites its title: the arguments may be joined by spaces instead of NULs.
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length) ?? 'browser';
    const sub = args.find((a) => a.startsWith('--utility-sub-type='))?.split('.').pop();
    return sub ? `${type}:${sub}` : type;
  } catch {
    return 'gone';
  }
}

/** CPU seconds of `root` and all its descendants so far, in all and by Chromium process type. */
export function treeCpu(root: number): { total: number; byType: Record<string, number> } {
  const stats = allStats();
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const byType: Record<string, number> = {};
  let ticks = 0;
  const stack = stats.filter((s) => s.pid === root);
  while (stack.length > 0) {
    const s = stack.pop() as Stat;
    ticks += s.ticks;
    const type = processType(s.pid);
    byType[type] = (byType[type] ?? 0) + s.ticks / TICKS;
    stack.push(...(children.get(s.pid) ?? []));
  }
  return { total: ticks / TICKS, byType };
}

export const treeCpuSeconds = (root: number): number => treeCpu(root).total;
