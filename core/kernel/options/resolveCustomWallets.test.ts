import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveCustomWallets } from './resolveCustomWallets.js';

const field = (input: unknown) => {
  const error = resolveCustomWallets(input)._unsafeUnwrapErr();
  expect(error.code).toBe('MODAL_OPTIONS_INVALID');
  return error.params.field;
};

const SANDBOX = {
  id: 'dev.latch.sandbox',
  name: 'Latch Sandbox Wallet',
  image_url: 'http://127.0.0.1:5174/icon.svg',
  rdns: 'dev.latch.sandbox',
  mobile_link: 'http://127.0.0.1:5174/?relay=ws%3A%2F%2F127.0.0.1%3A8788',
  webapp_link: 'http://127.0.0.1:5174/',
};

describe('resolveCustomWallets', () => {
  it('is empty when not given, and keeps valid wallets in order', () => {
    expect(resolveCustomWallets(undefined)._unsafeUnwrap()).toEqual([]);
    const other = {
      id: 'acme',
      name: ' Acme ',
      image_url: 'data:image/svg+xml,%3Csvg%2F%3E',
      mobile_link: 'acme',
      desktop_link: 'acme-desktop://open',
      homepage: 'https://acme.example',
      app_store: 'https://apps.apple.com/app/acme',
      play_store: 'https://play.google.com/store/apps/details?id=acme',
      chrome_store: 'https://chromewebstore.google.com/detail/acme',
    };
    expect(resolveCustomWallets([SANDBOX, other])._unsafeUnwrap()).toEqual([
      SANDBOX,
      { ...other, name: 'Acme' },
    ]);
  });

  it('drops fields a custom wallet does not have', () => {
    const [wallet] = resolveCustomWallets([
      { ...SANDBOX, order: 1, injected: [], extra: 'x' },
    ])._unsafeUnwrap();
    expect(wallet).toEqual(SANDBOX);
  });

  it('requires a list of objects with a unique non-empty id and a name', () => {
    expect(field('dev.latch.sandbox')).toBe('customWallets');
    expect(field({ 0: SANDBOX })).toBe('customWallets');
    expect(field([SANDBOX, null])).toBe('customWallets[1]');
    expect(field([['x']])).toBe('customWallets[0]');
    expect(field([{ name: 'No id' }])).toBe('customWallets[0].id');
    expect(field([{ id: '  ', name: 'Blank id' }])).toBe('customWallets[0].id');
    expect(field([{ id: 7, name: 'Number id' }])).toBe('customWallets[0].id');
    expect(field([{ id: 'x' }])).toBe('customWallets[0].name');
    expect(field([SANDBOX, { ...SANDBOX, name: 'Twin' }])).toBe('customWallets[1].id');
    expect(field([{ ...SANDBOX, rdns: '' }])).toBe('customWallets[0].rdns');
  });

  it('checks every link: images http(s) or data:, app links universal or a safe scheme, web links http(s)', () => {
    expect(field([{ ...SANDBOX, image_url: 'ftp://x/icon.png' }])).toBe('customWallets[0].image_url');
    expect(field([{ ...SANDBOX, image_url: 'icon.png' }])).toBe('customWallets[0].image_url');
    for (const link of [
      'javascript:alert(1)',
      'JavaScript://x',
      'data:text/html,x',
      'vbscript:x',
      'file:///x',
      '',
      ' ',
      '1abc://x',
      'http://',
      42,
    ]) {
      expect(field([{ ...SANDBOX, mobile_link: link }]), String(link)).toBe('customWallets[0].mobile_link');
      expect(field([{ ...SANDBOX, desktop_link: link }]), String(link)).toBe('customWallets[0].desktop_link');
    }
    for (const key of ['homepage', 'webapp_link', 'app_store', 'play_store', 'chrome_store']) {
      expect(field([{ ...SANDBOX, [key]: 'acme://x' }])).toBe(`customWallets[0].${key}`);
    }
    for (const link of [
      'trust',
      'rainbow:',
      'metamask://',
      'https://metamask.app.link',
      'cb-wallet+x://wc',
    ]) {
      expect(resolveCustomWallets([{ ...SANDBOX, mobile_link: link }])._unsafeUnwrap()[0]?.mobile_link).toBe(
        link,
      );
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = resolveCustomWallets(value);
        if (result.isOk()) expect(Array.isArray(result.value)).toBe(true);
        else expect(result.error.code).toBe('MODAL_OPTIONS_INVALID');
      }),
    );
  });
});
