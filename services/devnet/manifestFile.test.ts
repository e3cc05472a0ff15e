import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetPaths } from './devnetPaths.js';
import { readManifest, writeManifest } from './manifestFile.js';
import { sampleManifest } from './manifestFixture.js';

describe('readManifest / writeManifest', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latch-manifest-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads nothing where the devnet never ran', async () => {
    expect(await readManifest(join(dataDir, 'empty'))).toBeUndefined();
  });

  it('writes <dataDir>/devnet/manifest.json and reads it back, leaving no temporary file', async () => {
    const file = await writeManifest(dataDir, sampleManifest());
    expect(file).toBe(join(dataDir, 'devnet', 'manifest.json'));
    expect(await readManifest(dataDir)).toEqual(sampleManifest());
    expect(await readdir(join(dataDir, 'devnet'))).toEqual(['manifest.json']);
  });

  it('rejects a file that is not JSON or not a manifest with MANIFEST_INVALID', async () => {
    const broken = join(dataDir, 'broken');
    await mkdir(devnetPaths(broken).dir, { recursive: true });
    await writeFile(devnetPaths(broken).manifest, '{"version":');
    await expect(readManifest(broken)).rejects.toMatchObject({ code: 'MANIFEST_INVALID' });
    await writeFile(devnetPaths(broken).manifest, '{"version":1}');
    await expect(readManifest(broken)).rejects.toMatchObject({
      code: 'MANIFEST_INVALID',
      details: 'manifest.chains is not a list',
    });
  });

  it('places state files per chain beside the manifest', () => {
    expect(devnetPaths('/data').state(31338)).toBe('/data/devnet/31338.state.json');
  });
});
