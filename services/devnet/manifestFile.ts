import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DevnetError } from './DevnetError.js';
import { devnetPaths } from './devnetPaths.js';
import type { DevnetManifest } from './manifest.js';
import { parseManifest } from './parseManifest.js';

/**
 * The manifest at `<dataDir>/devnet/manifest.json`: `undefined` when the devnet never ran there;
 * rejects with MANIFEST_INVALID when the file is not a valid manifest.
 */
export async function readManifest(dataDir: string): Promise<DevnetManifest | undefined> {
  const file = devnetPaths(dataDir).manifest;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw new DevnetError('MANIFEST_INVALID', `Cannot read ${file}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DevnetError('MANIFEST_INVALID', `${file} is not JSON`, { cause: error });
  }
  const parsed = parseManifest(json);
  if (parsed.isErr()) throw parsed.error;
  return parsed.value;
}

/** Writes the manifest atomically (temporary file + rename), so readers never see half a file. */
export async function writeManifest(dataDir: string, manifest: DevnetManifest): Promise<string> {
  const file = devnetPaths(dataDir).manifest;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temporary, file);
  return file;
}
