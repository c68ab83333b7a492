// `npm run bench`: runs each benchmark section, prints a table per section, writes bench-results/latest.json.
// A section is one entry below; a failing section reports its error and the others still run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { printSection } from './bench/table';

interface Section {
  name: string;
  run: () => Promise<Record<string, unknown>>;
}

const SECTIONS: Section[] = [
  { name: 'spec', run: async () => (await import('./bench/spec')).runSpecBench() },
  { name: 'several-apis', run: async () => (await import('./bench/severalApis')).runSeveralApisBench() },
  { name: 'example-set', run: async () => (await import('./bench/exampleSet')).runExampleSetBench() },
  { name: 'yaml', run: async () => (await import('./bench/yaml')).runYamlBench() },
  { name: 'explorer', run: async () => (await import('./bench/explorer')).runExplorerBench() },
  { name: 'tokens', run: async () => (await import('./bench/tokenCache')).runTokenCacheBench() },
  { name: 'mock', run: async () => (await import('./bench/mock')).runMockBench() },
  { name: 'broker', run: async () => (await import('./bench/broker')).runBrokerBench() },
  { name: 'mcp-client', run: async () => (await import('./bench/mcpClient')).runMcpClientBench() },
  { name: 'privacy', run: async () => (await import('./bench/privacy')).runPrivacyBench() },
  { name: 'offramp', run: async () => (await import('./bench/offRamp')).runOffRampBench() },
  { name: 'code-spec', run: async () => (await import('./bench/codeSpec')).runCodeSpecBench() },
  { name: 'sandbox', run: async () => (await import('./bench/sandbox')).runSandboxBench() },
  { name: 'first-result', run: async () => (await import('./bench/firstResult')).runFirstResultBench() },
  { name: 'browse-visit', run: async () => (await import('./bench/browseVisit')).runBrowseVisitBench() },
  { name: 'python-wait', run: async () => (await import('./bench/pythonWait')).runPythonWaitBench() },
  { name: 'browser-spec', run: async () => (await import('./bench/browser-spec')).runBrowserSpecBench() },
];

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
for (const section of SECTIONS) {
  if (only.length > 0 && !only.includes(section.name)) continue;
  const started = performance.now();
  try {
    const result = await section.run();
    results[section.name] = { ...result, sectionMs: Math.round(performance.now() - started) };
    printSection(section.name, result);
  } catch (error) {
    const message = error instanceof Error ? error.stack ?? error.message : String(error);
    results[section.name] = { error: message };
    process.stdout.write(`\n== ${section.name} ==\nFAILED: ${message}\n`);
  }
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2) + '\n');
process.stdout.write('\nWrote bench-results/latest.json\n');
