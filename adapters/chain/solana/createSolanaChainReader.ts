import { base64 } from '@scure/base';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Connection, type ParsedAccountData, PublicKey, VersionedMessage } from '@solana/web3.js';
import type { Result } from 'neverthrow';
import { mapSolanaSendFailure } from '../../../core/features/send/solana/mapSolanaSendFailure.js';
import { validateSolanaAddress } from '../../../core/lib/validation/index.js';
import type {
  ChainReader,
  Network,
  SolanaFeeEstimate,
  SolanaSendOptions,
  SolanaTransfer,
  SolanaTransferRequest,
  SplTokenBalance,
  TransactionReceipt,
} from '../../../ports/index.js';
import { UnsupportedFailureError } from '../evm/failures.js';
import { buildSolanaTransfer } from './buildSolanaTransfer.js';

export interface SolanaChainReaderOptions {
  /** How long waitForTransaction waits for a signature to land; default 60 s. */
  readonly confirmTimeoutMs?: number;
  /** How often it asks for the signature's status; default 1 s. */
  readonly pollingIntervalMs?: number;
}

export interface SolanaChainReader extends ChainReader {
  readonly namespace: 'solana';
  getSplTokenBalances(args: { address: string; network: Network }): Promise<readonly SplTokenBalance[]>;
  estimateSolanaFee(args: {
    message: Uint8Array;
    newAccountSizes?: readonly number[];
    network: Network;
  }): Promise<SolanaFeeEstimate>;
  buildSolanaTransfer(args: { request: SolanaTransferRequest; network: Network }): Promise<SolanaTransfer>;
  sendSolanaTransaction(args: {
    transaction: string;
    network: Network;
    options?: SolanaSendOptions;
  }): Promise<string>;
  dispose(): void;
}

/** A signature that did not land within the reader's time-out. */
export class SolanaConfirmTimeoutError extends Error {
  constructor(
    readonly signature: string,
    readonly timeoutMs: number,
  ) {
    super(`Transaction ${signature} was not confirmed within ${timeoutMs} ms`);
    this.name = 'SolanaConfirmTimeoutError';
  }
}

const orThrow = <T, E>(result: Result<T, E>): T => {
  if (result.isErr()) throw result.error;
  return result.value;
};

/** The fee of a compiled message and the rent-exempt minimum of each new account of `newAccountSizes` bytes. */
const estimateFee = async (
  connection: Connection,
  { message, newAccountSizes = [] }: { message: Uint8Array; newAccountSizes?: readonly number[] },
): Promise<SolanaFeeEstimate> => {
  const [fee, ...rents] = await Promise.all([
    connection.getFeeForMessage(VersionedMessage.deserialize(message)),
    ...newAccountSizes.map((size) => connection.getMinimumBalanceForRentExemption(size)),
  ]);
  if (fee.value === null) throw new Error('The message has an expired blockhash: no fee can be given');
  return { fee: BigInt(fee.value), rent: rents.reduce((sum, rent) => sum + BigInt(rent), 0n) };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ChainReader for solana on @solana/web3.js 1.x: one Connection per network (its first default RPC URL),
 * balances in lamports, SPL token accounts (jsonParsed), fee + rent estimates, and confirmation by polling
 * getSignatureStatuses with a time-out. Loaded on demand only (createLazySolanaChainReader): web3.js is
 * never part of the modal's first paint.
 */
export function createSolanaChainReader(options: SolanaChainReaderOptions = {}): SolanaChainReader {
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 60_000;
  const pollingIntervalMs = options.pollingIntervalMs ?? 1_000;
  const connections = new Map<string, Connection>();
  const connectionFor = (network: Network): Connection => {
    if (network.chainNamespace !== 'solana')
      throw new UnsupportedFailureError(`network ${network.caipNetworkId}`);
    const url = network.rpcUrls.default.http[0];
    if (url === undefined) throw new UnsupportedFailureError(`an RPC URL for ${network.caipNetworkId}`);
    const made = connections.get(url) ?? new Connection(url, 'confirmed');
    connections.set(url, made);
    return made;
  };
  const ownerKey = (address: string) => new PublicKey(orThrow(validateSolanaAddress(address)));

  return {
    namespace: 'solana',
    async getNativeBalance({ address, network }) {
      return BigInt(await connectionFor(network).getBalance(ownerKey(address)));
    },
    async getSplTokenBalances({ address, network }) {
      const connection = connectionFor(network);
      const owner = ownerKey(address);
      const lists = await Promise.all(
        [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map(async (programId) => ({
          programId,
          accounts: (await connection.getParsedTokenAccountsByOwner(owner, { programId })).value,
        })),
      );
      return lists.flatMap(({ programId, accounts }) =>
        accounts.map(({ pubkey, account }) => {
          const info = (account.data as ParsedAccountData).parsed.info as {
            mint: string;
            tokenAmount: { amount: string; decimals: number };
          };
          return {
            account: pubkey.toBase58(),
            mint: info.mint,
            programId: programId.toBase58(),
            amount: BigInt(info.tokenAmount.amount),
            decimals: info.tokenAmount.decimals,
          };
        }),
      );
    },
    estimateSolanaFee: (args) => estimateFee(connectionFor(args.network), args),
    async buildSolanaTransfer({ request, network }) {
      const connection = connectionFor(network);
      orThrow(validateSolanaAddress(request.from));
      orThrow(validateSolanaAddress(request.to));
      return buildSolanaTransfer({
        connection,
        request,
        estimate: (message, newAccountSizes) => estimateFee(connection, { message, newAccountSizes }),
      });
    },
    /** sendRawTransaction with preflight at `confirmed` unless told otherwise; refusals as catalogue errors. */
    async sendSolanaTransaction({ transaction, network, options }) {
      const connection = connectionFor(network);
      try {
        return await connection.sendRawTransaction(base64.decode(transaction), {
          preflightCommitment: 'confirmed',
          ...(options as Parameters<Connection['sendRawTransaction']>[1]),
        });
      } catch (error) {
        throw mapSolanaSendFailure(error);
      }
    },
    async waitForTransaction({ hash, network }): Promise<TransactionReceipt> {
      const connection = connectionFor(network);
      const deadline = Date.now() + confirmTimeoutMs;
      for (;;) {
        const status = (await connection.getSignatureStatuses([hash])).value[0];
        if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
          return {
            hash,
            status: status.err === null ? 'success' : 'reverted',
            blockNumber: BigInt(status.slot),
          };
        if (Date.now() + pollingIntervalMs > deadline)
          throw new SolanaConfirmTimeoutError(hash, confirmTimeoutMs);
        await sleep(pollingIntervalMs);
      }
    },
    dispose() {
      connections.clear();
    },
  };
}
