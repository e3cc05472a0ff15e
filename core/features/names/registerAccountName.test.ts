import { getAddress, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { EvmSigner, Network, WalletSession } from '../../../ports/index.js';
import {
  ManualClock,
  MemoryDataService,
  MemoryWalletConnector,
  memoryNetwork,
} from '../../../testkits/index.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { type RegisterAccountNameInput, registerAccountName } from './registerAccountName.js';

// anvil's first development key: a real secp256k1 signer, so signatures can be verified.
const ACCOUNT = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const MAINNET: Network = memoryNetwork('eip155', '1');
const BASE: Network = { ...memoryNetwork('eip155', '8453'), id: 8453 };

const realSigner: EvmSigner = {
  namespace: 'eip155',
  signMessage: ({ message }) => ACCOUNT.signMessage({ message }),
  sendTransaction: () => Promise.reject(new Error('not used')),
};

const sessionWith = (signer: EvmSigner | WalletSession['signer']): WalletSession => ({
  ...new MemoryWalletConnector({ id: 'wallet' }).session(MAINNET),
  signer,
});

const setup = (overrides: Partial<RegisterAccountNameInput> = {}) => {
  const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
  const data = new MemoryDataService({ clock });
  const steps: string[] = [];
  const input: RegisterAccountNameInput = {
    label: 'Alice',
    zone: 'latch.id',
    session: sessionWith(realSigner),
    address: ACCOUNT.address.toLowerCase(),
    network: { ...MAINNET, id: 1 },
    onStep: (step) => steps.push(step),
    ...overrides,
  };
  const run = () => registerAccountName({ names: data.names, clock }, input);
  return { clock, data, steps, run };
};

describe('registerAccountName (SPEC §4, §5, §7)', () => {
  it('signs {"name","attributes","timestamp"} and posts it with the coin type and the EIP-55 address', async () => {
    const { data, steps, run, clock } = setup();
    const record = (await run())._unsafeUnwrap();
    expect(record.name).toBe('alice.latch.id');
    expect(steps).toEqual(['signing', 'registering']);
    const [request] = data.callsOf('names.registerName') as {
      message: string;
      signature: `0x${string}`;
      coin_type: number;
      address: `0x${string}`;
    }[];
    expect(request?.message).toBe(
      `{"name":"alice.latch.id","attributes":{},"timestamp":${Math.floor(clock.now() / 1000)}}`,
    );
    expect(request?.coin_type).toBe(60);
    expect(request?.address).toBe(getAddress(ACCOUNT.address));
    if (request === undefined) throw new Error('no registration sent');
    expect(
      await verifyMessage({
        address: ACCOUNT.address,
        message: request.message,
        signature: request.signature,
      }),
    ).toBe(true);
  });

  it('uses the ENSIP-11 coin type of other EVM chains', async () => {
    const { data, run } = setup({ network: BASE });
    await run();
    expect(data.callsOf('names.registerName')).toMatchObject([{ coin_type: (0x80000000 | 8453) >>> 0 }]);
  });

  const refusedBeforeSigning = async (overrides: Partial<RegisterAccountNameInput>) => {
    let signed = 0;
    const counting: EvmSigner = {
      ...realSigner,
      signMessage: (args) => {
        signed += 1;
        return realSigner.signMessage(args);
      },
    };
    const { data, steps, run } = setup({ session: sessionWith(counting), ...overrides });
    const error = (await run())._unsafeUnwrapErr();
    expect(signed).toBe(0);
    expect(steps).toEqual([]);
    expect(data.callsOf('names.registerName')).toEqual([]);
    return error;
  };

  it('SPEC §5: refuses a label that is not letters, digits and hyphens of at least 4', async () => {
    for (const label of ['abc', 'al ice', 'alice.eth', 'ålice', '']) {
      const error = await refusedBeforeSigning({ label });
      expect(error.code).toBe('ACCOUNT_NAME_INVALID');
      expect(error.message).toBe(
        'Name can only contain letters, numbers and - characters, and must be at least 4 characters',
      );
    }
  });

  it('SPEC §5: refuses a chain id of 0x80000000 or more', async () => {
    const error = await refusedBeforeSigning({ network: { ...MAINNET, id: 0x80000000 } });
    expect(error).toMatchObject({
      code: 'NAME_CHAIN_ID_INVALID',
      message: `Chain id ${0x80000000} cannot be used to register a name`,
    });
  });

  it('SPEC §1: names are eip155 only', async () => {
    const error = await refusedBeforeSigning({ network: memoryNetwork('solana', 'mainnet') });
    expect(error).toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' });
  });

  it("SPEC §8: 'Address or auth connector not found' without an eip155 wallet or address", async () => {
    const solana = new MemoryWalletConnector({ id: 'sol', namespace: 'solana' }).session();
    for (const overrides of [{ session: undefined }, { address: undefined }, { session: solana }]) {
      const error = await refusedBeforeSigning(overrides);
      expect(error).toMatchObject({
        code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
        message: 'Address or auth connector not found',
      });
    }
  });

  it("SPEC §5: 'Address is invalid' for an address that is not an EVM address", async () => {
    for (const address of [
      '0x1234',
      ACCOUNT.address.slice(2),
      '0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    ]) {
      const error = await refusedBeforeSigning({ address });
      expect(error).toMatchObject({ code: 'ADDRESS_INVALID', message: 'Address is invalid' });
    }
  });

  it('maps a declined signature and sends nothing', async () => {
    const declining: EvmSigner = {
      ...realSigner,
      signMessage: () => Promise.reject({ code: 4001, message: 'User rejected the request.' }),
    };
    const { data, steps, run } = setup({ session: sessionWith(declining) });
    const error = (await run())._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request.' });
    expect(steps).toEqual(['signing']);
    expect(data.callsOf('names.registerName')).toEqual([]);
  });

  it('turns a signer that throws into an error, never a throw', async () => {
    const throwing: EvmSigner = {
      ...realSigner,
      signMessage: () => {
        throw new Error('wallet exploded');
      },
    };
    const { run } = setup({ session: sessionWith(throwing) });
    const error = (await run())._unsafeUnwrapErr();
    expect(error.code).toBe('INTERNAL_SDK_ERROR');
    expect(error.message).toContain('wallet exploded');
  });

  it("shows the data service's reason: a taken name, a refused signature", async () => {
    const taken = setup();
    taken.data.seedName({
      name: 'alice.latch.id',
      registered_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      attributes: null,
      addresses: {},
    });
    expect((await taken.run())._unsafeUnwrapErr()).toMatchObject({
      code: 'DATA_SERVICE_ERROR',
      message: 'Name already registered',
    });
    const forged = setup();
    forged.data.fail('names.registerName', httpFailure(401, '/v1/profile/account', 'Invalid signature'));
    expect((await forged.run())._unsafeUnwrapErr()).toMatchObject({
      code: 'DATA_SERVICE_ERROR',
      message: 'Invalid signature',
      data: { status: 401 },
    });
    expect(forged.steps).toEqual(['signing', 'registering']);
  });

  it('falls back to the HTTP status, or "no response", when the service gives no reason', async () => {
    const bare = setup();
    bare.data.fail('names.registerName', httpFailure(502));
    expect((await bare.run())._unsafeUnwrapErr()).toMatchObject({
      code: 'RPC_HTTP_ERROR',
      message: 'HTTP request failed. Status: 502',
    });
    const offline = setup();
    offline.data.fail('names.registerName', { kind: 'NetworkFailure', url: 'x', message: 'refused' });
    expect((await offline.run())._unsafeUnwrapErr()).toMatchObject({
      code: 'RPC_NETWORK_ERROR',
      message: 'HTTP request failed. No response was received.',
    });
  });
});
