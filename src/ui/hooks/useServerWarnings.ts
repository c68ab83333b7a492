// Each server of the active spec with its warnings, judged against this page's protocol (http matters under https).
import { useMemo } from 'react';
import { serverWarnings, type ServerInfo, type ServerWarning } from '../../core/openapi';

export interface ServerWithWarnings {
  server: ServerInfo;
  warnings: ServerWarning[];
}

export function useServerWarnings(servers: readonly ServerInfo[] | undefined): ServerWithWarnings[] {
  return useMemo(
    () => (servers ?? []).map((server) => ({ server, warnings: serverWarnings(server, window.location.protocol) })),
    [servers],
  );
}
