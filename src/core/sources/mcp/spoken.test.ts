import { describe, expect, it } from 'vitest';
import { spokenBy } from './spoken';

describe('what a connection speaks, as the page shows it', () => {
  it('names the revision and how it is spoken', () => {
    expect(spokenBy({ transport: 'streamable-http', era: 'modern', revision: '2026-07-28' })).toBe('MCP 2026-07-28, stateless');
    expect(spokenBy({ transport: 'streamable-http', era: 'legacy', revision: '2025-11-25' })).toBe('MCP 2025-11-25 over Streamable HTTP');
    expect(spokenBy({ transport: 'sse', era: 'legacy', revision: '2024-11-05' })).toBe('MCP 2024-11-05 over HTTP+SSE');
    expect(spokenBy({ transport: 'streamable-http' })).toBe('MCP over Streamable HTTP');
  });
});
