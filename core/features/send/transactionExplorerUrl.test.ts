import { describe, expect, it } from 'vitest';
import { transactionExplorerUrl } from './transactionExplorerUrl.js';

const HASH = `0x${'ab'.repeat(32)}`;

describe('transactionExplorerUrl', () => {
  it('links <explorer>/tx/<hash>, trailing slashes dropped; nothing without an explorer', () => {
    const network = (url: string) => ({ blockExplorers: { default: { name: 'Etherscan', url } } });
    expect(transactionExplorerUrl(network('https://etherscan.io/'), HASH)).toBe(
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(transactionExplorerUrl(network('https://scan.test//'), HASH)).toBe(`https://scan.test/tx/${HASH}`);
    expect(transactionExplorerUrl(network('  '), HASH)).toBeUndefined();
    expect(transactionExplorerUrl({}, HASH)).toBeUndefined();
  });
});
