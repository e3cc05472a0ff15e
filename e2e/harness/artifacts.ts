import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Journey screenshots (test artifacts): test-results/e2e/<J>.png, and <J>-failure.png when one fails. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../test-results/e2e', import.meta.url));

export async function artifactPath(name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  return join(ARTIFACTS_DIR, `${name}.png`);
}
