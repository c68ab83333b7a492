// A playground link needs Python before anything else: its sandbox starts while the app's own modules load, and
// useSandbox adopts it (configured for the spec once that is in). Everywhere else the sandbox starts with the spec.
// Until that first boot has settled, the page's other heavy work waits (afterEarlyBoot): on two cores the Monaco
// editor and the spec's token count took about 0.35 s from it. The code shows in a plain text box meanwhile. A run
// pressed before the boot settled (the link's Run, queued) holds that work until it has settled too: started with
// the boot's end, Monaco's load made a cold link's first run take 0.38 s (bench median; 0.12 s when it waits).
// The chunks of views the link does not open wait for its first run to settle (afterFirstRun).
import type { SandboxHandle } from '../../sandbox';
import { canRunPythonNow } from '../browserFacts';
import { holdRegistrationUntil } from '../serviceWorkerRegistration';
import { takePrefetchedPyodide } from './earlyPyodide';
import { pageLinkedView } from './link';

let early: Promise<SandboxHandle> | null = null;
let earlyBoot: Promise<void> = Promise.resolve();
let firstRun: Promise<void> = Promise.resolve();
let settleFirstRun: () => void = () => undefined;
/** Runs started and not yet settled, and what waits for there to be none. */
let runsInFlight = 0;
const whenIdle: Array<() => void> = [];
const noRunInFlight = (): Promise<void> => (runsInFlight ? new Promise((resolve) => whenIdle.push(resolve)) : Promise.resolve());
/** A boot that never settles must not hold the rest of the page for good. */
const MAX_HOLD_MS = 15_000;

/** On a playground link, starts the sandbox with no network (no spec yet); a page about to reload for isolation does not. */
export function prestartSandbox(): void {
  if (early || pageLinkedView() !== 'playground' || !canRunPythonNow()) return;
  early = import('../../sandbox').then((mod) => mod.createSandbox({ apis: [] }, { prefetched: takePrefetchedPyodide }));
  early.catch(() => (early = null));
  const booted = early.then((handle) => handle.ready);
  holdRegistrationUntil(booted);
  const settled = booted.then(() => undefined, () => undefined).then(noRunInFlight);
  earlyBoot = Promise.race([settled, new Promise<void>((r) => setTimeout(r, MAX_HOLD_MS))]);
  // A link whose code is never run must not hold the page's later work for good either.
  const ran = new Promise<void>((resolve) => (settleFirstRun = resolve));
  firstRun = Promise.race([ran, earlyBoot.then(() => new Promise<void>((r) => setTimeout(r, MAX_HOLD_MS)))]);
}

/** Settles once the playground link's first Python boot has, and any run pressed before it (at once on any other page). */
export const afterEarlyBoot = (): Promise<void> => earlyBoot;

/** Settles once the playground link's first run has (at once on any other page): what can wait for its result waits. */
export const afterFirstRun = (): Promise<void> => firstRun;

/** A run has started (it holds afterEarlyBoot while it is in flight when the boot settles). */
export const noteRunStarted = (): void => {
  runsInFlight++;
};

/** A run has settled (any run: the first one is what counts for afterFirstRun). */
export const noteRunSettled = (): void => {
  runsInFlight = Math.max(0, runsInFlight - 1);
  if (!runsInFlight) for (const resolve of whenIdle.splice(0)) resolve();
  settleFirstRun();
};

/** The prestarted sandbox (once), or null. */
export function takeEarlySandbox(): Promise<SandboxHandle> | null {
  const taken = early;
  early = null;
  return taken;
}

export const hasEarlySandbox = (): boolean => early !== null;
