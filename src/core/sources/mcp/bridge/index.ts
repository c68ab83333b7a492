// Public surface of the stdio bridge route: read what the user pasted, and say how to serve it to the page.
export { parseServerInput } from './serverInput';
export type { RemoteServer, ServerEntry, ServerInput, StdioServer } from './serverInput';
export { BRIDGES, DEFAULT_BRIDGE, bridgePlan, isPort } from './bridgeCommand';
export type { BridgeInfo, BridgeName, BridgePlan } from './bridgeCommand';
