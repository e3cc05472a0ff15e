import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { DEFAULT_ACCOUNT_TYPES, DEFAULT_FEATURES, type ModalOptionsInput } from './modalOptions.js';
import { resolveModalOptions } from './resolveModalOptions.js';

const mainnet: Network = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
};

const base: ModalOptionsInput = { projectId: 'abc123', networks: [mainnet] };

const field = (input: ModalOptionsInput) => {
  const error = resolveModalOptions(input)._unsafeUnwrapErr();
  expect(error.code).toBe('MODAL_OPTIONS_INVALID');
  return error.params.field;
};

const refused = (input: ModalOptionsInput) => {
  const error = resolveModalOptions(input)._unsafeUnwrapErr();
  expect(error.code).toBe('MODAL_OPTION_NOT_SUPPORTED');
  return error.params.option;
};

describe('resolveModalOptions', () => {
  it('fills every default (SPEC §1, §6)', () => {
    expect(resolveModalOptions(base)._unsafeUnwrap()).toEqual({
      projectId: 'abc123',
      networks: [mainnet],
      features: DEFAULT_FEATURES,
      excludeWalletIds: [],
      customWallets: [],
      defaultAccountTypes: DEFAULT_ACCOUNT_TYPES,
      themeMode: 'dark',
      themeVariables: {},
      rpcUrls: {},
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      connectorTypeOrder: [],
    });
  });

  it('rejects siweConfig together with siwx, whatever else is set', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== undefined),
        fc.anything().filter((v) => v !== undefined),
        fc.string(),
        (siwx, siweConfig, projectId) => {
          const error = resolveModalOptions({ ...base, projectId, siwx, siweConfig })._unsafeUnwrapErr();
          expect(error.code).toBe('MODAL_OPTIONS_SIWX_CONFLICT');
          expect(error.message).toBe('Cannot set both `siweConfig` and `siwx` options');
        },
      ),
    );
  });

  it('accepts either sign-in option with its methods, and names the first one missing', () => {
    const method = async () => undefined;
    const siwx = {
      createMessage: method,
      addSession: method,
      revokeSession: method,
      setSessions: method,
      getSessions: method,
    };
    const siweConfig = {
      createMessage: () => '',
      getNonce: method,
      getSession: method,
      verifyMessage: method,
      signOut: method,
    };
    expect(resolveModalOptions({ ...base, siwx })._unsafeUnwrap().siwx).toBe(siwx);
    expect(resolveModalOptions({ ...base, siweConfig })._unsafeUnwrap().siweConfig).toBe(siweConfig);
    expect(field({ ...base, siwx: { ...siwx, addSession: 'no' } })).toBe('siwx.addSession');
    expect(field({ ...base, siwx: { required: true } })).toBe('siwx.createMessage');
    expect(field({ ...base, siweConfig: { ...siweConfig, signOut: undefined } })).toBe('siweConfig.signOut');
    expect(field({ ...base, siwx: null })).toBe('siwx.createMessage');
    expect('siwx' in resolveModalOptions(base)._unsafeUnwrap()).toBe(false);
  });

  it('refuses each feature that is not built yet, naming it', () => {
    expect(refused({ ...base, features: { smartSessions: true } })).toBe('features.smartSessions');
    expect(refused({ ...base, features: { pay: true } })).toBe('features.pay');
    expect(refused({ ...base, defaultAccountTypes: { eip155: 'eoa' } })).toBe('defaultAccountTypes');
  });

  it("honours the host's social providers (issue 15)", () => {
    const resolved = resolveModalOptions({ ...base, features: { socials: ['x', 'google'] } });
    expect(resolved._unsafeUnwrap().features.socials).toEqual(['x', 'google']);
  });

  it('honours the e-mail login options (issue 13)', () => {
    const resolved = resolveModalOptions({ ...base, features: { email: true, emailShowWallets: false } });
    expect(resolved._unsafeUnwrap().features).toMatchObject({ email: true, emailShowWallets: false });
  });

  it('accepts the values the modal already behaves as', () => {
    const features = { email: false, socials: [], emailShowWallets: true, smartSessions: false, pay: false };
    const resolved = resolveModalOptions({
      ...base,
      features,
      defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa' },
    })._unsafeUnwrap();
    expect(resolved.features).toEqual({ ...DEFAULT_FEATURES, ...features });
    expect(resolved.defaultAccountTypes).toEqual(DEFAULT_ACCOUNT_TYPES);
  });

  it('reports an invalid value as invalid before refusing anything', () => {
    expect(field({ ...base, features: { pay: true }, themeMode: JSON.parse('"blue"') })).toBe('themeMode');
    expect(field({ ...base, defaultAccountTypes: { eip155: JSON.parse('"payment"') } })).toBe(
      'defaultAccountTypes.eip155',
    );
  });

  it('the legal checkbox needs a link to agree to', () => {
    const error = resolveModalOptions({ ...base, features: { legalCheckbox: true } })._unsafeUnwrapErr();
    expect(error.code).toBe('MODAL_OPTIONS_LEGAL_LINKS_REQUIRED');
    expect(error.message).toBe('`features.legalCheckbox` needs `termsConditionsUrl` or `privacyPolicyUrl`');
    const terms = { termsConditionsUrl: 'https://app.example/terms' };
    const withTerms = resolveModalOptions({ ...base, ...terms, features: { legalCheckbox: true } });
    expect(withTerms._unsafeUnwrap().features.legalCheckbox).toBe(true);
    const privacy = { privacyPolicyUrl: 'https://app.example/privacy' };
    expect(resolveModalOptions({ ...base, ...privacy, features: { legalCheckbox: true } }).isOk()).toBe(true);
  });

  it('checks network switching and the connector type order', () => {
    const resolved = resolveModalOptions({
      ...base,
      allowUnsupportedChain: true,
      enableNetworkSwitch: false,
      connectorTypeOrder: ['recommended', 'injected'],
    })._unsafeUnwrap();
    expect(resolved).toMatchObject({
      allowUnsupportedChain: true,
      enableNetworkSwitch: false,
      connectorTypeOrder: ['recommended', 'injected'],
    });
    expect(field({ ...base, allowUnsupportedChain: JSON.parse('"yes"') })).toBe('allowUnsupportedChain');
    expect(field({ ...base, enableNetworkSwitch: JSON.parse('0') })).toBe('enableNetworkSwitch');
    expect(field({ ...base, connectorTypeOrder: JSON.parse('"injected"') })).toBe('connectorTypeOrder');
    expect(field({ ...base, connectorTypeOrder: JSON.parse('["injected","bogus"]') })).toBe(
      'connectorTypeOrder[1]',
    );
    expect(field({ ...base, connectorTypeOrder: ['recent', 'recent'] })).toBe('connectorTypeOrder[1]');
  });

  it('requires a non-blank projectId and trims it', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t\n'), (projectId) => {
        const error = resolveModalOptions({ ...base, projectId })._unsafeUnwrapErr();
        expect(error.code).toBe('PROJECT_ID_NOT_CONFIGURED');
        expect(error.message).toBe('Project ID Not Configured');
      }),
    );
    expect(resolveModalOptions({ ...base, projectId: JSON.parse('null') })._unsafeUnwrapErr().code).toBe(
      'PROJECT_ID_NOT_CONFIGURED',
    );
    expect(resolveModalOptions({ ...base, projectId: ' p1 ' })._unsafeUnwrap().projectId).toBe('p1');
  });

  it('requires networks and checks the theme', () => {
    expect(field({ ...base, networks: [] })).toBe('networks');
    expect(resolveModalOptions({ ...base, themeMode: 'light' })._unsafeUnwrap().themeMode).toBe('light');
    expect(field({ ...base, themeMode: JSON.parse('"blue"') })).toBe('themeMode');
    const themeVariables = { '--w3m-accent': '#47a1ff', '--w3m-z-index': 999 };
    expect(resolveModalOptions({ ...base, themeVariables })._unsafeUnwrap().themeVariables).toEqual(
      themeVariables,
    );
    expect(field({ ...base, themeVariables: { '--w3m-z-index': Number.NaN } })).toBe(
      'themeVariables.--w3m-z-index',
    );
    expect(field({ ...base, themeVariables: JSON.parse('[]') })).toBe('themeVariables');
  });

  it('keeps any list of wallet ids to exclude', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 })), (excludeWalletIds) => {
        expect(resolveModalOptions({ ...base, excludeWalletIds })._unsafeUnwrap().excludeWalletIds).toEqual(
          excludeWalletIds,
        );
      }),
    );
    expect(field({ ...base, excludeWalletIds: ['a', ''] })).toBe('excludeWalletIds[1]');
    expect(field({ ...base, excludeWalletIds: JSON.parse('"a"') })).toBe('excludeWalletIds');
  });

  it('checks the custom wallets', () => {
    const wallet = { id: 'acme', name: 'Acme', mobile_link: 'https://acme.example/app' };
    expect(resolveModalOptions({ ...base, customWallets: [wallet] })._unsafeUnwrap().customWallets).toEqual([
      wallet,
    ]);
    expect(field({ ...base, customWallets: [{ ...wallet, mobile_link: 'javascript:void 0' }] })).toBe(
      'customWallets[0].mobile_link',
    );
  });

  it('passes features and account types through their resolvers', () => {
    const resolved = resolveModalOptions({
      ...base,
      features: { swaps: false, collapseWallets: true },
      defaultAccountTypes: { eip155: 'smartAccount' },
    })._unsafeUnwrap();
    expect(resolved.features).toEqual({ ...DEFAULT_FEATURES, swaps: false, collapseWallets: true });
    expect(resolved.defaultAccountTypes).toEqual(DEFAULT_ACCOUNT_TYPES);
    expect(field({ ...base, features: { pay: JSON.parse('1') } })).toBe('features.pay');
  });

  it('checks endpoint URLs and RPC overrides', () => {
    const resolved = resolveModalOptions({
      ...base,
      dataServiceUrl: 'https://data.example',
      relayUrl: 'wss://relay.example',
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
      rpcUrls: { 'eip155:1': 'https://my-rpc.example' },
    })._unsafeUnwrap();
    expect(resolved).toMatchObject({
      dataServiceUrl: 'https://data.example',
      relayUrl: 'wss://relay.example',
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
      rpcUrls: { 'eip155:1': 'https://my-rpc.example' },
    });
    expect(field({ ...base, relayUrl: 'https://relay.example' })).toBe('relayUrl');
    expect(field({ ...base, dataServiceUrl: 'wss://data.example' })).toBe('dataServiceUrl');
    expect(field({ ...base, termsConditionsUrl: 'terms.html' })).toBe('termsConditionsUrl');
    expect(field({ ...base, rpcUrls: { mainnet: 'https://rpc.example' } })).toBe('rpcUrls.mainnet');
    expect(field({ ...base, rpcUrls: { 'eip155:1': 'ftp://rpc.example' } })).toBe('rpcUrls.eip155:1');
    expect(field({ ...base, rpcUrls: JSON.parse('"x"') })).toBe('rpcUrls');
  });

  it('checks the metadata', () => {
    const metadata = {
      name: 'Demo',
      description: 'A demo',
      url: 'https://demo.example',
      icons: ['https://demo.example/icon.png', 'data:image/png;base64,AAAA'],
    };
    expect(resolveModalOptions({ ...base, metadata })._unsafeUnwrap().metadata).toEqual(metadata);
    expect(field({ ...base, metadata: { ...metadata, url: 'demo' } })).toBe('metadata.url');
    expect(field({ ...base, metadata: { ...metadata, icons: ['javascript:void 0'] } })).toBe(
      'metadata.icons[0]',
    );
    expect(field({ ...base, metadata: { ...metadata, icons: JSON.parse('"x"') } })).toBe('metadata.icons');
    expect(field({ ...base, metadata: { ...metadata, name: JSON.parse('1') } })).toBe('metadata.name');
    expect(field({ ...base, metadata: { ...metadata, description: JSON.parse('null') } })).toBe(
      'metadata.description',
    );
    expect(field({ ...base, metadata: JSON.parse('[]') })).toBe('metadata');
  });
});
