import { clip, PRINTABLE, type PromptSummary } from '../summarisePrompt.js';

/** A Solana request the user must approve, as the sandbox describes it in its dialog. */
export type SandboxSolanaPrompt =
  | { readonly kind: 'connect'; readonly account: string; readonly cluster: string }
  | { readonly kind: 'signMessage'; readonly account: string; readonly message: Uint8Array }
  | {
      readonly kind: 'signTransaction' | 'sendTransaction';
      readonly account: string;
      readonly cluster: string;
      readonly instructions: number;
    };

/** Message bytes as text when they are printable UTF-8, else as their length. */
const messageText = (message: Uint8Array): string => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message);
    if (PRINTABLE.test(text)) return clip(text);
  } catch {
    // not UTF-8: described by its length below
  }
  return `${message.length} bytes`;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Title and lines of the confirmation dialog for a Solana prompt. */
export function summariseSolanaPrompt(prompt: SandboxSolanaPrompt): PromptSummary {
  switch (prompt.kind) {
    case 'connect':
      return {
        title: 'Connect to this site (Solana)',
        lines: [`Account ${prompt.account}`, `Cluster ${prompt.cluster}`],
      };
    case 'signMessage':
      return {
        title: 'Sign message (Solana)',
        lines: [messageText(prompt.message), `Account ${prompt.account}`],
      };
    case 'signTransaction':
    case 'sendTransaction':
      return {
        title: prompt.kind === 'sendTransaction' ? 'Send transaction (Solana)' : 'Sign transaction (Solana)',
        lines: [
          plural(prompt.instructions, 'instruction'),
          `Cluster ${prompt.cluster}`,
          `From ${prompt.account}`,
        ],
      };
  }
}
