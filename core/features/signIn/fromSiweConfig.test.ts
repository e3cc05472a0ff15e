import { describe, expect, it } from 'vitest';
import type { SiweConfig, SiweCreateMessageArgs, SiweSession } from '../../../ports/index.js';
import { fromSiweConfig } from './fromSiweConfig.js';

const ADDRESS = '0x00000000000000000000000000000000000000AA';

/** A legacy config recording what it is asked; `verified` decides verifyMessage. */
const legacy = (verified = true) => {
  const asked: unknown[] = [];
  let session: SiweSession | null = null;
  const config: SiweConfig = {
    getMessageParams: async () => ({
      domain: 'app.example',
      uri: 'https://app.example',
      statement: 'Hi',
      expiry: 60,
    }),
    createMessage: (args: SiweCreateMessageArgs) => {
      asked.push(args);
      return `text for ${args.address} #${args.nonce}`;
    },
    getNonce: async () => 'nonce12345',
    getSession: async () => session,
    verifyMessage: async (args) => {
      asked.push(args);
      if (verified) session = { address: ADDRESS, chainId: 31337 };
      return verified;
    },
    signOut: async () => {
      session = null;
      return true;
    },
    required: true,
  };
  return { config, asked };
};

describe('fromSiweConfig (the legacy siweConfig as a SiwxConfig)', () => {
  it("builds the host's message over its nonce and params, and keeps a session only when verified", async () => {
    const { config, asked } = legacy();
    const siwx = fromSiweConfig(config, () => Date.UTC(2026, 0, 1));
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:31337' });
    expect(message.toString()).toBe(`text for did:pkh:eip155:31337:${ADDRESS} #nonce12345`);
    expect(asked[0]).toMatchObject({
      chainId: 31337,
      domain: 'app.example',
      uri: 'https://app.example',
      statement: 'Hi',
      iat: '2026-01-01T00:00:00.000Z',
      exp: '2026-01-01T00:01:00.000Z',
      version: '1',
    });
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]);
    const { toString: _text, ...data } = message;
    await siwx.addSession({ data, message: message.toString(), signature: '0xsig' });
    expect(asked[1]).toEqual({ message: message.toString(), signature: '0xsig' });
    expect(await siwx.getSessions('eip155:31337', ADDRESS.toLowerCase())).toHaveLength(1);
    expect(await siwx.getSessions('eip155:31338', ADDRESS)).toEqual([]);
    await siwx.revokeSession('eip155:31337', ADDRESS);
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]);
    expect(siwx.getRequired?.()).toBe(true);
    expect(siwx.signOutOnDisconnect).toBe(true);
  });

  it('refuses a session verifyMessage rejects', async () => {
    const siwx = fromSiweConfig(legacy(false).config, () => 0);
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
    const { toString: _text, ...data } = message;
    await expect(
      siwx.addSession({ data, message: message.toString(), signature: '0x' }),
    ).rejects.toMatchObject({
      code: 'SIWX_SESSION_INVALID',
    });
  });
});
