import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { SolanaDevnetManifest } from './manifest.js';

/** `<dataDir>/solana-devnet/manifest.json`. */
export const solanaManifestPath = (dataDir: string): string =>
  join(resolve(dataDir), 'solana-devnet', 'manifest.json');

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const isAddress = (value: unknown): value is string => typeof value === 'string' && BASE58.test(value);
const isUrl = (value: unknown, schemes: readonly string[]) => {
  try {
    return typeof value === 'string' && schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The manifest when `json` is one, else undefined. */
export function parseSolanaManifest(json: unknown): SolanaDevnetManifest | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const manifest = json as Partial<Record<keyof SolanaDevnetManifest, unknown>>;
  const usdc = (manifest.tokens as { USDC?: Record<string, unknown> } | undefined)?.USDC;
  const valid =
    manifest.version === 1 &&
    typeof manifest.seed === 'string' &&
    typeof manifest.name === 'string' &&
    isAddress(manifest.genesisHash) &&
    typeof manifest.caipNetworkId === 'string' &&
    /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(manifest.caipNetworkId) &&
    isUrl(manifest.rpcUrl, ['http:', 'https:']) &&
    isUrl(manifest.wsUrl, ['ws:', 'wss:']) &&
    usdc !== undefined &&
    usdc.symbol === 'USDC' &&
    typeof usdc.name === 'string' &&
    Number.isInteger(usdc.decimals) &&
    isAddress(usdc.mint) &&
    isAddress(usdc.programId) &&
    isAddress(manifest.treasury) &&
    Array.isArray(manifest.accounts) &&
    manifest.accounts.every(isAddress);
  return valid ? (json as SolanaDevnetManifest) : undefined;
}

/** The manifest of the devnet that last ran on `dataDir`: undefined when none did or the file is not one. */
export async function readSolanaManifest(dataDir: string): Promise<SolanaDevnetManifest | undefined> {
  try {
    return parseSolanaManifest(JSON.parse(await readFile(solanaManifestPath(dataDir), 'utf8')));
  } catch {
    return undefined;
  }
}

/** Writes the manifest atomically (temporary file + rename). */
export async function writeSolanaManifest(dataDir: string, manifest: SolanaDevnetManifest): Promise<string> {
  const file = solanaManifestPath(dataDir);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temporary, file);
  return file;
}
