// Scripted scenarios and the request log of one fake LLM server instance.
import type { FakeScript, FakeTurn, RecordedRequest, ScenarioStatus, TurnCondition } from './types';

interface Scenario {
  turns: FakeTurn[];
  used: boolean[];
}

function matches(when: TurnCondition | undefined, tools: string[]): boolean {
  if (!when) return true;
  if (when.toolOffered !== undefined && !tools.includes(when.toolOffered)) return false;
  if (when.toolNotOffered !== undefined && tools.includes(when.toolNotOffered)) return false;
  return true;
}

export class FakeLlmState {
  private readonly scenarios = new Map<string, Scenario>();
  private active: string | null = null;
  readonly requests: RecordedRequest[] = [];
  /** Anthropic code execution containers this server made: id → expiry (ms since epoch). */
  readonly containers = new Map<string, number>();
  private seq = 0;

  /** Replaces a scenario of the same name and makes it the active one. */
  script(script: FakeScript): ScenarioStatus {
    if (!script || typeof script.scenario !== 'string' || !Array.isArray(script.turns)) {
      throw new Error('expected { scenario: string, turns: FakeTurn[] }');
    }
    this.scenarios.set(script.scenario, { turns: script.turns, used: script.turns.map(() => false) });
    this.active = script.scenario;
    return this.status(script.scenario)!;
  }

  /** Puts turns before the scenario's next unused turn (default: the active scenario). */
  inject(turns: FakeTurn[] | undefined, scenario = this.active ?? undefined): ScenarioStatus {
    const s = scenario === undefined ? undefined : this.scenarios.get(scenario);
    if (!s || scenario === undefined) throw new Error(`no scenario ${scenario === undefined ? 'is scripted' : `"${scenario}"`} to inject into`);
    if (!Array.isArray(turns)) throw new Error('expected { turns: FakeTurn[], scenario?: string }');
    const at = s.used.indexOf(false) < 0 ? s.turns.length : s.used.indexOf(false);
    s.turns.splice(at, 0, ...turns);
    s.used.splice(at, 0, ...turns.map(() => false));
    return this.status(scenario)!;
  }

  reset(): void {
    this.scenarios.clear();
    this.active = null;
    this.requests.length = 0;
    this.containers.clear();
    this.seq = 0;
  }

  nextSeq(): number {
    return ++this.seq;
  }

  scenarioNames(): string[] {
    return [...this.scenarios.keys()];
  }

  /** The scenario named by the model id, else the latest scripted one. */
  scenarioFor(model: string): string | null {
    return this.scenarios.has(model) ? model : this.active;
  }

  /** Takes the first unused turn whose condition matches the offered tools. */
  take(scenario: string | null, tools: string[]): { index: number; turn: FakeTurn } | null {
    const s = scenario === null ? undefined : this.scenarios.get(scenario);
    if (!s) return null;
    for (let i = 0; i < s.turns.length; i++) {
      const turn = s.turns[i]!;
      if (!s.used[i] && matches(turn.when, tools)) {
        s.used[i] = true;
        return { index: i, turn };
      }
    }
    return null;
  }

  status(name: string): ScenarioStatus | undefined {
    const s = this.scenarios.get(name);
    if (!s) return undefined;
    return { scenario: name, total: s.turns.length, consumed: s.used.flatMap((u, i) => (u ? [i] : [])) };
  }

  allStatus(): ScenarioStatus[] {
    return this.scenarioNames().map((n) => this.status(n)!);
  }
}
