import { describe, expect, it } from 'vitest';
import type { EvmSigner, SolanaSigner } from '../../../ports/index.js';
import { memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { requireEvmSender } from './requireEvmSender.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const evm = { namespace: 'eip155' } as EvmSigner;
const solana = { namespace: 'solana' } as SolanaSigner;

describe('requireEvmSender', () => {
  it('gives the 0x account, its eip155 signer and the network', () => {
    const network = memoryNetwork('eip155', '1');
    expect(
      requireEvmSender({ network, address: ADDRESS.toLowerCase(), signer: evm })._unsafeUnwrap(),
    ).toEqual({
      from: ADDRESS,
      signer: evm,
      network,
    });
  });

  it('refuses, in this order: another namespace, an unsupported chain, no account or no eip155 signer', () => {
    const network = memoryNetwork('eip155', '1');
    const code = (args: Partial<Parameters<typeof requireEvmSender>[0]>) =>
      requireEvmSender({ network, address: ADDRESS, signer: evm, ...args })._unsafeUnwrapErr().message;
    expect(code({ network: memoryNetwork('solana'), isUnsupportedChain: true })).toBe(
      'Chain is not supported',
    );
    expect(code({ isUnsupportedChain: true, address: undefined })).toBe('Unsupported chain');
    const noAccount = 'Could not find an Account to execute with this Action.';
    expect(code({ address: undefined })).toBe(noAccount);
    expect(code({ address: ADDRESS.slice(2) })).toBe(noAccount);
    expect(code({ signer: undefined })).toBe(noAccount);
    expect(code({ signer: solana })).toBe(noAccount);
  });
});
