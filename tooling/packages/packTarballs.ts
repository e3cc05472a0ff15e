import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The public packages, by name: what `npm publish` uploads, one tarball each. */
export const PUBLIC_PACKAGES = ['latch', '@latch/react', '@latch/testing'] as const;
export type PublicPackage = (typeof PUBLIC_PACKAGES)[number];

/**
 * `npm pack --workspace <name>` for each public package into `destination` (its `prepack` builds it first):
 * exactly the tarballs `npm publish` would upload. Resolves to each tarball's path.
 */
export async function packTarballs(destination: string): Promise<Record<PublicPackage, string>> {
  const { stdout } = await run(
    'npm',
    ['pack', ...PUBLIC_PACKAGES.flatMap((name) => ['--workspace', name]), '--pack-destination', destination, '--json'],
    { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  const packed = JSON.parse(stdout) as { name: string; filename: string }[];
  const byName = new Map(packed.map((entry) => [entry.name, `${destination}/${entry.filename}`]));
  const path = (name: PublicPackage) => {
    const found = byName.get(name);
    if (found === undefined) throw new Error(`npm pack made no tarball for ${name}`);
    return found;
  };
  return { latch: path('latch'), '@latch/react': path('@latch/react'), '@latch/testing': path('@latch/testing') };
}
