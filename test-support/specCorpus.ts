// Every spec the classic-acceptance test runs on: the committed fixtures always, the full ../shared specs when present.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHARED_DIR, TRIMMED_DIR } from './sharedDir';
import { FIXTURES } from './specFixtures';

export interface CorpusSpec {
  /** "shared/github.openapi.json", "trimmed/…", "fixtures/…". */
  label: string;
  path: string;
}

const SPEC_FILE = /\.(json|ya?ml)$/;

function specsIn(dir: string, label: string): CorpusSpec[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => SPEC_FILE.test(f)).sort().map((f) => ({ label: `${label}/${f}`, path: resolve(dir, f) }));
}

/** The committed specs: trimmed copies of the shared ones and the openapi fixtures (external-ref fixtures aside). */
export function committedSpecs(): CorpusSpec[] {
  return [...specsIn(resolve(TRIMMED_DIR, 'specs'), 'trimmed'), ...specsIn(FIXTURES, 'fixtures')];
}

/** ../shared/specs (or CMP_SHARED_DIR/specs); empty when absent. */
export function sharedSpecs(): CorpusSpec[] {
  return specsIn(resolve(SHARED_DIR, 'specs'), 'shared');
}
