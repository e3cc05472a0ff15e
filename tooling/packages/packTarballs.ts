import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { withPackLock } from './packLock.js';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The public packages, by name: what `npm publish` uploads, one tarball each. */
export const PUBLIC_PACKAGES = ['latch', '@latch/react', '@latch/testing', '@latch/wagmi'] as const;
export type PublicPackage = (typeof PUBLIC_PACKAGES)[number];

/**
 * `npm pack --workspace <name>` for each public package into `destination` (its `prepack` builds it first):
 * exactly the tarballs `npm publish` would upload. Resolves to each tarball's path.
 */
export async function packTarballs(destination: string): Promise<Record<PublicPackage, string>> {
  await withPackLock(() =>
    run(
      'npm',
      [
        'pack',
        ...PUBLIC_PACKAGES.flatMap((name) => ['--workspace', name]),
        '--pack-destination',
        destination,
      ],
      { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
    ),
  );
  // npm names a tarball <name without @, / as ->-<version>.tgz (its stdout also carries the builds' output).
  const { version } = JSON.parse(await readFile(`${REPO_ROOT}packages/latch/package.json`, 'utf8')) as {
    version: string;
  };
  const path = (name: PublicPackage) =>
    `${destination}/${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
  return Object.fromEntries(PUBLIC_PACKAGES.map((name) => [name, path(name)])) as Record<
    PublicPackage,
    string
  >;
}
