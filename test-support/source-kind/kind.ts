// A test-only source kind, `probe`: a source on the reserved https://probe.invalid origin whose operations are tools,
// answered by the page itself through mock mode's hook (so the broker's mock sender), with a prompt line of its own and
// `probe=<name>` in links. It plugs in through the two kinds registries alone (core's and the UI's part), as a new
// kind's folder would.
import type { SourceKindDef } from '../../src/core/sources';
import type { UiSourceKind } from '../../src/ui/app/kinds';

export const PROBE_ORIGIN = 'https://probe.invalid';

/** The document a probe named `name` is listed as: one tool, `echo`, taking `word`. */
export function probeSpecText(name: string): string {
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: `Probe ${name}`, version: '1' },
    servers: [{ url: `${PROBE_ORIGIN}/${name}` }],
    paths: {
      '/echo': {
        post: {
          operationId: 'echo', summary: 'Echoes a word.',
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] } } } },
          responses: { 200: { description: 'The word.' } },
        },
      },
    },
  });
}

export const PROBE_KIND: SourceKindDef = {
  id: 'probe',
  owns: (url) => url.startsWith(`${PROBE_ORIGIN}/`),
  toolArguments: true,
  promptLine: (names) => `${names.join(', ')} answer from the page: call probe("<name>.<tool>", {...}).`,
  link: { key: 'probe', read: (value) => (/^[a-z]+$/.test(value) ? value : undefined) },
  settings: [],
};

const encoder = new TextEncoder();

export const PROBE_UI: UiSourceKind = {
  id: 'probe',
  environment: (entry) => ({
    name: entry.shortName, summary: entry.summary, targetAuth: {}, proxy: null,
    mock: (req) => Promise.resolve({ status: 200, statusText: 'OK', headers: [['content-type', 'text/plain']], body: encoder.encode(`probed ${req.url}`), note: 'probe' }),
  }),
  chip: { testId: 'probe', badge: { text: 'PROBE', title: 'A probe: the page answers it' }, title: (entry) => entry.summary.title },
};
