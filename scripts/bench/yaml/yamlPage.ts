// Runs in Chromium: parses each YAML text with the app's parser (js-yaml) and with the `yaml` package it replaced.
import { load } from 'js-yaml';
import { parse } from 'yaml';

interface Timing {
  name: string;
  chars: number;
  jsYamlMs: number[];
  yamlMs: number[];
}

const time = (fn: () => unknown): number => {
  const t = performance.now();
  fn();
  return Math.round(performance.now() - t);
};

async function run(names: string[], rounds: number): Promise<Timing[]> {
  const out: Timing[] = [];
  for (const name of names) {
    const text = await (await fetch(`./${name}`)).text();
    const timing: Timing = { name, chars: text.length, jsYamlMs: [], yamlMs: [] };
    for (let i = 0; i < rounds; i++) {
      timing.jsYamlMs.push(time(() => load(text, { json: true, maxAliases: 10_000, maxDepth: 1_000 })));
      timing.yamlMs.push(time(() => parse(text, { uniqueKeys: false, maxAliasCount: 10_000 })));
    }
    out.push(timing);
  }
  return out;
}

(globalThis as unknown as { runYamlBench: typeof run }).runYamlBench = run;
