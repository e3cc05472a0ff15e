import type { EvmTransactionRequest, Network, WalletSession } from '../ports/index.js';
import { MemoryWalletConnector, type MemoryWalletConnectorOptions } from './MemoryWalletConnector.js';

/** What the wallet does with the next eip155 send: answer a hash, never answer, or reject with `fail`. */
export type SendBehaviour = 'approve' | 'hold' | { readonly fail: unknown };

/**
 * A MemoryWalletConnector whose eip155 sends are scripted by `sendBehaviour` and recorded in `sent`; the n-th
 * send (from 1) is answered with `hashOf(n)`, so a test knows the hashes to mine.
 */
export class SendingWalletConnector extends MemoryWalletConnector {
  sendBehaviour: SendBehaviour = 'approve';
  readonly sent: EvmTransactionRequest[] = [];
  readonly #hashOf: (n: number) => `0x${string}`;

  constructor(
    info: ConstructorParameters<typeof MemoryWalletConnector>[0],
    options: MemoryWalletConnectorOptions,
    hashOf: (n: number) => `0x${string}`,
  ) {
    super(info, options);
    this.#hashOf = hashOf;
  }

  override session(target?: Network): WalletSession {
    const session = super.session(target);
    if (session.signer.namespace !== 'eip155') return session;
    return {
      ...session,
      signer: {
        ...session.signer,
        sendTransaction: ({ request }) => {
          this.sent.push(request);
          const behaviour = this.sendBehaviour;
          if (behaviour === 'approve') return Promise.resolve(this.#hashOf(this.sent.length));
          if (behaviour === 'hold') return new Promise(() => undefined);
          return Promise.reject(behaviour.fail);
        },
      },
    };
  }
}
