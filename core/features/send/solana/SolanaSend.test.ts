import { observable, observableRef } from 'mobx';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import type {
  Network,
  SolanaSendOptions,
  SolanaSigner,
  SolanaTransfer,
  SolanaTransferRequest,
  TokenBalance,
  WalletSession,
} from '../../../../ports/index.js';
import { flushMicrotasks, ManualClock } from '../../../../testkits/ManualClock.js';
import { MemoryChainReader } from '../../../../testkits/MemoryChainReader.js';
import { MemoryDataService } from '../../../../testkits/MemoryDataService.js';
import { MemoryLogger } from '../../../../testkits/MemoryLogger.js';
import type { AnalyticsEvent } from '../../../kernel/analytics/index.js';
import { checkedSolanaSigner } from '../../../lib/walletRpc/index.js';
import { createSendStore } from '../SendStore.js';
import type { SendAccountSource } from '../types.js';

const CLUSTER = 'solana:LatchDevnet1111111111111111111';
const NETWORK: Network = {
  id: 'LatchDevnet1111111111111111111',
  name: 'Latch Solana Devnet',
  chainNamespace: 'solana',
  caipNetworkId: CLUSTER,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};
const FROM = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const TO = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const FEE = 5_000n;
const ATA_RENT = 2_039_280n;
const RENT_MINIMUM = 890_880n;

const sol = (lamports: bigint): TokenBalance => ({
  name: 'Solana',
  symbol: 'SOL',
  chainId: CLUSTER,
  price: 0,
  quantity: { decimals: '9', numeric: formatUnits(lamports, 9) },
  iconUrl: '',
});
const usdc = (units: bigint): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: CLUSTER,
  address: `${CLUSTER}:${MINT}`,
  price: 1,
  quantity: { decimals: '6', numeric: formatUnits(units, 6) },
  iconUrl: '',
});

/** A Solana wallet whose answer each test scripts; what it was asked is kept. */
class ScriptedSolanaSigner implements SolanaSigner {
  readonly namespace = 'solana' as const;
  behaviour: 'approve' | { readonly fail: unknown } = 'approve';
  /** A wallet with `solana:signTransaction` only: its sign-and-send is missing (the adapter's UnsupportedFailure). */
  signOnly = false;
  readonly sent: { transaction: string; options?: SolanaSendOptions }[] = [];
  readonly signed: string[] = [];
  signMessage = async () => '';
  async signTransaction({ transaction }: { transaction: string }) {
    this.signed.push(transaction);
    if (this.behaviour !== 'approve') throw this.behaviour.fail;
    return `signed:${transaction}`;
  }
  async signAndSendTransaction(args: { transaction: string; options?: SolanaSendOptions }) {
    if (this.signOnly) throw { kind: 'UnsupportedFailure', capability: 'solana:signAndSendTransaction' };
    this.sent.push(args);
    if (this.behaviour !== 'approve') throw this.behaviour.fail;
    return SIGNATURE;
  }
}

interface SetupOptions {
  readonly tokens?: readonly TokenBalance[];
  /** The receiver has no account yet (SOL) / no token account (SPL). */
  readonly receiverIsNew?: boolean;
  readonly createsTokenAccount?: boolean;
  /** The reader submits signed transactions (sendSolanaTransaction) with this. */
  readonly solanaSend?: (transaction: string) => string;
}

const setup = (options: SetupOptions = {}) => {
  const clock = new ManualClock();
  const transfer = (request: SolanaTransferRequest): SolanaTransfer => {
    const creates = request.token !== undefined && (options.createsTokenAccount ?? false);
    return {
      transaction: `tx:${request.to}:${request.amount}:${request.token?.mint ?? 'SOL'}`,
      fee: { fee: FEE, rent: creates ? ATA_RENT : 0n },
      createsTokenAccount: creates,
      accountRentMinimum: RENT_MINIMUM,
      receiverIsNew: request.token === undefined && (options.receiverIsNew ?? false),
    };
  };
  const reader = new MemoryChainReader('solana', {
    solanaTransfer: transfer,
    ...(options.solanaSend === undefined ? {} : { solanaSend: options.solanaSend }),
  });
  const data = new MemoryDataService({ clock });
  const account = observable<{ -readonly [K in keyof SendAccountSource]: SendAccountSource[K] }>(
    { activeNetwork: NETWORK, address: FROM, isUnsupportedChain: false },
    { activeNetwork: observableRef },
  );
  const wallet = new ScriptedSolanaSigner();
  const session: WalletSession = {
    connector: { id: 'sandbox', name: 'Latch Sandbox Solana', type: 'ANNOUNCED', namespace: 'solana' },
    accounts: { accounts: [FROM], caipNetworkId: CLUSTER },
    signer: checkedSolanaSigner(wallet),
    request: async () => null,
  };
  const events: AnalyticsEvent[] = [];
  const sent = { count: 0 };
  const store = createSendStore(
    {
      account,
      session: (namespace) => (namespace === 'solana' ? session : undefined),
      chainReaders: { solana: reader },
      namesApi: data.names,
      getTokens: () => options.tokens ?? [sol(2_000_000_000n), usdc(50_000_000n)],
      onSent: () => {
        sent.count++;
      },
      clock,
      scheduler: clock,
      logger: new MemoryLogger(),
      track: (event) => events.push(event),
    },
    { receiptTimeoutMs: 60_000 },
  );
  const fill = (token: TokenBalance | undefined, amount: string, receiver: string) => {
    store.selectToken(token);
    store.setAmount(amount);
    store.setReceiver(receiver);
  };
  const confirmed = (status: 'success' | 'reverted' = 'success') =>
    reader.setReceipt({ hash: SIGNATURE, status, blockNumber: 7n });
  return { clock, reader, data, store, wallet, events, sent, fill, confirmed };
};

describe('SendStore on Solana: SOL', () => {
  it('previews SOL with the transfer built by the reader and its fee, then signs, sends and confirms', async () => {
    const { store, fill, reader, wallet, confirmed, sent, events } = setup();
    fill(sol(2_000_000_000n), '0.5', TO);
    const preview = (await store.prepare())._unsafeUnwrap();
    expect(preview).toMatchObject({
      namespace: 'solana',
      from: FROM,
      receiver: { address: TO },
      amountUnits: 500_000_000n,
      transaction: `tx:${TO}:500000000:SOL`,
      createsTokenAccount: false,
      fee: { units: FEE, rent: 0n, decimal: '0.000005', formatted: '0.000005', symbol: 'SOL' },
    });
    expect(reader.calls[0]).toMatchObject({
      method: 'buildSolanaTransfer',
      args: { request: { from: FROM, to: TO, amount: 500_000_000n }, network: NETWORK },
    });

    const sending = store.send();
    await flushMicrotasks();
    expect(store.status).toBe('pending');
    expect(wallet.sent).toEqual([
      { transaction: `tx:${TO}:500000000:SOL`, options: { preflightCommitment: 'confirmed' } },
    ]);
    confirmed();
    const transaction = (await sending)._unsafeUnwrap();
    expect(transaction).toEqual({ hash: SIGNATURE, explorerUrl: undefined });
    expect([store.status, sent.count]).toEqual(['success', 1]);
    expect(events.map((event) => event.event)).toContain('SEND_SUCCESS');
  });

  it('Max of SOL is the balance minus the exact fee (Solana fees are fixed)', async () => {
    const { store, fill } = setup();
    fill(sol(2_000_000_000n), '', TO);
    expect((await store.fillMax())._unsafeUnwrap()).toBe(formatUnits(2_000_000_000n - FEE, 9));
    expect(store.amount).toBe('1.999995');
    // The whole remainder goes: the sender keeps nothing, which the chain allows.
    expect((await store.prepare()).isOk()).toBe(true);
    const empty = setup({ tokens: [sol(FEE)] });
    empty.fill(sol(FEE), '', TO);
    expect((await empty.store.fillMax())._unsafeUnwrapErr().message).toBe(
      'Insufficient SOL balance to pay the network fee',
    );
  });

  it('refuses what the chain would: too little for a new account, a dust remainder, the fee over the balance', async () => {
    const fresh = setup({ receiverIsNew: true });
    fresh.fill(sol(2_000_000_000n), '0.0001', TO);
    expect((await fresh.store.prepare())._unsafeUnwrapErr().message).toBe(
      'A new Solana account must receive at least 0.00089088 SOL',
    );
    expect(fresh.store.formError?.code).toBe('SOLANA_NEW_ACCOUNT_MINIMUM');
    fresh.fill(sol(2_000_000_000n), '0.00089088', TO);
    expect((await fresh.store.prepare()).isOk()).toBe(true);

    const dust = setup({ tokens: [sol(1_000_000_000n)] });
    dust.fill(sol(1_000_000_000n), '0.9999', TO);
    expect((await dust.store.prepare())._unsafeUnwrapErr().message).toBe(
      'Keep at least 0.00089088 SOL or send all of it: a Solana account cannot hold less',
    );

    const broke = setup({ tokens: [sol(1_000_000_000n)] });
    broke.fill(sol(1_000_000_000n), '1', TO);
    expect((await broke.store.prepare())._unsafeUnwrapErr().message).toBe(
      'Insufficient SOL balance to pay the network fee',
    );
  });

  it('says a typed amount over the balance before any Preview', () => {
    const { store, fill } = setup();
    fill(sol(2_000_000_000n), '2.5', TO);
    expect(store.amountError?.message).toBe('Insufficient SOL balance');
    fill(usdc(50_000_000n), '50.000001', TO);
    expect(store.amountError?.message).toBe('Insufficient USDC balance');
  });
});

describe('SendStore on Solana: SPL tokens', () => {
  it("creates the receiver's token account: transferChecked by mint and decimals, the rent in the fee", async () => {
    const { store, fill, reader, wallet, confirmed } = setup({ createsTokenAccount: true });
    fill(usdc(50_000_000n), '12.5', TO);
    const preview = (await store.prepare())._unsafeUnwrap();
    expect(reader.calls[0]?.args).toMatchObject({
      request: { from: FROM, to: TO, amount: 12_500_000n, token: { mint: MINT, decimals: 6 } },
    });
    expect(preview).toMatchObject({
      createsTokenAccount: true,
      fee: {
        units: FEE + ATA_RENT,
        decimal: '0.00204428',
        rent: ATA_RENT,
        rentFormatted: '0.00204',
        symbol: 'SOL',
      },
    });
    const sending = store.send();
    await flushMicrotasks();
    confirmed();
    expect((await sending)._unsafeUnwrap().hash).toBe(SIGNATURE);
    expect(wallet.sent[0]?.transaction).toBe(`tx:${TO}:12500000:${MINT}`);
  });

  it('Max of a token is its whole balance (the fee is paid in SOL)', async () => {
    const { store, fill, reader } = setup();
    fill(usdc(50_000_000n), '', TO);
    expect((await store.fillMax())._unsafeUnwrap()).toBe('50');
    expect(reader.calls).toEqual([]);
  });

  it("says when SOL cannot pay the fee and the token account's rent", async () => {
    const rentless = setup({ createsTokenAccount: true, tokens: [sol(1_000_000n), usdc(50_000_000n)] });
    rentless.fill(usdc(50_000_000n), '1', TO);
    expect((await rentless.store.prepare())._unsafeUnwrapErr().message).toBe(
      "Insufficient SOL balance to pay the network fee and the rent of the receiver's token account",
    );
    const feeless = setup({ tokens: [sol(4_000n), usdc(50_000_000n)] });
    feeless.fill(usdc(50_000_000n), '1', TO);
    expect((await feeless.store.prepare())._unsafeUnwrapErr().code).toBe('INSUFFICIENT_BALANCE_FOR_FEE');
  });
});

describe('SendStore on Solana: receivers and failures', () => {
  it('checks the receiver as a Solana address (SPEC §5) and looks no name up', async () => {
    const { store, fill, clock, reader } = setup();
    const cases = [
      [
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        'This is not a Solana address: it is 32 to 44 base58 characters',
      ],
      ['alice.latch.id', 'This is not a Solana address: it is 32 to 44 base58 characters'],
      ['GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRd0', 'Address is invalid'],
      ['GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQR', 'Address is invalid'],
    ] as const;
    for (const [receiver, message] of cases) {
      fill(sol(2_000_000_000n), '0.1', receiver);
      expect(store.receiverLookup).toEqual({ status: 'none' });
      expect((await store.prepare())._unsafeUnwrapErr().message, receiver).toBe(message);
      expect(store.receiverError?.message).toBe(message);
      expect(store.formError).toBeUndefined();
    }
    clock.advance(5_000);
    expect(reader.calls).toEqual([]);
  });

  it('ends a refusal in the wallet as failed with its catalogue text, nothing refreshed', async () => {
    const { store, fill, wallet, sent } = setup();
    wallet.behaviour = { fail: { kind: 'ProviderRpcFailure', code: 4001, message: 'User rejected' } };
    fill(sol(2_000_000_000n), '0.5', TO);
    await store.prepare();
    const error = (await store.send())._unsafeUnwrapErr();
    expect(error.message).toBe('User rejected the request.');
    expect([store.status, store.error?.message, sent.count]).toEqual([
      'failed',
      'User rejected the request.',
      0,
    ]);
  });

  it('gives up waiting for the confirmation after the time-out, and a failed transaction is a failure', async () => {
    const slow = setup();
    slow.fill(sol(2_000_000_000n), '0.5', TO);
    await slow.store.prepare();
    const sending = slow.store.send();
    await flushMicrotasks();
    slow.clock.advance(60_000);
    expect((await sending)._unsafeUnwrapErr().code).toBe('RPC_TIMEOUT');
    expect(slow.store.transaction?.hash).toBe(SIGNATURE);

    const failing = setup();
    failing.fill(sol(2_000_000_000n), '0.5', TO);
    await failing.store.prepare();
    const failed = failing.store.send();
    await flushMicrotasks();
    failing.confirmed('reverted');
    expect((await failed)._unsafeUnwrapErr().code).toBe('EXECUTION_REVERTED_UNKNOWN');
  });

  it('needs a connected Solana account and a reader that builds transfers', async () => {
    const { store, fill, reader } = setup();
    fill(sol(2_000_000_000n), '0.5', TO);
    reader.fail('buildSolanaTransfer', {
      kind: 'NetworkFailure',
      message: 'down',
      url: 'http://127.0.0.1:8899',
    });
    expect((await store.prepare())._unsafeUnwrapErr().code).toBe('RPC_NETWORK_ERROR');
    expect(store.status).toBe('editing');
  });

  it("shows a node's refusal of the wallet's send as its catalogue text, never the node's words", async () => {
    const { store, fill, wallet } = setup();
    const report = 'Transaction simulation failed: BlockhashNotFound';
    wallet.behaviour = { fail: { code: -32002, message: report, data: { err: 'BlockhashNotFound' } } };
    fill(sol(2_000_000_000n), '0.5', TO);
    await store.prepare();
    const error = (await store.send())._unsafeUnwrapErr();
    expect([error.code, store.status]).toEqual(['SOLANA_BLOCKHASH_EXPIRED', 'failed']);
    expect(store.error?.message).toBe('The transaction expired. Try again');
    expect(store.error?.message).not.toContain('BlockhashNotFound');
  });
});

describe('SendStore on Solana: a wallet that only signs (solana:signTransaction)', () => {
  it('signs through the wallet, sends through the reader, then confirms', async () => {
    const { store, fill, reader, wallet, confirmed, sent } = setup({ solanaSend: () => SIGNATURE });
    wallet.signOnly = true;
    fill(sol(2_000_000_000n), '0.5', TO);
    await store.prepare();
    const sending = store.send();
    // Two wallet round trips and the reader's send before `pending`.
    await flushMicrotasks(60);
    expect(wallet.signed).toEqual([`tx:${TO}:500000000:SOL`]);
    expect(wallet.sent).toEqual([]);
    expect(reader.calls.find((call) => call.method === 'sendSolanaTransaction')).toMatchObject({
      method: 'sendSolanaTransaction',
      args: {
        transaction: `signed:tx:${TO}:500000000:SOL`,
        network: NETWORK,
        options: { preflightCommitment: 'confirmed' },
      },
    });
    expect([store.status, store.transaction?.hash]).toEqual(['pending', SIGNATURE]);
    confirmed();
    expect((await sending)._unsafeUnwrap().hash).toBe(SIGNATURE);
    expect([store.status, sent.count]).toEqual(['success', 1]);
  });

  it("shows the node's refusal of the signed transaction as its catalogue text; a refused signature sends nothing", async () => {
    const refusing = setup({ solanaSend: () => SIGNATURE });
    refusing.wallet.signOnly = true;
    refusing.reader.fail('sendSolanaTransaction', {
      code: -32002,
      message: 'Transaction simulation failed: InsufficientFundsForFee',
      data: { err: 'InsufficientFundsForFee' },
    });
    refusing.fill(sol(2_000_000_000n), '0.5', TO);
    await refusing.store.prepare();
    expect((await refusing.store.send())._unsafeUnwrapErr().message).toBe(
      'Insufficient SOL balance to pay the network fee',
    );

    const declined = setup({ solanaSend: () => SIGNATURE });
    declined.wallet.signOnly = true;
    declined.wallet.behaviour = { fail: { kind: 'ProviderRpcFailure', code: 4001, message: 'no' } };
    declined.fill(sol(2_000_000_000n), '0.5', TO);
    await declined.store.prepare();
    expect((await declined.store.send())._unsafeUnwrapErr().code).toBe('USER_REJECTED');
    expect(declined.reader.calls.map((call) => call.method)).not.toContain('sendSolanaTransaction');
  });

  it('says the wallet cannot send when the reader cannot submit either', async () => {
    const { store, fill, wallet } = setup();
    wallet.signOnly = true;
    fill(sol(2_000_000_000n), '0.5', TO);
    await store.prepare();
    expect((await store.send())._unsafeUnwrapErr()).toMatchObject({
      code: 'UNSUPPORTED_CAPABILITY',
      message: 'This wallet does not support solana:signAndSendTransaction',
    });
    expect(wallet.signed).toEqual([]);
  });
});
