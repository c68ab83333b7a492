// Mock mode: answers requests from the spec alone (operation match, parameter and body checks, realistic values,
// items that lists, get-by-id and writes share until reset).
export { createMockServer } from './mockServer';
export type { MockServer } from './mockServer';
export { loadFaker } from './fakerLoader';
export { planResponse } from './respond';
export { responseProblems, schemaErrors, schemaProblems } from './validate';
export type { MockRequest, MockResponse } from './types';
