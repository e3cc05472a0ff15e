import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  type PrivateKeyAccount,
  type TransactionReceipt,
} from 'viem';
import { devnetAccounts } from '../../devnet/devnetAccounts.js';
import { type DevnetChain, startDevnet, viemChain } from '../../devnet/index.js';
import { patientTransport } from '../../devnet/patientTransport.js';
import { closedPort, rpc } from './testDevnet.js';

/** Test helpers (never imported by the service): a two-chain devnet and accounts that make history on it. */

export interface TwoChainDevnet {
  /** Chain 31337, then chain 31338, both seeded. */
  readonly chains: readonly [DevnetChain, DevnetChain];
  stop(): Promise<void>;
}

/** One seeded devnet with chains 31337 and 31338 on free ports, its files in a temporary folder. */
export const startTwoChainDevnet = async (): Promise<TwoChainDevnet> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-history-devnet-'));
  try {
    const devnet = await startDevnet({
      dataDir,
      chains: [
        { chainId: 31337, port: await closedPort(), name: 'History L1' },
        { chainId: 31338, port: await closedPort(), name: 'History L2' },
      ],
    });
    const [first, second] = devnet.manifest.chains;
    if (first === undefined || second === undefined) throw new Error('the devnet started too few chains');
    return {
      chains: [first, second],
      async stop() {
        await devnet.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (cause) {
    await rm(dataDir, { recursive: true, force: true });
    throw cause;
  }
};

export interface TransactionRequest {
  readonly to: Address;
  readonly value?: bigint;
  readonly data?: Hex;
  /** Set it to send a transaction that will revert (no estimate). */
  readonly gas?: bigint;
}

export interface DevnetActor {
  readonly address: Address;
  /** Sends a transaction and waits for its receipt (reverted ones included). */
  send(request: TransactionRequest): Promise<TransactionReceipt>;
  /** Sends several transactions that anvil mines together in one block; returns their receipts in order. */
  sendInOneBlock(requests: readonly TransactionRequest[]): Promise<TransactionReceipt[]>;
}

/** The funded test account `index` of the devnet mnemonic (0–9; 9 is the treasury). */
let derived: ReturnType<typeof devnetAccounts> | undefined;
export const testAccount = (index: number): PrivateKeyAccount => {
  derived ??= devnetAccounts();
  const account = derived.accounts[index];
  if (account === undefined) throw new Error(`no test account ${index}`);
  return account;
};

/** An account that sends transactions on a chain. */
export const devnetActor = (chain: DevnetChain, account: PrivateKeyAccount): DevnetActor => {
  const transport = patientTransport(chain.rpcUrl);
  const wallet = createWalletClient({ account, chain: viemChain(chain), transport });
  const reader = createPublicClient({ chain: viemChain(chain), transport });
  const submit = (request: TransactionRequest, nonce?: number) =>
    wallet.sendTransaction({
      to: request.to,
      ...(request.value !== undefined ? { value: request.value } : {}),
      ...(request.data !== undefined ? { data: request.data } : {}),
      ...(request.gas !== undefined ? { gas: request.gas } : {}),
      ...(nonce !== undefined ? { nonce } : {}),
    });
  return {
    address: account.address,
    async send(request) {
      return reader.waitForTransactionReceipt({ hash: await submit(request), pollingInterval: 20 });
    },
    async sendInOneBlock(requests) {
      const first = await reader.getTransactionCount({ address: account.address, blockTag: 'pending' });
      await rpc(chain.rpcUrl, 'evm_setAutomine', [false]);
      try {
        const hashes: Hex[] = [];
        for (const [offset, request] of requests.entries()) {
          hashes.push(await submit({ gas: 100_000n, ...request }, first + offset));
        }
        await rpc(chain.rpcUrl, 'evm_mine', []);
        return await Promise.all(
          hashes.map((hash) => reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })),
        );
      } finally {
        await rpc(chain.rpcUrl, 'evm_setAutomine', [true]);
      }
    },
  };
};
