import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { loadOwnArtifact } from '../../devnet/artifacts.js';
import { DEVNET_MNEMONIC, type DevnetChain, type DevnetExtraToken, viemChain } from '../../devnet/index.js';
import { measureRoute, type RouteFigures } from './measureRoute.js';
import { withBenchApi } from './withBenchApi.js';
import { withBenchDevnet } from './withBenchDevnet.js';

export type { RouteFigures } from './measureRoute.js';

/** Six more ERC-20s so a balance answer carries 10 tokens (native + USDC, DAI, WETH + these). */
async function deployExtraTokens(chain: DevnetChain, holder: `0x${string}`): Promise<DevnetExtraToken[]> {
  const artifact = await loadOwnArtifact('MintableERC20');
  if (artifact.isErr()) throw artifact.error;
  const { abi, bytecode } = artifact.value;
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 });
  const transport = http(chain.rpcUrl);
  const wallet = createWalletClient({ account, chain: viemChain(chain), transport });
  const reader = createPublicClient({ chain: viemChain(chain), transport });
  const tokens: DevnetExtraToken[] = [];
  for (let index = 1; index <= 6; index++) {
    const symbol = `BNCH${index}`;
    const hash = await wallet.deployContract({
      abi,
      bytecode,
      args: [`Bench ${index}`, symbol, 18, account.address],
    });
    const { contractAddress } = await reader.waitForTransactionReceipt({ hash });
    if (!contractAddress) throw new Error(`deploying ${symbol} failed`);
    const mint = await wallet.writeContract({
      address: contractAddress,
      abi,
      functionName: 'mint',
      args: [holder, 10n ** 21n * BigInt(index)],
    });
    await reader.waitForTransactionReceipt({ hash: mint });
    tokens.push({ symbol, name: `Bench ${index}`, decimals: 18, address: contractAddress, pricedAs: 'DAI' });
  }
  return tokens;
}

/**
 * The balance route on a real devnet and PGlite, with 10 tokens: served from the 10 s server cache, and
 * with `forceUpdate` naming every token (one Multicall3 read per request).
 */
export function benchBalanceRoute(durationSeconds = 10): Promise<RouteFigures[]> {
  return withBenchDevnet('balance', async (seeded, dataDir) => {
    const holder = seeded.accounts[1];
    if (!holder) throw new Error('devnet did not seed');
    const chain: DevnetChain = { ...seeded, extraTokens: await deployExtraTokens(seeded, holder) };
    return withBenchApi(dataDir, [chain], async (api) => {
      const base = `${api.url}/v1/account/${holder}/balance?projectId=latch-local&chainId=eip155:31337&currency=usd`;
      const check = (await (await fetch(base)).json()) as { balances: unknown[] };
      if (check.balances.length !== 10) throw new Error(`expected 10 balances, got ${check.balances.length}`);
      const all = [
        '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        ...Object.values(chain.tokens).map((t) => t.address),
      ]
        .concat((chain.extraTokens ?? []).map((t) => t.address))
        .map((address) => `eip155:31337:${address}`)
        .join(',');
      return [
        await measureRoute('balance, 10 tokens, cached', { url: base, duration: durationSeconds }),
        await measureRoute('balance, 10 tokens, forceUpdate (chain read)', {
          url: `${base}&forceUpdate=${all}`,
          duration: durationSeconds,
        }),
        await measureRoute('supported-chains', {
          url: `${api.url}/v1/supported-chains?projectId=latch-local`,
          duration: durationSeconds,
        }),
      ];
    });
  });
}
