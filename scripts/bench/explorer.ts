// The explorer's operation list with 20,000 operations, rendered by React in Node (react-dom/server through Vite's
// SSR loader, which takes the component's CSS import): an MCP server's 20,000 tools (one `POST /<tool>` each, no
// tags) and a spec with 20,000 tags, then the MCP server's one group opened. The time is React's render, without the
// browser's DOM and layout.
//   npm run bench -- explorer
import { createServer } from 'vite';
import type { OperationGroupProps } from '../../src/ui/components/OperationList/OperationGroup';
import type { OperationListProps } from '../../src/ui/components/OperationList/OperationList';
import type { OperationSummary } from '../../src/ui/workers/catalogProtocol';

const COUNT = 20_000;
const RUNS = 5;

const tool = (i: number, tags: string[]): OperationSummary => ({ name: `tool_${i}`, method: 'POST', path: `/tool_${i}`, summary: `Tool number ${i}`, tags, deprecated: false });

const TOOLS = Array.from({ length: COUNT }, (_, i) => tool(i, []));
const TAGGED = Array.from({ length: COUNT }, (_, i) => tool(i, [`tag_${i}`]));

const count = (html: string, needle: string): number => html.split(needle).length - 1;

/** React's production build, as the app ships: NODE_ENV is read when React and its JSX runtime are first loaded. */
export async function runExplorerBench(): Promise<Record<string, unknown>> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    process.env.NODE_ENV = before;
  }
}

async function run(): Promise<Record<string, unknown>> {
  const react = await import('react');
  const server = await import('react-dom/server');
  const vite = await createServer({ configFile: false, logLevel: 'silent', appType: 'custom', server: { middlewareMode: true, hmr: false } });
  try {
    const dir = '/src/ui/components/OperationList/';
    const { OperationList } = (await vite.ssrLoadModule(`${dir}OperationList.tsx`)) as { OperationList: (p: OperationListProps) => unknown };
    const { OperationGroup } = (await vite.ssrLoadModule(`${dir}OperationGroup.tsx`)) as { OperationGroup: (p: OperationGroupProps) => unknown };
    const list = (operations: OperationSummary[]): OperationListProps => ({ apis: [{ shortName: 'bench', operations }], selected: null, onSelect: () => undefined });
    const cases: Array<[string, unknown, object]> = [
      [`MCP server, ${COUNT.toLocaleString('en-US')} tools`, OperationList, list(TOOLS)],
      [`spec, ${COUNT.toLocaleString('en-US')} tags`, OperationList, list(TAGGED)],
      [`their group opened`, OperationGroup, { tag: 'untagged', operations: TOOLS, initiallyOpen: true, selected: null, onSelect: () => undefined }],
    ];
    const rows = cases.map(([label, component, props]) => {
      const times: number[] = [];
      let html = '';
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        html = server.renderToStaticMarkup(react.createElement(component as never, props));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return {
        case: label,
        groups: count(html, 'data-testid="tag-group"'),
        rows: count(html, 'data-testid="operation-item"'),
        htmlKb: Math.round(html.length / 1024),
        renderMsMedian: Math.round(times[Math.floor(RUNS / 2)] ?? NaN),
        renderMsBest: Math.round(times[0] ?? NaN),
      };
    });
    return { react: 'production build', runs: RUNS, cases: rows };
  } finally {
    await vite.close();
  }
}
