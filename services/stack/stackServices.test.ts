import { describe, expect, it } from 'vitest';
import { readLocalProjectEnv } from '../api/projects/readLocalProjectEnv.js';
import { SOLANA_DEVNET_SEED } from '../solana-devnet/seedKeys.js';
import { localReturnUrls, stackServices } from './stackServices.js';

const base = { devnetL1: 1, devnetL2: 2, api: 3, pglite: 4, relay: 5, wallet: 6 };
const config = (ports: Partial<Record<'walletService' | 'mailbox' | 'smtp' | 'devIdp', number>>) => ({
  dataDir: '/tmp/latch',
  host: '127.0.0.1',
  ports: { ...base, ...ports },
});

describe('the local stack with e-mail login', () => {
  it('starts the mail sink before the data service, which runs the wallet service on its own port', () => {
    const services = stackServices(config({ walletService: 8791, mailbox: 8792, smtp: 8793 }));
    expect(services.map((s) => s.name)).toEqual(['devnet', 'mail', 'api', 'relay', 'wallet']);
    const mail = services[1];
    const api = services[2];
    expect(mail?.ports).toEqual([8793, 8792]);
    expect(mail?.urls).toEqual(['http://127.0.0.1:8792 (dev mailbox: login codes; JSON at /messages?to=)']);
    expect(api?.ports).toEqual([3, 4, 8791]);
    expect(api?.env).toMatchObject({
      WALLET_SERVICE_PORT: '8791',
      SMTP_URL: 'smtp://127.0.0.1:8793',
      MAIL_HTTP_PORT: '8792',
      MAIL_SMTP_PORT: '8793',
    });
    expect(api?.urls).toContain('http://127.0.0.1:8791 (embedded-wallet service)');
  });

  it("registers the demo's and the sandbox wallet's exact pages as latch-local's social return URLs", () => {
    const services = stackServices({
      ...config({ walletService: 8791, mailbox: 8792, smtp: 8793 }),
      ports: { ...base, walletService: 8791, mailbox: 8792, smtp: 8793, demo: 7 },
    });
    const api = services.find((service) => service.name === 'api');
    const urls = String(api?.env?.LATCH_LOCAL_RETURN_URLS).split(',');
    expect(urls.slice(0, 1)).toEqual(['http://127.0.0.1:6/']);
    expect(urls.slice(-2)).toEqual(['http://127.0.0.1:7/', 'http://127.0.0.1:7/?sandbox=1']);
  });

  it('starts the dev identity provider before the data service and points social login at it', () => {
    const services = stackServices(config({ walletService: 8791, mailbox: 8792, smtp: 8793, devIdp: 8794 }));
    expect(services.map((s) => s.name)).toEqual(['devnet', 'mail', 'idp', 'api', 'relay', 'wallet']);
    const idp = services[2];
    expect(idp?.ports).toEqual([8794]);
    expect(idp?.env).toMatchObject({
      DEV_IDP_PORT: '8794',
      DEV_IDP_REDIRECT_URIS: 'http://127.0.0.1:8791/social/callback',
    });
    expect(idp?.urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:8794 \(dev identity provider/);
    expect(services[3]?.env).toMatchObject({ SOCIAL_DEV_ISSUER: 'http://127.0.0.1:8794' });
  });

  it('leaves e-mail login out when its ports are not given (the journeys today)', () => {
    const services = stackServices(config({}));
    expect(services.map((s) => s.name)).toEqual(['devnet', 'api', 'relay', 'wallet']);
    expect(services[1]?.env).not.toHaveProperty('WALLET_SERVICE_PORT');
    expect(services[1]?.ports).toEqual([3, 4]);
  });
});

describe('the local stack with the Solana devnet', () => {
  it('starts the Solana devnet after the EVM devnet on both its ports and prints its cluster id', () => {
    const services = stackServices({ ...config({}), ports: { ...base, solana: 8899, solanaWs: 8900 } });
    expect(services.map((s) => s.name)).toEqual(['devnet', 'solana', 'api', 'relay', 'wallet']);
    const solana = services[1];
    expect(solana?.ports).toEqual([8899, 8900]);
    expect(solana?.env).toMatchObject({ SOLANA_PORT: '8899', SOLANA_WS_PORT: '8900' });
    expect(solana?.urls[0]).toMatch(
      /^http:\/\/127\.0\.0\.1:8899 \(Solana devnet solana:[1-9A-HJ-NP-Za-km-z]{32};/,
    );
  });

  it('tells the demo page where the Solana devnet runs, so `npm start` lists it without ?solana=1', () => {
    const withSolana = stackServices({
      ...config({}),
      ports: { ...base, solana: 8899, solanaWs: 8900, demo: 5173 },
    });
    const demo = withSolana.find((service) => service.name === 'demo');
    expect(demo?.env).toMatchObject({
      SOLANA_RPC_URL: 'http://127.0.0.1:8899',
      SOLANA_CAIP_NETWORK_ID: expect.stringMatching(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
      SOLANA_NAME: 'Latch Solana Devnet',
      SOLANA_SANDBOX_SEED: SOLANA_DEVNET_SEED,
    });
    expect(demo?.env?.SOLANA_CAIP_NETWORK_ID).toBe(withSolana[1]?.urls[0]?.match(/(solana:\w+)/)?.[1]);
    expect(demo?.urls[0]).toContain('lists the Solana devnet');
    const without = stackServices({ ...config({}), ports: { ...base, demo: 5173 } });
    expect(without.find((service) => service.name === 'demo')?.env).not.toHaveProperty('SOLANA_RPC_URL');
  });
});

describe('the local stack with the Farcaster relay', () => {
  it('starts the relay after the WalletConnect relay (the devnet manifest is written) and tells every service its URL', () => {
    const services = stackServices({ ...config({}), ports: { ...base, farcasterRelay: 8795 } });
    expect(services.map((s) => s.name)).toEqual(['devnet', 'api', 'relay', 'farcaster', 'wallet']);
    const farcaster = services[3];
    expect(farcaster?.ports).toEqual([8795]);
    expect(farcaster?.urls).toEqual(['http://127.0.0.1:8795 (Sign In With Farcaster relay)']);
    expect(farcaster?.args.at(-1)).toMatch(/services\/farcaster-relay\/main\.ts$/);
    // Connect URIs open the sandbox Farcaster approver beside the sandbox wallet.
    expect(farcaster?.env?.FARCASTER_CONNECT_URI_BASE).toBe(`http://127.0.0.1:${base.wallet}/farcaster`);
    for (const service of services) {
      expect(service.env).toMatchObject({
        FARCASTER_RELAY_PORT: '8795',
        FARCASTER_RELAY_URL: 'http://127.0.0.1:8795',
        LATCH_DATA_DIR: '/tmp/latch',
      });
    }
  });
});

describe("the local stack's project", () => {
  it('has its data service seed the project latch-local (LATCH_DEVELOPMENT=1), with the --origin origins and its pages', () => {
    const stack = { ...config({}), origins: ['http://localhost:3000'] };
    const api = stackServices(stack).find((service) => service.name === 'api');
    expect(api?.env).toMatchObject({ LATCH_DEVELOPMENT: '1' });
    expect(readLocalProjectEnv(api?.env ?? {})).toEqual({
      origins: ['http://localhost:3000'],
      socialReturnUrls: localReturnUrls(stack),
    });
  });
});
