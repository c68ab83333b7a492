import { describe, expect, it } from 'vitest';
import { operationSnippet } from './operationSnippet';

describe('operationSnippet', () => {
  it('writes a requests call with path parameters as variables', () => {
    const code = operationSnippet({ method: 'GET', path: '/breweries/{obdb-id}', summary: 'Single Brewery' });
    expect(code).toContain('obdb_id = ""  # path parameter "obdb-id"');
    expect(code).toContain('resp = requests.get(BASE_URL.rstrip("/") + f"/breweries/{obdb_id}")');
  });

  it('sends a JSON body for writes and a plain string path without parameters', () => {
    expect(operationSnippet({ method: 'POST', path: '/pet', summary: '' })).toContain('requests.post(BASE_URL.rstrip("/") + "/pet", json={})');
  });
});
