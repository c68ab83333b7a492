// Starts the fake LLM server (test-support/fake-llm) for Playwright: `npx tsx e2e/servers/fake-llm.ts`.
// FAKE_LLM_PORT / FAKE_LLM_HOST override the address (127.0.0.1:4013).
import { startFakeLlm } from '../../test-support/fake-llm/server';

const port = Number(process.env.FAKE_LLM_PORT ?? 4013);
const host = process.env.FAKE_LLM_HOST ?? '127.0.0.1';
startFakeLlm({ port, host })
  .then((s) => console.log(`fake LLM server listening on ${s.url}`))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
