// The role our in-memory MCP servers play, on the client package's Protocol (the SDK's JSON-RPC framing: requests,
// progress, cancellation, timeouts): @modelcontextprotocol/server bundles a second copy of that core (+250 KB beside
// the client's, measured in issue 52), and these servers only answer the handshake and tools.
import {
  LATEST_PROTOCOL_VERSION,
  Protocol,
  SUPPORTED_PROTOCOL_VERSIONS,
  type BaseContext,
  type Implementation,
  type InitializeResult,
} from '@modelcontextprotocol/client';

/** What a tools/call handler gets of its request: `_meta`, the cancel signal, notifications for the caller. */
export type CallContext = BaseContext['mcpReq'];

export class ToolServer extends Protocol<BaseContext> {
  constructor(serverInfo: Implementation) {
    super();
    // The 2025 handshake as the SDK's Server answers it: the client's revision if known, else the newest.
    this.setRequestHandler('initialize', (request): InitializeResult => {
      const asked = request.params.protocolVersion;
      const protocolVersion = SUPPORTED_PROTOCOL_VERSIONS.includes(asked) ? asked : LATEST_PROTOCOL_VERSION;
      this._negotiatedProtocolVersion = protocolVersion;
      return { protocolVersion, capabilities: { tools: {} }, serverInfo };
    });
    this.setNotificationHandler('notifications/initialized', () => undefined);
    this.setRequestHandler('ping', () => ({}));
  }

  protected buildContext(ctx: BaseContext): BaseContext {
    return ctx;
  }

  // Only tools are served and nothing is asked of the client: no capability to check either way.
  protected assertCapabilityForMethod(): void {}

  protected assertNotificationCapability(): void {}

  protected assertRequestHandlerCapability(): void {}
}
