import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** One wallet of the registry snapshot (`data/wallets.json`), as stored there. */
export interface RegistryWallet {
  readonly id: string;
  readonly name: string;
  readonly homepage: string | null;
  readonly rdns: string | null;
  /** File name in `data/wallet-images/`. */
  readonly image: string | null;
  readonly app: Readonly<Record<string, string | null>>;
  readonly mobile: { readonly native: string | null; readonly universal: string | null };
  readonly desktop: { readonly native: string | null; readonly universal: string | null };
}

export interface WalletRegistry {
  /** In the registry's own ranking. */
  readonly wallets: readonly RegistryWallet[];
  /** Folder of the `<id>.webp` logos. */
  readonly imagesDir: string;
}

export const WALLET_DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const links = (value: unknown): { native: string | null; universal: string | null } => {
  const record = isRecord(value) ? value : {};
  return { native: text(record.native), universal: text(record.universal) };
};

/** A plain file name (no folders), so a registry entry can never point outside the images folder. */
const IMAGE_FILE = /^[A-Za-z0-9._-]+\.webp$/;

const toWallet = (entry: unknown, index: number): RegistryWallet => {
  if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.name !== 'string') {
    throw new Error(`wallets.json: entry ${index} has no id or name`);
  }
  const image = text(entry.image);
  const app = isRecord(entry.app) ? entry.app : {};
  return {
    id: entry.id,
    name: entry.name,
    homepage: text(entry.homepage),
    rdns: text(entry.rdns),
    image: image !== null && IMAGE_FILE.test(image) ? image : null,
    app: Object.fromEntries(Object.entries(app).map(([key, value]) => [key, text(value)])),
    mobile: links(entry.mobile),
    desktop: links(entry.desktop),
  };
};

/**
 * Reads the registry snapshot: `{source, count, wallets:[…]}` (see data/README.md). Throws when the file
 * is not of that shape or ids repeat.
 */
export const loadWalletRegistry = async (dataDir: string = WALLET_DATA_DIR): Promise<WalletRegistry> => {
  const parsed: unknown = JSON.parse(await readFile(`${dataDir.replace(/\/$/, '')}/wallets.json`, 'utf8'));
  if (!isRecord(parsed) || !Array.isArray(parsed.wallets)) {
    throw new Error('wallets.json: expected an object with a wallets array');
  }
  const wallets = parsed.wallets.map(toWallet);
  const ids = new Set(wallets.map((wallet) => wallet.id));
  if (ids.size !== wallets.length) throw new Error('wallets.json: wallet ids repeat');
  return { wallets, imagesDir: `${dataDir.replace(/\/$/, '')}/wallet-images` };
};
