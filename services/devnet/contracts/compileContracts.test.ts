import { readFile } from 'node:fs/promises';
import { toFunctionSignature } from 'viem';
import { describe, expect, it } from 'vitest';
import { compileContracts } from './compileContracts.js';

const committed = async (name: string): Promise<unknown> =>
  JSON.parse(await readFile(new URL(`../artifacts/${name}.json`, import.meta.url), 'utf8'));

describe('compileContracts', () => {
  const compiled = compileContracts()._unsafeUnwrap();

  it('reproduces the committed artifacts byte for byte (run `npm run devnet:build` after editing a .sol)', async () => {
    expect(compiled.map(({ name }) => name)).toEqual([
      'Multicall3',
      'MintableERC20',
      'WrappedEther',
      'FarcasterIdRegistry',
      'DevnetNft',
    ]);
    for (const { name, artifact } of compiled) expect(await committed(name)).toEqual(artifact);
  });

  it('gives Multicall3 the full public Multicall3 interface', () => {
    const multicall = compiled.find(({ name }) => name === 'Multicall3')?.artifact;
    const signatures = (multicall?.abi ?? []).flatMap((item) =>
      item.type === 'function' ? [toFunctionSignature(item)] : [],
    );
    expect(signatures.sort()).toEqual(
      [
        'aggregate((address,bytes)[])',
        'aggregate3((address,bool,bytes)[])',
        'aggregate3Value((address,bool,uint256,bytes)[])',
        'blockAndAggregate((address,bytes)[])',
        'getBasefee()',
        'getBlockHash(uint256)',
        'getBlockNumber()',
        'getChainId()',
        'getCurrentBlockCoinbase()',
        'getCurrentBlockDifficulty()',
        'getCurrentBlockGasLimit()',
        'getCurrentBlockTimestamp()',
        'getEthBalance(address)',
        'getLastBlockHash()',
        'tryAggregate(bool,(address,bytes)[])',
        'tryBlockAndAggregate(bool,(address,bytes)[])',
      ].sort(),
    );
  });

  it('gives WrappedEther the WETH9 interface and the stablecoin owner-only minting with permit', () => {
    const functions = (name: string) =>
      (compiled.find((item) => item.name === name)?.artifact.abi ?? []).flatMap((item) =>
        item.type === 'function' ? [item.name] : [],
      );
    expect(functions('WrappedEther')).toEqual(
      expect.arrayContaining([
        'deposit',
        'withdraw',
        'totalSupply',
        'balanceOf',
        'allowance',
        'approve',
        'transfer',
        'transferFrom',
      ]),
    );
    expect(functions('MintableERC20')).toEqual(
      expect.arrayContaining(['mint', 'owner', 'permit', 'nonces', 'decimals']),
    );
  });

  it("gives the Farcaster ID registry stand-in the reads of Optimism's IdRegistry", () => {
    const registry = compiled.find(({ name }) => name === 'FarcasterIdRegistry')?.artifact;
    const signatures = (registry?.abi ?? []).flatMap((item) =>
      item.type === 'function' ? [toFunctionSignature(item)] : [],
    );
    expect(signatures.sort()).toEqual(
      ['custodyOf(uint256)', 'idCounter()', 'idOf(address)', 'owner()', 'register(uint256,address)'].sort(),
    );
  });
});
