import { describe, expect, it } from 'vitest';
import { matchOperation, nearestOperations } from './matchOperation';

const ops = [
  { name: 'listItems', method: 'GET', path: '/items' },
  { name: 'createItem', method: 'POST', path: '/items' },
  { name: 'getItem', method: 'GET', path: '/items/{id}' },
  { name: 'getMine', method: 'GET', path: '/items/mine' },
  { name: 'getFile', method: 'GET', path: '/files/{name}.{ext}' },
  { name: 'root', method: 'GET', path: '/' },
];
const servers = [{ origin: 'https://api.example.com', pathPrefix: '/v1' }, { origin: 'https://mirror.example.com', pathPrefix: '/' }];
const match = (method: string, url: string) => {
  const hit = matchOperation(ops, servers, method, url);
  return hit?.ok ? hit : null;
};

describe('matchOperation', () => {
  it('strips the server path prefix and matches method + template', () => {
    expect(match('get', 'https://api.example.com/v1/items?x=1')?.op.name).toBe('listItems');
    expect(match('POST', 'https://api.example.com/v1/items')?.op.name).toBe('createItem');
    expect(match('GET', 'https://mirror.example.com/items')?.op.name).toBe('listItems');
    expect(match('GET', 'https://api.example.com/items')).toBeNull();
    expect(match('GET', 'https://other.example.com/v1/items')).toBeNull();
  });

  it('ignores a trailing slash and decodes path parameters', () => {
    expect(match('GET', 'https://api.example.com/v1/files/')).toBeNull();
    expect(match('POST', 'https://api.example.com/v1/items/')?.op.name).toBe('createItem');
    expect(match('GET', 'https://api.example.com/v1/items/a%20b/')).toMatchObject({ op: { name: 'getItem' }, params: { id: 'a b' } });
    expect(match('GET', 'https://api.example.com/v1')?.op.name).toBe('root');
  });

  it('prefers literal segments over parameters, and matches templates inside a segment', () => {
    expect(match('GET', 'https://api.example.com/v1/items/mine')?.op.name).toBe('getMine');
    expect(match('GET', 'https://api.example.com/v1/files/report.pdf')).toMatchObject({ op: { name: 'getFile' }, params: { name: 'report', ext: 'pdf' } });
    expect(match('DELETE', 'https://api.example.com/v1/items/7')).toBeNull();
    expect(match('GET', 'https://api.example.com/v1/items/7/extra')).toBeNull();
  });

  it('an empty path parameter is an error naming it, never a match to the shorter path', () => {
    const aws = [
      { name: 'ListVirtualClusters', method: 'GET', path: '/virtualclusters' },
      { name: 'DescribeVirtualCluster', method: 'GET', path: '/virtualclusters/{virtualClusterId}' },
      { name: 'ListJobRuns', method: 'GET', path: '/virtualclusters/{virtualClusterId}/jobruns' },
      { name: 'DescribeJobRun', method: 'GET', path: '/virtualclusters/{virtualClusterId}/jobruns/{jobRunId}' },
    ];
    const at = (url: string) => matchOperation(aws, servers, 'GET', `https://api.example.com/v1${url}`);
    expect(at('/virtualclusters/')).toMatchObject({ ok: false, op: { name: 'DescribeVirtualCluster' }, error: expect.stringContaining('path parameter virtualClusterId is empty') });
    expect(at('/virtualclusters/vc1/jobruns/')).toMatchObject({ ok: false, op: { name: 'DescribeJobRun' }, error: expect.stringContaining('path parameter jobRunId is empty') });
    expect(at('/virtualclusters//jobruns/')).toMatchObject({ ok: false, error: expect.stringMatching(/virtualClusterId.*jobRunId|path parameters virtualClusterId and jobRunId are empty/) });
    expect(at('/virtualclusters')).toMatchObject({ ok: true, op: { name: 'ListVirtualClusters' } });
    expect(at('/virtualclusters/vc1/jobruns/jr1')).toMatchObject({ ok: true, op: { name: 'DescribeJobRun' }, params: { virtualClusterId: 'vc1', jobRunId: 'jr1' } });
  });

  it('a trailing slash the template itself writes is exact; the longer literal wins a tie', () => {
    const fec = [
      { name: 'history', method: 'GET', path: '/candidate/{id}/committees/history/' },
      { name: 'historyCycle', method: 'GET', path: '/candidate/{id}/committees/history/{cycle}/' },
      { name: 'jsonld', method: 'GET', path: '/record/{id}.jsonld' },
      { name: 'schemaOrg', method: 'GET', path: '/record/{id}.schema.jsonld' },
    ];
    const at = (url: string) => matchOperation(fec, servers, 'GET', `https://api.example.com/v1${url}`);
    expect(at('/candidate/C1/committees/history/')).toMatchObject({ ok: true, op: { name: 'history' } });
    expect(at('/candidate/C1/committees/history/2020/')).toMatchObject({ ok: true, op: { name: 'historyCycle' } });
    expect(at('/record/r1.schema.jsonld')).toMatchObject({ ok: true, op: { name: 'schemaOrg' }, params: { id: 'r1' } });
    expect(at('/record/r1.jsonld')).toMatchObject({ ok: true, op: { name: 'jsonld' } });
  });

  it('splits a segment of several parameters by their constraints, not greedily', () => {
    const q = [{ name: 'getQuestion', method: 'GET', path: '/question/{pageName}{mediaTypeExtension}' }];
    const accepts = (_op: unknown, name: string) => (name === 'mediaTypeExtension' ? (v: string) => ['.json'].includes(v) : undefined);
    const hit = matchOperation(q, servers, 'GET', 'https://api.example.com/v1/question/string.json', { accepts });
    expect(hit).toMatchObject({ ok: true, params: { pageName: 'string', mediaTypeExtension: '.json' } });
    expect(matchOperation(q, servers, 'GET', 'https://api.example.com/v1/question/string.xml', { accepts })).toBeNull();
  });

  it('finds AWS pseudo-path operations from the X-Amz-Target header or the Action parameter', () => {
    const aws = [
      { name: 'DescribeVpcConnector', method: 'POST', path: '/#X-Amz-Target=AppRunner.DescribeVpcConnector' },
      { name: 'ListServices', method: 'POST', path: '/#X-Amz-Target=AppRunner.ListServices' },
      { name: 'GET_CreateQueue', method: 'GET', path: '/#Action=CreateQueue' },
      { name: 'POST_CreateQueue', method: 'POST', path: '/#Action=CreateQueue' },
      { name: 'GET_DeleteQueue', method: 'GET', path: '/#Action=DeleteQueue' },
    ];
    const base = 'https://api.example.com/v1/';
    expect(matchOperation(aws, servers, 'POST', base, { headers: { 'x-amz-target': 'AppRunner.ListServices' } })).toMatchObject({ ok: true, op: { name: 'ListServices' } });
    expect(matchOperation(aws, servers, 'POST', base, { headers: { 'X-Amz-Target': 'AppRunner.DescribeVpcConnector' } })).toMatchObject({ ok: true, op: { name: 'DescribeVpcConnector' } });
    expect(matchOperation(aws, servers, 'POST', base, { headers: {} })).toMatchObject({ ok: false, error: expect.stringContaining('X-Amz-Target') });
    expect(matchOperation(aws, servers, 'GET', `${base}?Action=DeleteQueue&Version=2012-11-05`)).toMatchObject({ ok: true, op: { name: 'GET_DeleteQueue' } });
    expect(matchOperation(aws, servers, 'POST', base, { body: 'Action=CreateQueue&QueueName=q' })).toMatchObject({ ok: true, op: { name: 'POST_CreateQueue' } });
    expect(matchOperation(aws, servers, 'GET', `${base}?Action=Nope`)).toMatchObject({ ok: false, error: expect.stringContaining('Action') });
  });

  it('lists the nearest operations for an unknown path', () => {
    const near = nearestOperations(ops, 'GET', '/itemz/7', 3).map((o) => o.name);
    expect(near).toHaveLength(3);
    expect(nearestOperations(ops, 'GET', '/items/7/extra', 2).map((o) => o.name)).toEqual(['getItem', 'getMine']);
  });
});
