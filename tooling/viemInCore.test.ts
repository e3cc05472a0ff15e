// core may use viem's pure utilities only. dependency-cruiser checks the subpaths (.dependency-cruiser.cjs); the
// client and transport factories of viem's root entry are refused by name by biome.json's noRestrictedImports
// (core override). Both planted files are linted with the project's own configuration in a temporary copy.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const BIOME = join(root, 'node_modules', '.bin', 'biome');

let project = '';

const lint = async (source: string): Promise<{ ok: boolean; output: string }> => {
  const file = join(project, 'core', `planted-${Math.random().toString(36).slice(2)}.ts`);
  await writeFile(file, source);
  try {
    const { stdout, stderr } = await promisify(execFile)(BIOME, ['lint', file], { cwd: project });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
};

describe('viem in core (biome noRestrictedImports)', () => {
  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'latch-viem-rule-'));
    const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    await writeFile(join(project, 'biome.json'), JSON.stringify(config));
    await mkdir(join(project, 'core'));
  });
  afterAll(async () => {
    if (project !== '') await rm(project, { recursive: true, force: true });
  });

  it('refuses a client or a transport from viem', async () => {
    const result = await lint(
      "import { createPublicClient, http } from 'viem';\n\nexport const client = createPublicClient({ transport: http() });\n",
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain("core uses viem's pure utilities only");
  });

  it("accepts viem's pure utilities", async () => {
    const result = await lint(
      "import { formatUnits, getAddress } from 'viem';\n\nexport const show = [formatUnits, getAddress];\n",
    );
    expect(result).toEqual({ ok: true, output: expect.any(String) });
  });
});
