import { numberToHex, stringToHex } from 'viem';
import type { EvmSigner, EvmTransactionRequest, Network, WalletSession } from '../ports/index.js';
import { USER_REJECTED } from './MemoryWalletConnector.js';
import { RequestingWalletConnector } from './RequestingWalletConnector.js';

/** The test wallet's account unless a test gives its own. */
export const TEST_WALLET_ADDRESS = '0x7e57000000000000000000000000000000000001';
/** The id (and rdns) the test wallet announces itself with. */
export const TEST_WALLET_ID = 'latch.test-wallet';

export interface TestWalletOptions {
  /** Default TEST_WALLET_ADDRESS. */
  readonly address?: `0x${string}`;
  /** Default 'Test Wallet'. */
  readonly name?: string;
  /** The chain the wallet is on at first (default eip155:1). */
  readonly network?: Network;
}

/** One request the wallet answered or refused, in order. */
export interface TestWalletRequest {
  readonly method: string;
  readonly params: readonly unknown[];
  /** 'failed': the wallet could not answer (a method it does not support). */
  readonly outcome: 'approved' | 'rejected' | 'failed';
}

/** A transaction the wallet sent: the hash it answered and the request as the app gave it. */
export interface TestWalletSend {
  readonly hash: `0x${string}`;
  readonly request: EvmTransactionRequest;
}

const toRpcTransaction = (request: EvmTransactionRequest): Record<string, string> => ({
  from: request.from,
  to: request.to,
  ...(request.value === undefined ? {} : { value: numberToHex(request.value) }),
  ...(request.data === undefined ? {} : { data: request.data }),
  ...(request.gas === undefined ? {} : { gas: numberToHex(request.gas) }),
});

/**
 * An announced (EIP-6963-like) EVM wallet for host tests, answering as a browser wallet does —
 * `eth_sendTransaction`, `personal_sign`, `eth_signTypedData_v4`, `wallet_sendCalls`, `wallet_getCapabilities`
 * — with deterministic results. Everything the app asks goes through `request` (so `log` shows it as the wallet
 * saw it). `rejectAll()` makes it refuse every request as a user would (EIP-1193 4001) until `approveAll()`;
 * `rejectNext` refuses one. `sent` lists the transactions it sent; `onSent` hears each (createTestLatch mines them).
 */
export class TestWallet extends RequestingWalletConnector {
  readonly log: TestWalletRequest[] = [];
  readonly sent: TestWalletSend[] = [];
  onSent: ((sent: TestWalletSend) => void) | undefined = undefined;
  #rejecting = false;

  constructor(options: TestWalletOptions = {}) {
    super(
      { id: TEST_WALLET_ID, name: options.name ?? 'Test Wallet', type: 'ANNOUNCED', rdns: TEST_WALLET_ID },
      {
        accounts: [options.address ?? TEST_WALLET_ADDRESS],
        caipNetworkId: options.network?.caipNetworkId ?? 'eip155:1',
      },
    );
  }

  /** Refuse every request (and connection) from now on, as a user pressing Reject. */
  rejectAll(): void {
    this.#rejecting = true;
    this.connectBehaviour = 'reject';
  }

  /** Approve every request again (the default). */
  approveAll(): void {
    this.#rejecting = false;
    this.connectBehaviour = 'approve';
  }

  override session(network?: Network): WalletSession {
    const base = super.session(network);
    const request: WalletSession['request'] = async (args) => {
      const params = Array.isArray(args.params) ? (args.params as readonly unknown[]) : [];
      if (this.#rejecting) {
        this.log.push({ method: args.method, params, outcome: 'rejected' });
        throw USER_REJECTED;
      }
      const rejectedOnce = this.rejectNext;
      try {
        const answer = await base.request(args);
        this.log.push({ method: args.method, params, outcome: 'approved' });
        return answer;
      } catch (error) {
        this.log.push({ method: args.method, params, outcome: rejectedOnce ? 'rejected' : 'failed' });
        throw error;
      }
    };
    const signer: EvmSigner = {
      namespace: 'eip155',
      signMessage: ({ address, message }) =>
        request({
          method: 'personal_sign',
          params: [typeof message === 'string' ? stringToHex(message) : message.raw, address],
        }) as Promise<`0x${string}`>,
      sendTransaction: async ({ request: transaction }) => {
        const hash = (await request({
          method: 'eth_sendTransaction',
          params: [toRpcTransaction(transaction)],
        })) as `0x${string}`;
        const sent = { hash, request: transaction };
        this.sent.push(sent);
        this.onSent?.(sent);
        return hash;
      },
      signTypedData: ({ address, typedData }) =>
        request({
          method: 'eth_signTypedData_v4',
          params: [
            address,
            JSON.stringify(typedData, (_key, value) =>
              typeof value === 'bigint' ? value.toString() : value,
            ),
          ],
        }) as Promise<`0x${string}`>,
      sendCalls: async ({ bundle }) => {
        const answer = (await request({ method: 'wallet_sendCalls', params: [bundle] })) as { id: string };
        return answer.id;
      },
    };
    return { ...base, signer, request };
  }
}
