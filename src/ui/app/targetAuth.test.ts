import { describe, expect, it } from 'vitest';
import type { SecuritySchemeInfo } from '../../core/spec/types';
import { credentialFields, toTargetAuth } from './targetAuth';

const schemes: SecuritySchemeInfo[] = [
  { key: 'api_key', type: 'apiKey', in: 'header', paramName: 'X-Api-Key' },
  { key: 'nyt', type: 'apiKey', in: 'query', paramName: 'api-key' },
  { key: 'session', type: 'apiKey', in: 'cookie', paramName: 'sid' },
  { key: 'bearer', type: 'http', scheme: 'bearer' },
];

describe('target-API credentials', () => {
  it('places each secret where its security scheme says', () => {
    const auth = toTargetAuth(schemes, { api_key: ' k1 ', nyt: 'k2', session: 'k3', bearer: 'tok' });
    expect(auth.headers).toEqual({ 'X-Api-Key': 'k1', Authorization: 'Bearer tok' });
    expect(auth.query).toEqual({ 'api-key': 'k2' });
  });

  it('skips empty values and encodes basic credentials', () => {
    const auth = toTargetAuth([{ key: 'b', type: 'http', scheme: 'basic' }, ...schemes], { b: 'u:p', api_key: '' });
    expect(auth.headers).toEqual({ Authorization: 'Basic dTpw' });
  });

  it('marks cookie keys as unusable from a browser', () => {
    expect(credentialFields(schemes).find((f) => f.key === 'session')?.unsupported).toMatch(/Cookie/);
  });
});
