import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { err, ok, Result, ResultAsync } from 'neverthrow';
import type { Abi } from 'viem';
import { isRecord } from '../../core/lib/validation/isRecord.js';
import { DevnetError, toDevnetError } from './DevnetError.js';
import type { Hex } from './manifest.js';

/** What a deployable contract needs: its ABI and creation bytecode. */
export interface ContractArtifact {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

/** Our contracts, compiled by contracts/build.ts into artifacts/<Name>.json (committed). */
export const OWN_CONTRACTS = [
  'Multicall3',
  'MintableERC20',
  'WrappedEther',
  'FarcasterIdRegistry',
  'DevnetNft',
] as const;
export type OwnContract = (typeof OWN_CONTRACTS)[number];

/** Uniswap V2 build JSON read at runtime from node_modules (GPL: never copied into the repo). */
export const UNISWAP_ARTIFACTS = {
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
} as const;
export type UniswapContract = keyof typeof UNISWAP_ARTIFACTS;

const ARTIFACTS_DIR = new URL('./artifacts/', import.meta.url);
const HEX_BYTES = /^(0x)?([0-9a-fA-F]{2})+$/;

const isAbi = (value: unknown): value is Abi =>
  Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.type === 'string');

/** Checks `{abi, bytecode}` (bytecode with or without 0x, as solc and the Uniswap builds differ). */
export function parseArtifact(json: unknown, source: string): Result<ContractArtifact, DevnetError> {
  if (!isRecord(json) || !isAbi(json.abi)) {
    return err(new DevnetError('ARTIFACT_INVALID', `${source} has no ABI`));
  }
  const { bytecode } = json;
  if (typeof bytecode !== 'string' || !HEX_BYTES.test(bytecode)) {
    return err(new DevnetError('ARTIFACT_INVALID', `${source} has no creation bytecode`));
  }
  const hex: Hex = bytecode.startsWith('0x') ? `0x${bytecode.slice(2)}` : `0x${bytecode}`;
  return ok({ abi: json.abi, bytecode: hex });
}

const readArtifact = (file: string | URL, source: string): ResultAsync<ContractArtifact, DevnetError> =>
  ResultAsync.fromPromise(
    readFile(file, 'utf8'),
    toDevnetError('ARTIFACT_INVALID', `Cannot read ${source} (run \`npm run devnet:build\`?)`),
  ).andThen((text) =>
    Result.fromThrowable(
      (): unknown => JSON.parse(text),
      toDevnetError('ARTIFACT_INVALID', `${source} is not JSON`),
    )().andThen((json) => parseArtifact(json, source)),
  );

export const loadOwnArtifact = (name: OwnContract): ResultAsync<ContractArtifact, DevnetError> =>
  readArtifact(new URL(`${name}.json`, ARTIFACTS_DIR), `artifacts/${name}.json`);

export function loadUniswapArtifact(name: UniswapContract): ResultAsync<ContractArtifact, DevnetError> {
  const request = UNISWAP_ARTIFACTS[name];
  return Result.fromThrowable(
    () => createRequire(import.meta.url).resolve(request),
    toDevnetError('ARTIFACT_INVALID', `${request} is not installed`),
  )().asyncAndThen((file) => readArtifact(file, request));
}

/** Everything seeding deploys. */
export type SeedArtifacts = Readonly<Record<OwnContract | UniswapContract, ContractArtifact>>;

export const loadSeedArtifacts = (): ResultAsync<SeedArtifacts, DevnetError> =>
  ResultAsync.combine([
    loadOwnArtifact('Multicall3'),
    loadOwnArtifact('MintableERC20'),
    loadOwnArtifact('WrappedEther'),
    loadOwnArtifact('FarcasterIdRegistry'),
    loadOwnArtifact('DevnetNft'),
    loadUniswapArtifact('UniswapV2Factory'),
    loadUniswapArtifact('UniswapV2Router02'),
  ]).map(
    ([
      Multicall3,
      MintableERC20,
      WrappedEther,
      FarcasterIdRegistry,
      DevnetNft,
      UniswapV2Factory,
      UniswapV2Router02,
    ]) => ({
      Multicall3,
      MintableERC20,
      WrappedEther,
      FarcasterIdRegistry,
      DevnetNft,
      UniswapV2Factory,
      UniswapV2Router02,
    }),
  );
