// Mock mode: answers requests from the spec alone (operation match, parameter and body checks, examples or samples).
export { createMockServer } from './mockServer';
export type { MockServer } from './mockServer';
export { planResponse } from './respond';
export { schemaErrors, schemaProblems } from './validate';
export type { MockRequest, MockResponse } from './types';
