// What every top-level view receives from the app shell (useApp). Views are containers; their parts are plain components.
import type { TargetAuth } from '../../sandbox';
import type { ApiSetController } from './useApiSet';
import type { ApprovalController } from './useApprovals';
import type { CatalogClient } from './useCatalog';
import type { MockMode } from './useMockMode';
import type { ProxyController } from './useProxySettings';
import type { RunTimeLimitController } from './useRunTimeLimit';
import type { LoadedSet } from '../app/loadedSet';
import type { RunEnvironment } from '../app/sandboxConfig';
import type { SandboxController } from '../app/sandboxController';
import type { ServerChoiceController } from './useServerChoice';
import type { SkillsController } from './useSkills';
import type { SpecController } from './useSpec';
import type { UrlState } from './useUrlState';
import type { SpecInput } from '../workers/catalogProtocol';
import type { LinkPatch, ViewId } from '../app/link';
import type { CredentialServer, Credentials } from '../app/targetAuth';

export interface ViewProps {
  /** The loaded spec (summary), load progress and the last load error. */
  spec: SpecController;
  /** The catalog worker (search / getSchema / listTags / classicTools over the loaded spec). */
  catalog: CatalogClient | null;
  /** The page's Python sandbox (configured with the spec's allowlist and the target-API credentials). */
  sandbox: SandboxController;
  /** Target-API credentials per security scheme, in memory only; `targetAuth` is what the broker adds. */
  credentials: Credentials;
  onCredentialsChange: (next: Credentials) => void;
  /** The servers that may receive the credentials, checked when they will (document-level ones by default). */
  credentialServers: CredentialServer[];
  onCredentialServerChange: (url: string, checked: boolean) => void;
  targetAuth: TargetAuth;
  /** The user's choice among the spec's servers (BASE_URL, variables, servers added by hand); `spec.loaded` follows it. */
  servers: ServerChoiceController;
  /** Saved skills of the loaded spec (IndexedDB), with save / delete / import / export. */
  skills: SkillsController;
  /** Loads a spec the way the spec loader does (the latest request wins; a URL spec lands in `?spec=`). */
  loadSpec: (input: SpecInput) => void;
  /** The request policy (ask / read-only / allow-all) and the approval questions it raises. */
  approvals: ApprovalController;
  /** Live API or mock from spec, per spec. */
  mockMode: MockMode;
  /** The opt-in CORS proxy setting. */
  proxy: ProxyController;
  /** The run time limit (seconds, remembered on this device): every run the page starts gets it through `runEnv`. */
  timeLimit: RunTimeLimitController;
  /** The cap on an MCP tool call that keeps reporting progress (seconds, remembered on this device), through `runEnv`. */
  toolCap: RunTimeLimitController;
  /** The sources (each with its credentials, mock and proxy) and the request policy as one value: what every surface that runs code builds its sandbox config from. */
  runEnv: RunEnvironment;
  /** The loaded APIs as one set (first and others): what every count, list and label describing "the API" shows. */
  set: LoadedSet | null;
  /** Query-string state: only what a link may carry (app/link.ts). */
  url: UrlState;
  /** Switches view, merging `params` into the query (e.g. navigate('playground', { code })). */
  navigate: (view: ViewId, params?: LinkPatch) => void;
  /** The APIs loaded beside the first (each with its own settings), and the add / remove / rename actions. */
  apis: ApiSetController;
}
