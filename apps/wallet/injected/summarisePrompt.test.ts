import { describe, expect, it } from 'vitest';
import { summarisePrompt } from './summarisePrompt.js';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('summarisePrompt', () => {
  it('shows raw message bytes as text when printable, else as hex, clipped to 200 characters', () => {
    const text = summarisePrompt({ kind: 'signMessage', account: ACCOUNT, message: { raw: '0x6869' } });
    expect(text.lines[0]).toBe('hi');
    const binary = summarisePrompt({ kind: 'signMessage', account: ACCOUNT, message: { raw: '0x00ff' } });
    expect(binary.lines[0]).toBe('0x00ff');
    const long = summarisePrompt({ kind: 'signMessage', account: ACCOUNT, message: 'x'.repeat(500) });
    expect(long.lines[0]).toHaveLength(201);
  });

  it('describes transactions, typed data, connections and new networks', () => {
    expect(
      summarisePrompt({
        kind: 'sendTransaction',
        account: ACCOUNT,
        chainId: 31337,
        to: ACCOUNT,
        value: 1_500_000_000_000_000_000n,
        data: '0xabcd',
      }),
    ).toEqual({
      title: 'Send transaction',
      lines: [`To ${ACCOUNT}`, 'Value 1.5', 'Data 2 bytes', 'Chain 31337', `From ${ACCOUNT}`],
    });
    expect(
      summarisePrompt({ kind: 'sendTransaction', account: ACCOUNT, chainId: 1, value: 0n, data: '0x' })
        .lines[0],
    ).toBe('To a new contract');
    expect(
      summarisePrompt({ kind: 'signTypedData', account: ACCOUNT, primaryType: 'Permit', domainName: 'USDC' })
        .lines,
    ).toEqual(['Type Permit', 'Domain USDC', `Account ${ACCOUNT}`]);
    expect(summarisePrompt({ kind: 'connect', account: ACCOUNT, chainId: 31337 }).title).toBe(
      'Connect to this site',
    );
    expect(
      summarisePrompt({ kind: 'addChain', chainId: 10, chainName: 'OP', rpcUrl: 'http://127.0.0.1:9' }).lines,
    ).toEqual(['OP (chain 10)', 'RPC http://127.0.0.1:9']);
  });
});
