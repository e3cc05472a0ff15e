import { err, ok, type Result } from 'neverthrow';
import { isAddress } from 'viem';
import { isRecord } from '../../core/lib/validation/isRecord.js';
import { DevnetError } from './DevnetError.js';
import type {
  DevnetChain,
  DevnetFarcaster,
  DevnetManifest,
  DevnetNfts,
  DevnetToken,
  Hex,
} from './manifest.js';

type Json = Readonly<Record<string, unknown>>;

/** Thrown only inside this file and turned into MANIFEST_INVALID with the path of the bad field. */
class Invalid extends Error {}

const record = (value: unknown, at: string): Json => {
  if (!isRecord(value)) throw new Invalid(`${at} is not an object`);
  return value;
};
const address = (value: unknown, at: string): Hex => {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new Invalid(`${at} is not an address`);
  return value;
};
const integer = (value: unknown, at: string): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Invalid(`${at} is not a count`);
  return value;
};
const text = (value: unknown, at: string): string => {
  if (typeof value !== 'string' || value === '') throw new Invalid(`${at} is not a string`);
  return value;
};

function token<S extends DevnetToken['symbol']>(
  value: unknown,
  symbol: S,
  at: string,
): DevnetToken & { symbol: S } {
  const json = record(value, at);
  if (json.symbol !== symbol) throw new Invalid(`${at}.symbol is not ${symbol}`);
  return {
    symbol,
    name: text(json.name, `${at}.name`),
    decimals: integer(json.decimals, `${at}.decimals`),
    address: address(json.address, `${at}.address`),
  };
}

function farcaster(value: unknown, at: string): DevnetFarcaster {
  const json = record(value, at);
  if (!Array.isArray(json.users)) throw new Invalid(`${at}.users is not a list`);
  return {
    idRegistry: address(json.idRegistry, `${at}.idRegistry`),
    users: json.users.map((item, index) => {
      const user = record(item, `${at}.users[${index}]`);
      return {
        fid: integer(user.fid, `${at}.users[${index}].fid`),
        username: text(user.username, `${at}.users[${index}].username`),
        displayName: text(user.displayName, `${at}.users[${index}].displayName`),
        custody: address(user.custody, `${at}.users[${index}].custody`),
        custodyIndex: integer(user.custodyIndex, `${at}.users[${index}].custodyIndex`),
      };
    }),
  };
}

function nfts(value: unknown, at: string): DevnetNfts {
  const json = record(value, at);
  if (!Array.isArray(json.collections)) throw new Invalid(`${at}.collections is not a list`);
  const airdrop = record(json.airdrop, `${at}.airdrop`);
  return {
    collections: json.collections.map((item, index) => {
      const collection = record(item, `${at}.collections[${index}]`);
      return {
        name: text(collection.name, `${at}.collections[${index}].name`),
        symbol: text(collection.symbol, `${at}.collections[${index}].symbol`),
        address: address(collection.address, `${at}.collections[${index}].address`),
      };
    }),
    airdrop: {
      address: address(airdrop.address, `${at}.airdrop.address`),
      sender: address(airdrop.sender, `${at}.airdrop.sender`),
    },
    holder: address(json.holder, `${at}.holder`),
  };
}

function chain(value: unknown, at: string): DevnetChain {
  const json = record(value, at);
  const chainId = integer(json.chainId, `${at}.chainId`);
  const tokens = record(json.tokens, `${at}.tokens`);
  const uniswap = record(json.uniswapV2, `${at}.uniswapV2`);
  const pairs = record(uniswap.pairs, `${at}.uniswapV2.pairs`);
  if (!Array.isArray(json.accounts)) throw new Invalid(`${at}.accounts is not a list`);
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    name: text(json.name, `${at}.name`),
    rpcUrl: text(json.rpcUrl, `${at}.rpcUrl`),
    multicall3: address(json.multicall3, `${at}.multicall3`),
    tokens: {
      USDC: token(tokens.USDC, 'USDC', `${at}.tokens.USDC`),
      DAI: token(tokens.DAI, 'DAI', `${at}.tokens.DAI`),
      WETH: token(tokens.WETH, 'WETH', `${at}.tokens.WETH`),
    },
    uniswapV2: {
      factory: address(uniswap.factory, `${at}.uniswapV2.factory`),
      router: address(uniswap.router, `${at}.uniswapV2.router`),
      pairs: {
        'USDC/DAI': address(pairs['USDC/DAI'], `${at}.uniswapV2.pairs.USDC/DAI`),
        'USDC/WETH': address(pairs['USDC/WETH'], `${at}.uniswapV2.pairs.USDC/WETH`),
      },
    },
    treasury: address(json.treasury, `${at}.treasury`),
    accounts: json.accounts.map((item, index) => address(item, `${at}.accounts[${index}]`)),
    ...(json.farcaster === undefined ? {} : { farcaster: farcaster(json.farcaster, `${at}.farcaster`) }),
    ...(json.nfts === undefined ? {} : { nfts: nfts(json.nfts, `${at}.nfts`) }),
    seededAtBlock: integer(json.seededAtBlock, `${at}.seededAtBlock`),
  };
}

/** Checks parsed JSON against DevnetManifest (version 1); the error names the first bad field. */
export function parseManifest(value: unknown): Result<DevnetManifest, DevnetError> {
  try {
    const json = record(value, 'manifest');
    if (json.version !== 1) throw new Invalid('manifest.version is not 1');
    if (!Array.isArray(json.chains)) throw new Invalid('manifest.chains is not a list');
    return ok({
      version: 1,
      mnemonic: text(json.mnemonic, 'manifest.mnemonic'),
      chains: json.chains.map((item, index) => chain(item, `manifest.chains[${index}]`)),
    });
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    return err(
      new DevnetError('MANIFEST_INVALID', 'The devnet manifest is invalid', { details: error.message }),
    );
  }
}
