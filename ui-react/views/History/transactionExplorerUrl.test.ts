import { describe, expect, it } from 'vitest';
import { transactionExplorerUrl } from './transactionExplorerUrl.js';

const explorer = (url: string) => ({ blockExplorers: { default: { name: 'Explorer', url } } });

describe('transactionExplorerUrl', () => {
  it('joins the explorer and the hash, whatever trailing slashes the explorer has', () => {
    expect(transactionExplorerUrl(explorer('https://etherscan.io/'), '0xab')).toBe(
      'https://etherscan.io/tx/0xab',
    );
    expect(transactionExplorerUrl(explorer(' https://basescan.org// '), '0xcd')).toBe(
      'https://basescan.org/tx/0xcd',
    );
  });

  it('is undefined without an explorer or a hash', () => {
    expect(transactionExplorerUrl({}, '0xab')).toBeUndefined();
    expect(transactionExplorerUrl(explorer('  '), '0xab')).toBeUndefined();
    expect(transactionExplorerUrl(explorer('https://etherscan.io'), '')).toBeUndefined();
  });
});
