import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mnemonicToAccount } from 'viem/accounts';
import type { ApproverConfig, ApproverIdentity } from './createFarcasterApprover.js';

type Env = Readonly<Record<string, string | undefined>>;

interface ManifestUsers {
  readonly mnemonic?: unknown;
  readonly chains?: readonly { readonly farcaster?: { readonly users?: readonly unknown[] } }[];
}

const isUser = (
  value: unknown,
): value is {
  fid: number;
  username: string;
  displayName: string;
  custody: string;
  custodyIndex: number;
} => {
  const user = value as Record<string, unknown>;
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isSafeInteger(user.fid) &&
    typeof user.username === 'string' &&
    typeof user.displayName === 'string' &&
    typeof user.custody === 'string' &&
    Number.isSafeInteger(user.custodyIndex)
  );
};

/**
 * The approver's settings on the local stack, read at each request: the relay's auth key (FARCASTER_RELAY_AUTH_KEY,
 * else the development key the relay keeps in `<LATCH_DATA_DIR>/farcaster-relay/auth-key`) and the devnet's test
 * Farcaster ids with their custody keys (the manifest's mnemonic at each id's custody index).
 */
export const approverConfigFromEnv = (env: Env) => async (): Promise<ApproverConfig> => {
  const dataDir = env.LATCH_DATA_DIR || '.latch';
  const authKey =
    env.FARCASTER_RELAY_AUTH_KEY?.trim() ||
    (await readFile(join(dataDir, 'farcaster-relay', 'auth-key'), 'utf8')).trim();
  const manifest = JSON.parse(
    await readFile(join(dataDir, 'devnet', 'manifest.json'), 'utf8'),
  ) as ManifestUsers;
  const mnemonic = typeof manifest.mnemonic === 'string' ? manifest.mnemonic : '';
  const seeded =
    manifest.chains?.find((chain) => chain.farcaster?.users !== undefined)?.farcaster?.users ?? [];
  const users: ApproverIdentity[] = seeded.filter(isUser).map((user) => ({
    fid: user.fid,
    username: user.username,
    displayName: user.displayName,
    custody: user.custody,
    account: mnemonicToAccount(mnemonic, { addressIndex: user.custodyIndex }),
  }));
  return { authKey, users };
};
