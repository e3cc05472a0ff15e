/**
 * `npm run devnet:build`: compiles services/devnet/contracts/*.sol offline (npm solc) and writes
 * services/devnet/artifacts/<Name>.json ({abi, bytecode}), which are committed so `npm start` needs no compiler.
 * The files are then formatted by the project's Biome so `biome check` stays clean.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { compileContracts, compilerVersion } from './compileContracts.js';

const ARTIFACTS_DIR = new URL('../artifacts/', import.meta.url);

const started = performance.now();
const compiled = compileContracts();
if (compiled.isErr()) {
  console.error(compiled.error.message);
  process.exitCode = 1;
} else {
  const files: string[] = [];
  for (const { name, artifact } of compiled.value) {
    const file = fileURLToPath(new URL(`${name}.json`, ARTIFACTS_DIR));
    await writeFile(file, `${JSON.stringify(artifact, null, 2)}\n`);
    files.push(file);
    console.log(`artifacts/${name}.json: ${(artifact.bytecode.length - 2) / 2} bytes of creation code`);
  }
  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
  execFileSync(process.execPath, [biome, 'format', '--write', ...files], { stdio: 'ignore' });
  console.log(`compiled with solc ${compilerVersion()} in ${Math.round(performance.now() - started)} ms`);
}
