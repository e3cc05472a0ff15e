import { formatEther, hexToString, isHex } from 'viem';
import type { ApprovalMethod } from './rpcPolicy.js';

/** One line of the approval: a label and the value as text (rendered as text, never as HTML). */
export interface ApprovalRow {
  readonly label: string;
  readonly value: string;
}

/** What the approval shows: a title and what is asked. */
export interface ApprovalRequest {
  readonly title: string;
  readonly rows: readonly ApprovalRow[];
}

const MAX_TEXT = 2000;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u;

/** personal_sign's message: 0x bytes shown as UTF-8 text when they are printable, else as hex. */
const messageText = (message: unknown): string => {
  if (typeof message !== 'string') return '';
  if (!isHex(message)) return clip(message);
  try {
    const text = hexToString(message);
    return clip(PRINTABLE.test(text) ? text : message);
  } catch {
    return clip(message);
  }
};

const quantityEth = (value: unknown): string => {
  if (value === undefined) return '0 ETH';
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return 'invalid';
  return `${formatEther(BigInt(value))} ETH`;
};

const dataText = (data: unknown): string => {
  if (typeof data !== 'string' || data === '0x' || data === '') return 'None';
  return `Present (${Math.max(0, Math.floor((data.length - 2) / 2))} bytes)`;
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const callRows = (call: Record<string, unknown>, prefix: string): ApprovalRow[] => [
  { label: `${prefix}To`, value: typeof call.to === 'string' ? call.to : 'New contract' },
  { label: `${prefix}Amount`, value: quantityEth(call.value) },
  { label: `${prefix}Data`, value: dataText(call.data) },
];

const typedDataRows = (raw: unknown): ApprovalRow[] => {
  let data: Record<string, unknown> = {};
  try {
    data = record(typeof raw === 'string' ? JSON.parse(raw) : raw);
  } catch {
    return [{ label: 'Data', value: 'Unreadable typed data' }];
  }
  const domain = record(data.domain);
  return [
    ...(typeof domain.name === 'string' ? [{ label: 'Domain', value: clip(domain.name) }] : []),
    ...(typeof data.primaryType === 'string' ? [{ label: 'Type', value: clip(data.primaryType) }] : []),
    { label: 'Message', value: clip(JSON.stringify(data.message ?? {}, null, 2)) },
  ];
};

/** What an unsafe request asks for, in words the user can check before approving. */
export const describeRequest = (
  method: ApprovalMethod,
  params: readonly unknown[],
  chainLabel: string,
): ApprovalRequest => {
  const network = { label: 'Network', value: chainLabel };
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign message', rows: [{ label: 'Message', value: messageText(params[0]) }, network] };
    case 'eth_signTypedData_v4':
      return { title: 'Sign typed data', rows: [...typedDataRows(params[1]), network] };
    case 'eth_sendTransaction':
      return { title: 'Send transaction', rows: [...callRows(record(params[0]), ''), network] };
    case 'wallet_sendCalls': {
      const calls = record(params[0]).calls;
      const list = Array.isArray(calls) ? calls.map(record) : [];
      return {
        title: list.length === 1 ? 'Send 1 call' : `Send ${list.length} calls`,
        rows: [
          ...list.flatMap((call, index) => callRows(call, list.length > 1 ? `Call ${index + 1}: ` : '')),
          network,
        ],
      };
    }
  }
};
