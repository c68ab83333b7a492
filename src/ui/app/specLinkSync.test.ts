import { describe, expect, it } from 'vitest';
import { SpecLinkSync } from './specLinkSync';

describe('SpecLinkSync', () => {
  it('loads a shared link once', () => {
    const sync = new SpecLinkSync();
    expect(sync.needsLoad('https://a/spec.yaml')).toBe(true);
    sync.start('https://a/spec.yaml');
    expect(sync.needsLoad('https://a/spec.yaml')).toBe(false);
    expect(sync.needsLoad(undefined)).toBe(false);
  });

  it('does not reload a spec whose own `?spec=` arrives after the user started another load', () => {
    const sync = new SpecLinkSync();
    const example = sync.start('https://app/examples/petstore3.yaml');
    expect(sync.succeeded(example, 'https://app/examples/petstore3.yaml')).toBe(true);
    // The user loads another URL before the page has re-rendered with the `?spec=` just written.
    sync.start('https://api/bad.yaml');
    expect(sync.needsLoad('https://app/examples/petstore3.yaml')).toBe(false);
  });

  it('a load that finished after a newer one started writes nothing', () => {
    const sync = new SpecLinkSync();
    const first = sync.start('https://a/spec.yaml');
    sync.start('https://b/spec.yaml');
    expect(sync.succeeded(first, 'https://a/spec.yaml')).toBe(false);
  });

  it('back and forward to another spec load it', () => {
    const sync = new SpecLinkSync();
    sync.succeeded(sync.start('https://a/spec.yaml'), 'https://a/spec.yaml');
    sync.succeeded(sync.start('https://b/spec.yaml'), 'https://b/spec.yaml');
    expect(sync.needsLoad('https://a/spec.yaml')).toBe(true);
    sync.succeeded(sync.start('https://a/spec.yaml'), 'https://a/spec.yaml');
    expect(sync.needsLoad('https://b/spec.yaml')).toBe(true);
  });

  it('after pasted text, the link to the earlier spec loads it again', () => {
    const sync = new SpecLinkSync();
    sync.succeeded(sync.start('https://a/spec.yaml'), 'https://a/spec.yaml');
    sync.succeeded(sync.start(null), null);
    expect(sync.needsLoad('https://a/spec.yaml')).toBe(true);
  });

  it('a spec that became the first without a load (the first removed) is not loaded again from its own `?spec=`', () => {
    const sync = new SpecLinkSync();
    sync.succeeded(sync.start('https://a/spec.yaml'), 'https://a/spec.yaml');
    sync.wrote('https://b/spec.yaml');
    expect(sync.needsLoad('https://b/spec.yaml')).toBe(false);
    expect(sync.needsLoad('https://a/spec.yaml')).toBe(true);
  });
});
