import { describe, expect, it } from 'vitest';
import { loadOwnArtifact, loadSeedArtifacts, loadUniswapArtifact, parseArtifact } from './artifacts.js';

describe('artifacts', () => {
  it('accepts creation bytecode with or without 0x and rejects a file without ABI or bytecode', () => {
    const abi = [{ type: 'constructor', inputs: [], stateMutability: 'nonpayable' }];
    expect(parseArtifact({ abi, bytecode: '6080' }, 'x')._unsafeUnwrap().bytecode).toBe('0x6080');
    expect(parseArtifact({ abi, bytecode: '0x6080' }, 'x')._unsafeUnwrap().bytecode).toBe('0x6080');
    expect(parseArtifact({ bytecode: '0x6080' }, 'x.json')._unsafeUnwrapErr().message).toBe(
      'x.json has no ABI',
    );
    expect(parseArtifact({ abi, bytecode: '0x' }, 'x.json')._unsafeUnwrapErr()).toMatchObject({
      code: 'ARTIFACT_INVALID',
      message: 'x.json has no creation bytecode',
    });
  });

  it('loads our committed artifacts and the Uniswap V2 build JSON from node_modules', async () => {
    const weth = (await loadOwnArtifact('WrappedEther'))._unsafeUnwrap();
    expect(weth.abi.some((item) => item.type === 'function' && item.name === 'deposit')).toBe(true);
    const router = (await loadUniswapArtifact('UniswapV2Router02'))._unsafeUnwrap();
    expect(router.bytecode.startsWith('0x60')).toBe(true);
    const all = (await loadSeedArtifacts())._unsafeUnwrap();
    expect(Object.keys(all).sort()).toEqual([
      'DevnetNft',
      'FarcasterIdRegistry',
      'MintableERC20',
      'Multicall3',
      'UniswapV2Factory',
      'UniswapV2Router02',
      'WrappedEther',
    ]);
  });
});
