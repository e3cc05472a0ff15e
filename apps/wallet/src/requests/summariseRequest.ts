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

/** A hex message as UTF-8 text when it is printable text, else the hex itself. */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return text(message);
  if (!isHex(message)) return message;
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message));
    return [...decoded].some(isControl) ? message : decoded;
  } catch {
    return message;
  }
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

/** The readable summary of a pending request for its card (SPEC: personal_sign, typed data, send, switch). */
export function summariseRequest(
  request: RequestToSummarise,
  chains: readonly WalletChain[],
): RequestSummary {
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
