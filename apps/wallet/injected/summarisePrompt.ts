import { type Address, formatEther, type Hex, hexToString, isHex } from 'viem';

/** A request the user must approve, as the sandbox describes it in its dialog. */
export type SandboxPrompt =
  | { readonly kind: 'connect'; readonly account: Address; readonly chainId: number }
  | { readonly kind: 'signMessage'; readonly account: Address; readonly message: string | { raw: Hex } }
  | {
      readonly kind: 'signTypedData';
      readonly account: Address;
      readonly primaryType: string;
      readonly domainName?: string;
    }
  | {
      readonly kind: 'sendTransaction';
      readonly account: Address;
      readonly chainId: number;
      readonly to?: Address;
      readonly value: bigint;
      readonly data: Hex;
    }
  | {
      readonly kind: 'addChain';
      readonly chainId: number;
      readonly chainName: string;
      readonly rpcUrl: string;
    };

export interface PromptSummary {
  readonly title: string;
  readonly lines: readonly string[];
}

const MAX_TEXT = 200;
/** Text a dialog shows as it is: letters, digits, punctuation, symbols, spaces and line breaks. */
export const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u;
/** Long texts are cut to 200 characters and an ellipsis. */
export const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** Raw bytes shown as text when they are printable UTF-8, else as hex. */
const messageText = (message: string | { raw: Hex }): string => {
  if (typeof message === 'string') return message;
  if (!isHex(message.raw)) return message.raw;
  try {
    const text = hexToString(message.raw);
    return PRINTABLE.test(text) ? text : message.raw;
  } catch {
    return message.raw;
  }
};

/** Title and lines of the confirmation dialog for a prompt. */
export function summarisePrompt(prompt: SandboxPrompt): PromptSummary {
  switch (prompt.kind) {
    case 'connect':
      return {
        title: 'Connect to this site',
        lines: [`Account ${prompt.account}`, `Chain ${prompt.chainId}`],
      };
    case 'signMessage':
      return {
        title: 'Sign message',
        lines: [clip(messageText(prompt.message)), `Account ${prompt.account}`],
      };
    case 'signTypedData':
      return {
        title: 'Sign typed data',
        lines: [
          `Type ${prompt.primaryType}`,
          ...(prompt.domainName === undefined ? [] : [`Domain ${prompt.domainName}`]),
          `Account ${prompt.account}`,
        ],
      };
    case 'sendTransaction':
      return {
        title: 'Send transaction',
        lines: [
          `To ${prompt.to ?? 'a new contract'}`,
          `Value ${formatEther(prompt.value)}`,
          ...(prompt.data === '0x' ? [] : [`Data ${(prompt.data.length - 2) / 2} bytes`]),
          `Chain ${prompt.chainId}`,
          `From ${prompt.account}`,
        ],
      };
    case 'addChain':
      return {
        title: 'Add network',
        lines: [`${prompt.chainName} (chain ${prompt.chainId})`, `RPC ${prompt.rpcUrl}`],
      };
  }
}
