import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSpec, type LoadedSpec } from '../openapi';
import { operationSnippet } from './operationSnippet';

const FIXTURE = new URL('../mock/__fixtures__/real-world-quirks.yaml', import.meta.url);
let loaded: LoadedSpec | undefined;
async function snippet(name: string): Promise<string> {
  loaded ??= await loadSpec({ kind: 'text', text: readFileSync(FIXTURE, 'utf8'), name: 'quirks.yaml' });
  const op = loaded.operations.find((o) => o.name === name);
  if (!op) throw new Error(`no ${name}`);
  return operationSnippet(loaded, op);
}

describe('operationSnippet', () => {
  it('gives every required path, query and header parameter a valid value on its own line; credentials stay out', async () => {
    const code = await snippet('getBoard');
    expect(code).toMatch(/^id_board = "[0-9a-f]{24}" {2}# required path parameter idBoard$/m);
    expect(code).toMatch(/^api_version = "\w+" {2}# required query parameter api-version$/m);
    expect(code).toMatch(/^x_request_id = "[^"]+" {2}# required header parameter X-Request-Id$/m);
    expect(code).toContain('# query parameter key: your credential, added by the broker');
    expect(code).not.toMatch(/^key = /m);
    expect(code).not.toContain('fields');
    expect(code).toContain('f"{BASE_URL.rstrip(\'/\')}/boards/{quote(str(id_board), safe=\'\')}"');
    expect(code).toContain('params={"api-version": api_version}');
    expect(code).toContain('headers={"X-Request-Id": x_request_id}');
    expect(code).toContain('BASE_URL is the server chosen under Servers (the spec\'s https');
  });

  it('never leaves a path parameter empty', async () => {
    expect(await snippet('DescribeVirtualCluster')).toMatch(/^virtual_cluster_id = "[0-9a-z]+" {2}# required path parameter virtualClusterId$/m);
    expect(await snippet('getReport')).toMatch(/^id = 42 {2}# required path parameter id$/m);
  });

  it('sends a write with a body its schema accepts, to the operation\'s own server, and reads text as text', async () => {
    const code = await snippet('createUpload');
    expect(code).toContain('OPERATION_URL = "https://uploads.quirks.example.com/v2"');
    expect(code).toMatch(/^body = \{"name": "\w{3,}", "size": \d+, "kind": "photo"\}/m);
    expect(code).toContain('OPERATION_URL + "/uploads"');
    expect(code).toContain('json=body');
    expect(code).toContain('result = resp.text  # text/plain');
  });

  it('reads a PDF response as bytes', async () => {
    const code = await snippet('getReport');
    expect(code).toContain('data = resp.content  # application/pdf: bytes');
    expect(code).not.toContain('resp.json()');
  });

  it('sends an AWS pseudo-path operation to / with its X-Amz-Target header and says why', async () => {
    const code = await snippet('DescribeVpcConnector');
    expect(code).toMatch(/^x_amz_target = "AppRunner.DescribeVpcConnector" {2}# required header parameter X-Amz-Target$/m);
    expect(code).toContain('BASE_URL.rstrip(\'/\') + "/"');
    expect(code).toContain('URL fragment, which never reaches a server: the X-Amz-Target header selects it');
    expect(code).toMatch(/^body = \{"VpcConnectorArn": "arn:aws/m);
  });

  it('splits a two-parameter segment into both values', async () => {
    const code = await snippet('getQuestion');
    expect(code).toContain('media_type_extension = ".json"');
    expect(code).toContain('/question/{quote(str(page_name), safe=\'\')}{quote(str(media_type_extension), safe=\'\')}"');
  });
});
