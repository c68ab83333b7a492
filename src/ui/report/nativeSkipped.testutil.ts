// Test fixture: the provider-native modes' runs, not selected (report inputs carry a run for every mode).
import type { RunRecord } from './types';

const skipped = <M extends RunRecord['mode']>(mode: M) => ({ mode, status: 'skipped' as const, reason: 'Not selected for this comparison.' });

export const NATIVE_SKIPPED = { 'tool-search': skipped('tool-search'), 'tool-search-local': skipped('tool-search-local'), programmatic: skipped('programmatic'), 'code-spec': skipped('code-spec'), 'code-files': skipped('code-files') };
