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
const match = (method: string, url: string) => matchOperation(ops, servers, method, url);

describe('matchOperation', () => {
  it('strips the server path prefix and matches method + template', () => {
    expect(match('get', 'https://api.example.com/v1/items?x=1')?.op.name).toBe('listItems');
    expect(match('POST', 'https://api.example.com/v1/items')?.op.name).toBe('createItem');
    expect(match('GET', 'https://mirror.example.com/items')?.op.name).toBe('listItems');
    expect(match('GET', 'https://api.example.com/items')).toBeNull();
    expect(match('GET', 'https://other.example.com/v1/items')).toBeNull();
  });

  it('ignores a trailing slash and decodes path parameters', () => {
    expect(match('GET', 'https://api.example.com/v1/items/')?.op.name).toBe('listItems');
    expect(match('GET', 'https://api.example.com/v1/items/a%20b/')).toMatchObject({ op: { name: 'getItem' }, params: { id: 'a b' } });
    expect(match('GET', 'https://api.example.com/v1')?.op.name).toBe('root');
  });

  it('prefers literal segments over parameters, and matches templates inside a segment', () => {
    expect(match('GET', 'https://api.example.com/v1/items/mine')?.op.name).toBe('getMine');
    expect(match('GET', 'https://api.example.com/v1/files/report.pdf')).toMatchObject({ op: { name: 'getFile' }, params: { name: 'report', ext: 'pdf' } });
    expect(match('DELETE', 'https://api.example.com/v1/items/7')).toBeNull();
    expect(match('GET', 'https://api.example.com/v1/items/7/extra')).toBeNull();
  });

  it('lists the nearest operations for an unknown path', () => {
    const near = nearestOperations(ops, 'GET', '/itemz/7', 3).map((o) => o.name);
    expect(near).toHaveLength(3);
    expect(nearestOperations(ops, 'GET', '/items/7/extra', 2).map((o) => o.name)).toEqual(['getItem', 'getMine']);
  });
});
