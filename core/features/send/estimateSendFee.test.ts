import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { MemoryChainReader } from '../../../testkits/MemoryChainReader.js';
import { estimateSendFee } from './estimateSendFee.js';

const NETWORK: Network = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};
const FROM = '0x52908400098527886E0F7030069857D2E4169EE7';
const TO = '0x70997970c51812dc3a010c7d01b50e20d17dc79c';
const request = { from: FROM, to: TO, value: 5n, gas: 99n } as const;

describe('estimateSendFee', () => {
  it('asks the reader for the call (without gas) and multiplies gas by the price per gas', async () => {
    const reader = new MemoryChainReader('eip155', {
      feeEstimate: { gas: 21_000n, pricePerGas: 3_000_000_000n },
    });
    const fee = await estimateSendFee({ readers: { eip155: reader }, request, network: NETWORK });
    expect(fee._unsafeUnwrap()).toEqual({
      gas: 21_000n,
      pricePerGas: 3_000_000_000n,
      units: 63_000_000_000_000n,
    });
    expect(reader.calls).toEqual([
      { method: 'estimateEvmFee', args: { request: { from: FROM, to: TO, value: 5n }, network: NETWORK } },
    ]);
  });

  it('maps a node refusal to its catalogue text (insufficient funds, revert)', async () => {
    const reader = new MemoryChainReader('eip155', { feeEstimate: { gas: 1n, pricePerGas: 1n } });
    const readers = { eip155: reader };
    reader.fail('estimateEvmFee', { code: -32000, message: 'insufficient funds for gas * price + value' }, 1);
    expect((await estimateSendFee({ readers, request, network: NETWORK }))._unsafeUnwrapErr().message).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    );
    reader.fail(
      'estimateEvmFee',
      { code: 3, message: 'execution reverted: ERC20: transfer amount exceeds balance' },
      1,
    );
    expect((await estimateSendFee({ readers, request, network: NETWORK }))._unsafeUnwrapErr().message).toBe(
      'Execution reverted with reason: ERC20: transfer amount exceeds balance.',
    );
  });

  it('needs a reader with the fee capability for the namespace', async () => {
    const none = await estimateSendFee({ readers: {}, request, network: NETWORK });
    expect(none._unsafeUnwrapErr().message).toBe('Chain adapter not found');
    const bare = await estimateSendFee({
      readers: { eip155: new MemoryChainReader() },
      request,
      network: NETWORK,
    });
    expect(bare._unsafeUnwrapErr().message).toBe('This wallet does not support fee estimates');
  });
});
