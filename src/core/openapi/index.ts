// Public surface of the spec engine.
export { loadSpec, loadSpecText, readSpecText } from './load';
export { textMayHaveExternalRefs } from './externalRefs';
export { hashText } from './contentHash';
export type { SpecInput, LoadSpecOptions, SpecText } from './load';
export { SpecLoadError } from './types';
export type * from './types';
export { LazySchemaResolver, DEFAULT_MAX_DEPTH, DEFAULT_MAX_CHARS } from './resolver';
export type { DerefOptions } from './resolver';
export { sanitizeName, nameFromMethodPath, assignNames, TOOL_NAME_PATTERN } from './names';
export { toAllowEntry, normalizePathPrefix, SERVER_TRUST } from './servers';
export type { ServerLevel } from './servers';
export {
  addServer, checkServerUrl, effectiveServers, fillTemplate, matchDeclaredServer, removeServer, selectServer, serverKey, setServerVariable,
  NO_SERVER_CHOICE,
} from './serverChoice';
export type { EffectiveServers, ServerChoice, ServerUrlCheck } from './serverChoice';
export { serverWarnings } from './serverWarnings';
export type { ServerWarning, ServerWarningKind } from './serverWarnings';
export { matchOperation, nearestOperations, pathBelowServer } from './matchOperation';
export type { MatchOptions, OperationMatch, OperationMismatch, OperationRef } from './matchOperation';
export { splitPseudoPath } from './pseudoPath';
export type { PathSelector, SplitPath } from './pseudoPath';
export { mockTarget, MOCK_ORIGIN } from './mockTarget';
export type { MockTarget } from './mockTarget';
