import { base58, base64 } from '@scure/base';
import { VersionedTransaction } from '@solana/web3.js';
import { formatEther, hexToBytes, isAddress, isHex } from 'viem';
import { parseChainId, type WalletChain } from '../../engine/index.js';

export interface SummaryRow {
  readonly label: string;
  readonly value: string;
  /** Addresses, hashes, hex: shown in a monospace font. */
  readonly mono?: boolean;
}

/** What a request card shows: a title, labelled rows and an optional block (message text, typed data, …). */
export interface RequestSummary {
  readonly title: string;
  readonly rows: readonly SummaryRow[];
  readonly detail?: { readonly label: string; readonly text: string };
}

export interface RequestToSummarise {
  readonly method: string;
  readonly params: unknown;
  /** CAIP-2 */
  readonly chainId: string;
}

type Indexable = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;
const list = (params: unknown): readonly unknown[] => (Array.isArray(params) ? params : []);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** The chain's name and id, or a note that the wallet has no RPC for it. */
export function describeChain(chainId: number | undefined, chains: readonly WalletChain[]): string {
  if (chainId === undefined) return 'Unknown chain';
  const chain = chains.find((candidate) => candidate.chainId === chainId);
  if (chain === undefined) return `Chain ${chainId} (not available in this wallet)`;
  return `${chain.name ?? 'Chain'} (${chainId})`;
}

/** C0 controls other than tab, line feed and carriage return, and DEL: not text. */
const isControl = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f;
};

/** Bytes as UTF-8 text when they are printable text, else undefined. */
const utf8Text = (bytes: Uint8Array): string | undefined => {
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return [...decoded].some(isControl) ? undefined : decoded;
  } catch {
    return undefined;
  }
};

/** A hex message as UTF-8 text when it is printable text, else the hex itself. */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return text(message);
  if (!isHex(message)) return message;
  return utf8Text(hexToBytes(message)) ?? message;
}

const shortHex = (hex: string): string => (hex.length > 26 ? `${hex.slice(0, 14)}…${hex.slice(-8)}` : hex);

function personalSign(params: unknown): Omit<RequestSummary, 'title'> {
  const [first, second] = list(params);
  // Some dapps send [address, message]; the address is the one that is an address.
  const [message, account] =
    typeof first === 'string' && isAddress(first) && !(typeof second === 'string' && isAddress(second))
      ? [second, first]
      : [first, second];
  return {
    rows: [{ label: 'Account', value: text(account), mono: true }],
    detail: { label: 'Message', text: readableMessage(message) },
  };
}

function typedData(params: unknown): Omit<RequestSummary, 'title'> {
  const [account, data] = list(params);
  let parsed: unknown = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = undefined;
    }
  }
  const typed: Indexable = isRecord(parsed) ? parsed : {};
  const domain: Indexable = isRecord(typed.domain) ? typed.domain : {};
  const rows: SummaryRow[] = [{ label: 'Account', value: text(account), mono: true }];
  if (domain.name !== undefined) rows.push({ label: 'Domain', value: text(domain.name) });
  if (domain.version !== undefined) rows.push({ label: 'Version', value: text(domain.version) });
  if (domain.chainId !== undefined) rows.push({ label: 'Domain chain', value: text(domain.chainId) });
  if (domain.verifyingContract !== undefined) {
    rows.push({ label: 'Contract', value: text(domain.verifyingContract), mono: true });
  }
  rows.push({ label: 'Primary type', value: text(typed.primaryType) || 'unknown' });
  return {
    rows,
    detail: { label: 'Message', text: JSON.stringify(typed.message ?? data, null, 2) ?? '' },
  };
}

function transaction(params: unknown): Omit<RequestSummary, 'title'> {
  const [first] = list(params);
  const tx: Indexable = isRecord(first) ? first : {};
  const value =
    typeof tx.value === 'string' && isHex(tx.value) && tx.value.length > 2 ? BigInt(tx.value) : 0n;
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x';
  const bytes = isHex(data) ? (data.length - 2) / 2 : 0;
  const rows: SummaryRow[] = [
    { label: 'From', value: text(tx.from), mono: true },
    tx.to === undefined || tx.to === null
      ? { label: 'To', value: 'New contract' }
      : { label: 'To', value: text(tx.to), mono: true },
    { label: 'Value', value: `${formatEther(value)} ETH` },
    { label: 'Data', value: bytes === 0 ? 'none' : `${shortHex(data)} (${bytes} bytes)`, mono: bytes > 0 },
  ];
  if (tx.gas !== undefined) rows.push({ label: 'Gas limit', value: text(tx.gas), mono: true });
  return bytes > 26 ? { rows, detail: { label: 'Data', text: data } } : { rows };
}

/** A Solana request's network row: the cluster of its CAIP-2 id (`solana:<genesis hash prefix>`). */
const solanaNetwork = (chainId: string): SummaryRow => ({
  label: 'Network',
  value: chainId.startsWith('solana:') ? `Solana ${chainId.slice('solana:'.length)}` : chainId,
  mono: true,
});

/** solana_signMessage ({ message: base58, pubkey }): the message as text when it is text, else its base58. */
function solanaMessage(params: unknown): Omit<RequestSummary, 'title'> {
  const fields = isRecord(params) ? params : {};
  const message = typeof fields.message === 'string' ? fields.message : '';
  let shown = message;
  try {
    shown = utf8Text(base58.decode(message)) ?? message;
  } catch {
    // Not base58: shown as it came (the engine refuses it when asked to sign).
  }
  return {
    rows: [{ label: 'Account', value: text(fields.pubkey), mono: true }],
    detail: { label: 'Message', text: shown },
  };
}

/** solana_signTransaction / solana_signAndSendTransaction ({ transaction: base64 }): fee payer and instructions. */
function solanaTransaction(params: unknown): Omit<RequestSummary, 'title'> {
  const fields = isRecord(params) ? params : {};
  try {
    const transaction = VersionedTransaction.deserialize(base64.decode(text(fields.transaction)));
    const { message } = transaction;
    const keys = message.staticAccountKeys;
    const programs = message.compiledInstructions.map(
      (instruction) => keys[instruction.programIdIndex]?.toBase58() ?? '?',
    );
    return {
      rows: [
        { label: 'Fee payer', value: keys[0]?.toBase58() ?? '', mono: true },
        { label: 'Instructions', value: String(programs.length) },
      ],
      detail: { label: 'Programs', text: programs.join('\n') },
    };
  } catch {
    return { rows: [{ label: 'Transaction', value: 'Unreadable (not a base64 Solana transaction)' }] };
  }
}

/** The readable summary of a pending request for its card (SPEC: personal_sign, typed data, send, switch). */
export function summariseRequest(
  request: RequestToSummarise,
  chains: readonly WalletChain[],
): RequestSummary {
  if (request.method.startsWith('solana_')) return summariseSolanaRequest(request);
  const chain = { label: 'Network', value: describeChain(parseChainId(request.chainId), chains) };
  switch (request.method) {
    case 'personal_sign': {
      const summary = personalSign(request.params);
      return { title: 'Sign a message', ...summary, rows: [...summary.rows, chain] };
    }
    case 'eth_signTypedData_v4': {
      const summary = typedData(request.params);
      return { title: 'Sign typed data', ...summary, rows: [...summary.rows, chain] };
    }
    case 'eth_sendTransaction': {
      const summary = transaction(request.params);
      return { title: 'Send a transaction', ...summary, rows: [...summary.rows, chain] };
    }
    case 'wallet_switchEthereumChain': {
      const [first] = list(request.params);
      const target = parseChainId(isRecord(first) ? first.chainId : undefined);
      return {
        title: 'Switch network',
        rows: [
          { label: 'Switch to', value: describeChain(target, chains) },
          { ...chain, label: 'From' },
        ],
      };
    }
    default:
      return {
        title: request.method,
        rows: [chain],
        detail: { label: 'Parameters', text: JSON.stringify(request.params, null, 2) ?? '' },
      };
  }
}

/** The Solana namespace's requests (apps/wallet/engine's SOLANA_METHODS), with their cluster. */
function summariseSolanaRequest(request: RequestToSummarise): RequestSummary {
  const network = solanaNetwork(request.chainId);
  const titled = (title: string, summary: Omit<RequestSummary, 'title'>): RequestSummary => ({
    title,
    ...summary,
    rows: [...summary.rows, network],
  });
  switch (request.method) {
    case 'solana_signMessage':
      return titled('Sign a message', solanaMessage(request.params));
    case 'solana_signTransaction':
      return titled('Sign a Solana transaction', solanaTransaction(request.params));
    case 'solana_signAndSendTransaction':
      return titled('Send a Solana transaction', solanaTransaction(request.params));
    default:
      return titled(request.method, {
        rows: [],
        detail: { label: 'Parameters', text: JSON.stringify(request.params, null, 2) ?? '' },
      });
  }
}
