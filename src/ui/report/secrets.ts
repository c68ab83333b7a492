// Everything an export must not contain, gathered from the settings and the target-API credentials.
import type { SecuritySchemeInfo } from '../../core/openapi';
import type { Secrets } from './types';

export function exportSecrets(
  apiKey: string,
  credentials: Record<string, string>,
  targetAuth: { headers?: Record<string, string>; query?: Record<string, string> },
  schemes: SecuritySchemeInfo[],
): Secrets {
  const values = [apiKey, ...Object.values(credentials), ...Object.values(targetAuth.headers ?? {}), ...Object.values(targetAuth.query ?? {})]
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
  const queryParams = schemes.flatMap((s) => (s.type === 'apiKey' && s.in === 'query' && s.paramName ? [s.paramName] : []));
  return { values, queryParams };
}
