import fc from 'fast-check';
import { autorun, observable, observableRef, runInAction } from 'mobx';
import { decodeFunctionData, erc20Abi, formatUnits, getAddress, keccak256, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import type {
  EvmSigner,
  EvmTransactionRequest,
  NameRecord,
  Network,
  TokenBalance,
  WalletSession,
} from '../../../ports/index.js';
import { amountText, isCatalogueText } from '../../../testkits/arbitraries/amounts.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryChainReader } from '../../../testkits/MemoryChainReader.js';
import { MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import { coinTypeForChainId } from '../../lib/caip/index.js';
import { parseAmount, trimAmount } from '../../lib/format/index.js';
import { MAX_NATIVE_FEE_RESERVE, SEND_NAME_DEBOUNCE_MS } from './constants.js';
import { createSendStore } from './SendStore.js';
import type { AmountParser } from './sendAmount.js';
import type { SendAccountSource, SendStoreOptions } from './types.js';

const NETWORK: Network = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://scan.latch.test/' } },
};
const L2: Network = { ...NETWORK, id: 31338, name: 'Latch Devnet L2', caipNetworkId: 'eip155:31338' };
const FROM = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const TO = getAddress('0x70997970c51812dc3a010c7d01b50e20d17dc79c');
const USDC_ADDRESS = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3');
const GAS = 21_000n;
const PRICE = 2_000_000_000n;
const FEE = GAS * PRICE;
const HASH = keccak256(stringToHex('sent'));

const NO_FEE = 'Insufficient ETH balance to pay the network fee';
const INSUFFICIENT =
  'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.';

const eth = (units: bigint, network = NETWORK): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: network.caipNetworkId,
  address: `${network.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
  price: 3000,
  quantity: { decimals: '18', numeric: formatUnits(units, 18) },
  iconUrl: '',
});
const usdc = (units: bigint, decimals = 6): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: NETWORK.caipNetworkId,
  address: `${NETWORK.caipNetworkId}:${USDC_ADDRESS}`,
  price: 1,
  quantity: { decimals: String(decimals), numeric: formatUnits(units, decimals) },
  iconUrl: '',
});

type SignerBehaviour = 'approve' | 'hang' | { readonly fail: unknown };

/** An eip155 signer whose answer each test scripts; hanging sends can be answered later. */
class ScriptedSigner implements EvmSigner {
  readonly namespace = 'eip155' as const;
  behaviour: SignerBehaviour = 'approve';
  readonly sent: { request: EvmTransactionRequest; network: Network }[] = [];
  readonly #held: ((hash: `0x${string}`) => void)[] = [];

  signMessage = async (): Promise<`0x${string}`> => '0x';

  sendTransaction(args: { request: EvmTransactionRequest; network: Network }): Promise<`0x${string}`> {
    this.sent.push(args);
    const behaviour = this.behaviour;
    if (behaviour === 'approve') return Promise.resolve(HASH);
    if (behaviour === 'hang') return new Promise((resolve) => this.#held.push(resolve));
    return Promise.reject(behaviour.fail);
  }

  /** Answers every held send with HASH. */
  release(): void {
    for (const resolve of this.#held.splice(0)) resolve(HASH);
  }
}

interface SetupOptions {
  readonly tokens?: readonly TokenBalance[];
  readonly connected?: boolean;
  readonly storeOptions?: SendStoreOptions;
}

const setup = (options: SetupOptions = {}) => {
  const clock = new ManualClock();
  const reader = new MemoryChainReader('eip155', { feeEstimate: { gas: GAS, pricePerGas: PRICE } });
  const data = new MemoryDataService({ clock });
  const account = observable<{ -readonly [K in keyof SendAccountSource]: SendAccountSource[K] }>(
    { activeNetwork: NETWORK, address: FROM.toLowerCase(), isUnsupportedChain: false },
    { activeNetwork: observableRef },
  );
  const tokens = observable.box<readonly TokenBalance[]>(
    options.tokens ?? [eth(10n ** 18n), usdc(1_000_000_000n)],
    { deep: false },
  );
  const signer = new ScriptedSigner();
  const session: WalletSession = {
    connector: { id: 'io.metamask', name: 'MetaMask', type: 'INJECTED', namespace: 'eip155' },
    accounts: { accounts: [FROM], caipNetworkId: NETWORK.caipNetworkId },
    signer,
    request: async () => null,
  };
  const connected = options.connected ?? true;
  const events: AnalyticsEvent[] = [];
  const sent = { count: 0 };
  const logger = new MemoryLogger();
  const store = createSendStore(
    {
      account,
      session: (namespace) => (connected && namespace === 'eip155' ? session : undefined),
      chainReaders: { eip155: reader },
      namesApi: data.names,
      getTokens: () => tokens.get(),
      onSent: () => {
        sent.count++;
      },
      clock,
      scheduler: clock,
      logger,
      track: (event) => events.push(event),
    },
    options.storeOptions,
  );
  const fill = (token: TokenBalance | undefined, amount: string, receiver: string) => {
    store.selectToken(token);
    store.setAmount(amount);
    store.setReceiver(receiver);
  };
  const mined = (status: 'success' | 'reverted' = 'success') =>
    reader.setReceipt({ hash: HASH, status, blockNumber: 1n });
  return { clock, reader, data, account, tokens, signer, store, events, sent, logger, fill, mined };
};

describe('SendStore: the form and the preview', () => {
  it('lists the balance rows of the active network that have a readable quantity', () => {
    const broken = { ...usdc(1n), symbol: 'BAD', quantity: { decimals: 'x', numeric: '1' } };
    const { store, account } = setup({ tokens: [eth(1n), eth(2n, L2), usdc(5n), broken] });
    expect(store.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
    runInAction(() => {
      account.activeNetwork = L2;
    });
    expect(store.tokens.map((token) => token.chainId)).toEqual(['eip155:31338']);
  });

  it('requires a token first: "A token is required"', async () => {
    const { store, fill } = setup();
    fill(undefined, '1', TO);
    const error = (await store.prepare())._unsafeUnwrapErr();
    expect(error.message).toBe('A token is required');
    expect(store.status).toBe('editing');
    expect(store.error?.message).toBe('A token is required');
  });

  it('requires an amount and a receiver: "An amount and receiver address are required"', async () => {
    const { store, fill } = setup();
    for (const [amount, receiver] of [
      ['', TO],
      ['0', TO],
      ['1', '  '],
    ] as const) {
      fill(usdc(10n ** 9n), amount, receiver);
      const error = (await store.prepare())._unsafeUnwrapErr();
      expect(error.message).toBe('An amount and receiver address are required');
      expect(store.error?.code).toBe('SEND_AMOUNT_AND_RECEIVER_REQUIRED');
    }
  });

  it('takes no letters into the amount, and says when it has too many decimals', async () => {
    const { store, fill } = setup();
    fill(usdc(10n ** 9n), '12', TO);
    for (const typed of ['abc', '1e5abc', '12e', '-12', '1.2.']) {
      store.setAmount(typed);
      expect(store.amount, typed).toBe('12');
    }
    store.setAmount('1 234.5 USDC');
    expect(store.amount).toBe('1234.5');
    const message = 'Amount can have at most 6 decimals';
    fill(usdc(10n ** 9n), '0.0000001', TO);
    expect((await store.prepare())._unsafeUnwrapErr().message).toBe(message);
    expect([store.status, store.error?.message]).toEqual(['editing', message]);
    fill(usdc(10n ** 9n), '.5', TO);
    expect((await store.prepare())._unsafeUnwrap().amountUnits).toBe(500_000n);
  });

  it("reads the typed amount once per keystroke, for the field's errors and the Preview alike", async () => {
    const parsed: string[] = [];
    const counting: AmountParser = (text, decimals, options) => {
      parsed.push(text);
      return parseAmount(text, decimals, options);
    };
    const { store, fill } = setup({ storeOptions: { parseAmount: counting } });
    fill(usdc(10n ** 9n), '', TO);
    // As the Send view does: it observes the field's errors while the user types and clicks Preview.
    const shown: unknown[] = [];
    const stop = autorun(() => shown.push(store.amountError, store.formError));
    for (const typed of ['1', '1.', '1.5']) {
      store.setAmount(typed);
      expect([store.amountError, store.formError]).toEqual([undefined, undefined]);
      expect((await store.prepare()).isOk()).toBe(true);
    }
    stop();
    expect(shown.every((error) => error === undefined)).toBe(true);
    expect(store.preview?.amountUnits).toBe(1_500_000n);
    expect(parsed).toEqual(['1', '1.', '1.5']);
  });

  it('gives any typed amount a preview or a catalogue error, never a raw parser or node text', async () => {
    const { store, fill } = setup();
    await fc.assert(
      fc.asyncProperty(amountText(), async (amount) => {
        fill(usdc(10n ** 9n), amount, TO);
        const result = await store.prepare();
        if (result.isErr()) expect(isCatalogueText(result.error.message)).toBe(true);
        else expect(result.value.amountUnits).toBeGreaterThan(0n);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a receiver that is not an address, saying so at the receiver (once)', async () => {
    const { store, fill, reader } = setup();
    fill(usdc(10n ** 9n), '1', '0x1234');
    expect(store.receiverError).toBeUndefined();
    expect((await store.prepare())._unsafeUnwrapErr().message).toBe(
      'This address is too short: an address is 0x and 40 hex digits',
    );
    expect(store.receiverError?.code).toBe('RECEIVER_ADDRESS_TOO_SHORT');
    expect(store.formError).toBeUndefined();
    fill(usdc(10n ** 9n), '1', '0xZZ');
    expect((await store.prepare())._unsafeUnwrapErr().message).toBe('Address is invalid');
    expect(store.receiverError?.message).toBe('Address is invalid');
    expect(store.status).toBe('editing');
    expect(reader.calls).toEqual([]);
  });

  it('says an amount over the balance plainly, as it is typed and on Preview', async () => {
    const { store, fill, reader } = setup();
    fill(usdc(10n ** 9n), '1000', TO);
    expect(store.amountError).toBeUndefined();
    fill(usdc(10n ** 9n), '1000.000001', TO);
    expect(store.amountError?.message).toBe('Insufficient USDC balance');
    expect((await store.prepare())._unsafeUnwrapErr().message).toBe('Insufficient USDC balance');
    expect(reader.calls).toEqual([]);
    fill(usdc(10n ** 9n), '0.0000001', TO);
    expect(store.amountError?.message).toBe('Amount can have at most 6 decimals');
  });

  it('refuses a native amount the fee no longer fits in', async () => {
    const { store, fill } = setup({ tokens: [eth(10n ** 18n)] });
    fill(eth(10n ** 18n), formatUnits(10n ** 18n - FEE + 1n, 18), TO);
    expect(store.amountError).toBeUndefined();
    expect((await store.prepare())._unsafeUnwrapErr().message).toBe(NO_FEE);
    fill(eth(10n ** 18n), formatUnits(10n ** 18n - FEE, 18), TO);
    expect((await store.prepare()).isOk()).toBe(true);
  });

  it('refuses a token send when the native balance cannot pay the fee', async () => {
    const { store, fill } = setup({ tokens: [eth(FEE - 1n), usdc(10n ** 9n)] });
    fill(usdc(10n ** 9n), '5', TO);
    expect((await store.prepare())._unsafeUnwrapErr().message).toBe(NO_FEE);
  });

  it("shows the node's insufficient-funds refusal of the estimate with the SPEC text", async () => {
    const { store, fill, reader } = setup();
    reader.fail('estimateEvmFee', { code: -32000, message: 'insufficient funds for gas * price + value' });
    fill(eth(10n ** 18n), '0.5', TO);
    expect((await store.prepare())._unsafeUnwrapErr().message).toBe(INSUFFICIENT);
    expect(store.error?.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('needs a connected eip155 account on a configured network', async () => {
    const disconnected = setup({ connected: false });
    disconnected.fill(usdc(10n ** 9n), '1', TO);
    expect((await disconnected.store.prepare())._unsafeUnwrapErr().message).toBe(
      'Could not find an Account to execute with this Action.',
    );
    const unsupported = setup();
    runInAction(() => {
      unsupported.account.isUnsupportedChain = true;
    });
    unsupported.fill(usdc(10n ** 9n), '1', TO);
    expect((await unsupported.store.prepare())._unsafeUnwrapErr().message).toBe('Unsupported chain');
    // Send works on eip155 and solana (SPEC §1); a Solana network needs a Solana account and signer.
    for (const [chainNamespace, message] of [
      ['polkadot', 'Chain is not supported'],
      ['solana', 'Could not find an Account to execute with this Action.'],
    ] as const) {
      const other = setup();
      const devnet: Network = { ...NETWORK, chainNamespace, caipNetworkId: `${chainNamespace}:devnet` };
      runInAction(() => {
        other.account.activeNetwork = devnet;
        other.tokens.set([eth(10n ** 18n, devnet)]);
      });
      other.fill(eth(1n, devnet), '1', 'x');
      expect(other.store.tokens).toHaveLength(1);
      expect((await other.store.prepare())._unsafeUnwrapErr().message).toBe(message);
    }
  });

  it('previews a token send: ERC-20 transfer calldata, gas from the estimate, fee in the native token', async () => {
    const { store, fill, reader } = setup();
    fill(usdc(10n ** 9n), '12.5', TO.toLowerCase());
    const statuses: string[] = [];
    const preparing = store.prepare();
    statuses.push(store.status);
    const preview = (await preparing)._unsafeUnwrap();
    statuses.push(store.status);
    expect(statuses).toEqual(['estimating', 'ready']);
    expect(store.preview).toBe(preview);
    expect(preview).toMatchObject({
      amount: '12.5',
      amountUnits: 12_500_000n,
      from: FROM,
      receiver: { address: TO },
    });
    if (preview.namespace !== 'eip155') throw new Error('expected an EVM preview');
    expect(preview.request).toMatchObject({ from: FROM, to: USDC_ADDRESS, gas: GAS });
    expect(decodeFunctionData({ abi: erc20Abi, data: preview.request.data ?? '0x' }).args).toEqual([
      TO,
      12_500_000n,
    ]);
    expect(preview.fee).toEqual({
      gas: GAS,
      pricePerGas: PRICE,
      units: FEE,
      decimal: '0.000042',
      formatted: '0.000042',
      symbol: 'ETH',
    });
    expect(reader.calls[0]?.args).toMatchObject({ request: { from: FROM, to: USDC_ADDRESS } });
  });

  it('drops a preview under way when the form changes, and a shown preview when the network changes', async () => {
    const { store, fill, account } = setup();
    fill(usdc(10n ** 9n), '1', TO);
    const first = store.prepare();
    store.setAmount('2');
    expect(store.status).toBe('editing');
    expect((await first).isOk()).toBe(true);
    expect(store.status).toBe('editing');
    expect(store.preview).toBeUndefined();

    await store.prepare();
    expect(store.status).toBe('ready');
    runInAction(() => {
      account.activeNetwork = L2;
    });
    expect(store.status).toBe('editing');
    expect(store.preview).toBeUndefined();
  });

  it('edit() goes back from the preview to the form with the inputs kept', async () => {
    const { store, fill } = setup();
    fill(usdc(10n ** 9n), '1', TO);
    await store.prepare();
    store.edit();
    expect(store.status).toBe('editing');
    expect([store.amount, store.receiver, store.token?.symbol]).toEqual(['1', TO, 'USDC']);
  });

  it('keeps the picked token across balance refreshes and opens with a token picked by address', async () => {
    const { store, tokens } = setup();
    store.selectToken(usdc(1n));
    runInAction(() => tokens.set([eth(1n), usdc(77n)]));
    expect(store.token?.quantity.numeric).toBe('0.000077');
    store.open({ tokenAddress: USDC_ADDRESS.toLowerCase() });
    expect(store.token?.symbol).toBe('USDC');
    store.open({ tokenAddress: `eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee` });
    expect(store.token?.symbol).toBe('ETH');
    store.open({ tokenAddress: '0x0000000000000000000000000000000000000001' });
    expect(store.token).toBeUndefined();
  });
});

describe('SendStore: Max', () => {
  it('fills the whole token balance', async () => {
    const { store } = setup({ tokens: [eth(10n ** 18n), usdc(123_456_789n)] });
    store.selectToken(usdc(0n));
    expect((await store.fillMax())._unsafeUnwrap()).toBe('123.456789');
    expect(store.amount).toBe('123.456789');
  });

  it('fills the native balance minus the fee reserve, trimmed to the form’s 3 decimals', async () => {
    const { store, reader } = setup({ tokens: [eth(10n ** 18n)] });
    store.selectToken(eth(0n));
    store.setReceiver(TO);
    const filling = store.fillMax();
    expect(store.maxLoading).toBe(true);
    const amount = (await filling)._unsafeUnwrap();
    expect(amount).toBe(trimAmount(10n ** 18n - FEE * MAX_NATIVE_FEE_RESERVE, 18));
    expect(amount).toBe('0.999');
    expect(store.maxLoading).toBe(false);
    expect(reader.calls[0]?.args).toMatchObject({ request: { from: FROM, to: TO, value: 0n } });
  });

  it('shows why Max cannot fill: no token, nothing left after the fee, a failed estimate', async () => {
    const { store, reader } = setup({ tokens: [eth(FEE)] });
    expect((await store.fillMax())._unsafeUnwrapErr().message).toBe('A token is required');
    store.selectToken(eth(0n));
    expect((await store.fillMax())._unsafeUnwrapErr().message).toBe(NO_FEE);
    expect(store.error?.message).toBe(NO_FEE);
    reader.fail('estimateEvmFee', { code: -32603, message: 'Internal error' }, 1);
    expect((await store.fillMax())._unsafeUnwrapErr().message).toBe('An internal error was received.');
    expect(store.maxLoading).toBe(false);
    expect(store.amount).toBe('');
  });
});

describe('SendStore: sending', () => {
  const ready = async (context: ReturnType<typeof setup>, token = usdc(10n ** 9n), amount = '1') => {
    context.fill(token, amount, TO);
    (await context.store.prepare())._unsafeUnwrap();
  };

  it('signs, waits for the receipt and ends in success with the hash and explorer link', async () => {
    const context = setup();
    const { store, signer, mined, sent, events } = context;
    await ready(context, eth(10n ** 18n), '0.25');
    const sending = store.send();
    expect(store.status).toBe('signing');
    await flushMicrotasks();
    expect(store.status).toBe('pending');
    expect(store.transaction).toEqual({ hash: HASH, explorerUrl: `https://scan.latch.test/tx/${HASH}` });
    expect(sent.count).toBe(0);
    mined();
    const transaction = (await sending)._unsafeUnwrap();
    expect(transaction.hash).toBe(HASH);
    expect(store.status).toBe('success');
    expect(sent.count).toBe(1);
    expect(signer.sent).toEqual([
      { request: { from: FROM, to: TO, value: 250_000_000_000_000_000n, gas: GAS }, network: NETWORK },
    ]);
    const properties = { network: 'eip155:31337', token: 'ETH', amount: '0.25', isSmartAccount: false };
    expect(events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(events[1]).toEqual({ event: 'SEND_SUCCESS', properties });
  });

  const failures: readonly (readonly [string, unknown, string])[] = [
    [
      'the user rejects (4001)',
      { code: 4001, message: 'User rejected the request.' },
      'User rejected the request.',
    ],
    [
      'the node refuses for insufficient funds',
      { code: -32000, message: 'insufficient funds for gas * price + value: have 1 want 2' },
      INSUFFICIENT,
    ],
    [
      'the nonce is too low',
      { code: -32000, message: 'nonce too low: next nonce 5, tx nonce 4' },
      'Nonce provided for the transaction is lower than the current nonce of the account.',
    ],
    [
      'the nonce is too high',
      { code: -32000, message: 'nonce too high' },
      'Nonce provided for the transaction is higher than the next one expected.',
    ],
    [
      'a wallet wraps the node error in -32603',
      {
        code: -32603,
        message: 'Internal JSON-RPC error.',
        data: { originalError: { code: -32000, message: 'nonce too low' } },
      },
      'Nonce provided for the transaction is lower than the current nonce of the account.',
    ],
  ];

  for (const [what, failure, text] of failures) {
    it(`ends in failed when ${what}: "${text}"`, async () => {
      const context = setup();
      const { store, signer, sent, events, reader } = context;
      await ready(context);
      signer.behaviour = { fail: failure };
      const error = (await store.send())._unsafeUnwrapErr();
      expect(error.message).toBe(text);
      expect(store.status).toBe('failed');
      expect(store.error?.message).toBe(text);
      expect(store.transaction).toBeUndefined();
      expect(sent.count).toBe(0);
      expect(reader.pendingWaits).toBe(0);
      expect(events.at(-1)).toMatchObject({ event: 'SEND_ERROR', properties: { message: text } });
    });
  }

  it('ends in failed when the transaction reverts', async () => {
    const context = setup();
    await ready(context);
    context.mined('reverted');
    expect((await context.store.send())._unsafeUnwrapErr().message).toBe(
      'Execution reverted for an unknown reason.',
    );
    expect(context.store.status).toBe('failed');
    expect(context.store.transaction?.hash).toBe(HASH);
  });

  it('ends in failed with the hash kept when no receipt comes in time', async () => {
    const context = setup();
    const { store, clock } = context;
    await ready(context);
    const sending = store.send();
    await flushMicrotasks();
    expect(store.status).toBe('pending');
    await clock.advanceAsync(120_000);
    expect((await sending)._unsafeUnwrapErr().message).toBe('The request took too long to respond.');
    expect(store.status).toBe('failed');
    expect(store.transaction?.hash).toBe(HASH);
  });

  it('after a failure, edit() returns to the form and a new preview can be sent', async () => {
    const context = setup();
    const { store, signer } = context;
    await ready(context);
    signer.behaviour = { fail: { code: 4001, message: 'User rejected the request.' } };
    await store.send();
    store.edit();
    expect(store.status).toBe('editing');
    expect(store.error).toBeUndefined();
    signer.behaviour = 'approve';
    context.mined();
    (await store.prepare())._unsafeUnwrap();
    expect((await store.send()).isOk()).toBe(true);
  });

  it('ignores edits while the wallet is asked; cancelSigning goes back to the preview', async () => {
    const context = setup();
    const { store, signer, sent, clock } = context;
    await ready(context);
    signer.behaviour = 'hang';
    const sending = store.send();
    store.setAmount('999');
    store.setReceiver('alice.latch.id');
    store.selectToken(undefined);
    expect([store.amount, store.receiver, store.token?.symbol]).toEqual(['1', TO, 'USDC']);
    expect(store.status).toBe('signing');
    store.cancelSigning();
    expect(store.status).toBe('ready');
    expect((await store.prepare()).isOk()).toBe(true);
    // The wallet sends after all: the view is not changed, the balances are refreshed once it is mined.
    signer.release();
    context.mined();
    expect((await sending)._unsafeUnwrapErr().code).toBe('REQUEST_ABORTED');
    await clock.runAllAsync();
    expect(store.status).toBe('ready');
    expect(store.transaction).toBeUndefined();
    expect(sent.count).toBe(1);
  });

  it('refuses to send without a ready preview', async () => {
    const { store } = setup();
    expect((await store.send())._unsafeUnwrapErr().code).toBe('INTERNAL_SDK_ERROR');
    expect(store.status).toBe('editing');
  });

  it('open() starts a fresh form and reports OPEN_SEND, but keeps a send under way', async () => {
    const context = setup();
    const { store, events, signer } = context;
    store.open();
    expect(events).toEqual([
      { event: 'OPEN_SEND', properties: { network: 'eip155:31337', isSmartAccount: false } },
    ]);
    await ready(context);
    signer.behaviour = 'hang';
    void store.send();
    store.open();
    expect(store.status).toBe('signing');
    store.cancelSigning();
    store.open();
    expect([store.status, store.amount, store.receiver, store.token]).toEqual(['editing', '', '', undefined]);
  });
});

describe('SendStore: receiver names', () => {
  const alice: NameRecord = {
    name: 'alice.latch.id',
    registered_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    attributes: null,
    addresses: { [String(coinTypeForChainId(31337))]: { address: TO, created_at: '2026-01-01T00:00:00Z' } },
  };

  it('looks a typed name up once typing pauses for 500 ms and shows the resolved address', async () => {
    const { store, data, clock } = setup();
    data.seedName(alice);
    store.setReceiver('ali');
    store.setReceiver('alice.latch');
    store.setReceiver('alice.latch.id');
    expect(store.receiverLookup).toEqual({ status: 'resolving', name: 'alice.latch.id' });
    await clock.advanceAsync(SEND_NAME_DEBOUNCE_MS - 1);
    expect(data.callsOf('names.lookupName')).toEqual([]);
    await clock.advanceAsync(1);
    expect(data.callsOf('names.lookupName')).toEqual([{ name: 'alice.latch.id' }]);
    expect(store.receiverLookup).toEqual({ status: 'resolved', name: 'alice.latch.id', address: TO });
    store.setReceiver(TO);
    expect(store.receiverLookup).toEqual({ status: 'none' });
  });

  it('leaving the view drops a pending lookup and the form; a send under way goes on', async () => {
    const context = setup();
    const { store, data, clock } = context;
    data.seedName(alice);
    store.setReceiver('alice.latch.id');
    store.leave();
    await clock.advanceAsync(SEND_NAME_DEBOUNCE_MS);
    expect(data.callsOf('names.lookupName')).toEqual([]);
    expect([store.receiver, store.receiverLookup]).toEqual(['', { status: 'none' }]);
    context.fill(usdc(10n ** 9n), '1', TO);
    (await store.prepare())._unsafeUnwrap();
    void store.send();
    store.leave();
    expect([store.status, store.receiver]).toEqual(['signing', TO]);
  });

  it('says an unknown name was not found (once, at the receiver) and a failed lookup "Error resolving name"', async () => {
    const { store, data, clock, fill } = setup();
    fill(usdc(10n ** 9n), '1', 'nobody.latch.id');
    await clock.advanceAsync(SEND_NAME_DEBOUNCE_MS);
    expect(store.receiverLookup.status === 'failed' && store.receiverLookup.error.message).toBe(
      'No address found for nobody.latch.id',
    );
    expect(store.receiverError?.message).toBe('No address found for nobody.latch.id');
    await store.prepare();
    expect(store.receiverError?.message).toBe('No address found for nobody.latch.id');
    expect(store.formError).toBeUndefined();
    data.fail('names.lookupName', { kind: 'HttpFailure', status: 500, url: '/v1/profile/account' });
    store.setReceiver('bob.latch.id');
    await clock.advanceAsync(SEND_NAME_DEBOUNCE_MS);
    expect(store.receiverLookup.status === 'failed' && store.receiverLookup.error.message).toBe(
      'Error resolving name',
    );
  });

  it('sends to the address a name resolves to, looked up once', async () => {
    const { store, data, fill, clock } = setup();
    data.seedName(alice);
    fill(usdc(10n ** 9n), '3', 'alice.latch.id');
    await clock.advanceAsync(SEND_NAME_DEBOUNCE_MS);
    const preview = (await store.prepare())._unsafeUnwrap();
    expect(preview.receiver).toEqual({ address: TO, name: 'alice.latch.id' });
    expect(data.callsOf('names.lookupName')).toHaveLength(1);
  });

  it('stops a pending lookup on reset and dispose', async () => {
    const { store, clock } = setup();
    store.setReceiver('alice.latch.id');
    store.reset();
    expect(clock.pending).toBe(0);
    store.setReceiver('alice.latch.id');
    store.dispose();
    expect(clock.pending).toBe(0);
  });
});

describe('SendStore: properties', () => {
  it('previews exactly the typed amount of any token, and refuses only amounts above the balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 24 }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        async (decimals, balance, amountUnits) => {
          const token = usdc(balance, decimals);
          const context = setup({ tokens: [eth(10n ** 18n), token] });
          context.fill(token, formatUnits(amountUnits, decimals), TO);
          const result = await context.store.prepare();
          if (amountUnits <= balance) {
            expect(result._unsafeUnwrap().amountUnits).toBe(amountUnits);
            expect(context.store.status).toBe('ready');
          } else {
            expect(result._unsafeUnwrapErr().code).toBe('INSUFFICIENT_BALANCE');
            expect(context.store.status).toBe('editing');
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Max always previews successfully and never exceeds the balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.bigInt({ min: FEE * MAX_NATIVE_FEE_RESERVE + 1n, max: 10n ** 24n }),
        async (native, balance) => {
          const token = native ? eth(balance) : usdc(balance);
          const context = setup({ tokens: native ? [token] : [eth(10n ** 18n), token] });
          context.store.selectToken(token);
          context.store.setReceiver(TO);
          (await context.store.fillMax())._unsafeUnwrap();
          const preview = (await context.store.prepare())._unsafeUnwrap();
          const spent = preview.amountUnits + (native ? preview.fee.units : 0n);
          expect(spent <= balance).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('every send ends: success or failed, never stuck in signing or pending', async () => {
    const outcomes = fc.oneof(
      fc.constant({ kind: 'mined' as const }),
      fc.constant({ kind: 'reverted' as const }),
      fc.constant({ kind: 'silent' as const }),
      fc.record({
        kind: fc.constant('rejected' as const),
        code: fc.constantFrom(4001, 4100, -32000, -32603, 5000),
      }),
    );
    await fc.assert(
      fc.asyncProperty(outcomes, async (outcome) => {
        const context = setup();
        await (async () => {
          context.fill(usdc(10n ** 9n), '1', TO);
          (await context.store.prepare())._unsafeUnwrap();
        })();
        if (outcome.kind === 'rejected')
          context.signer.behaviour = { fail: { code: outcome.code, message: 'no' } };
        if (outcome.kind === 'mined') context.mined();
        if (outcome.kind === 'reverted') context.mined('reverted');
        const sending = context.store.send();
        await context.clock.runAllAsync();
        const result = await sending;
        expect(context.store.status).toBe(result.isOk() ? 'success' : 'failed');
        expect(result.isOk()).toBe(outcome.kind === 'mined');
        if (result.isErr()) expect(context.store.error).toBe(result.error);
      }),
      { numRuns: 40 },
    );
  });
});
