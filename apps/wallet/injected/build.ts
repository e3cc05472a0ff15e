import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { SandboxConfigInput } from './sandboxConfig.js';
import { SANDBOX_CONFIG_GLOBAL } from './sandboxConfig.js';

const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');

let bundled: Promise<string> | undefined;

/** Bundles main.ts and its imports (viem accounts included) into one self-contained browser IIFE. */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild produced no output for the sandbox wallet');
  return output.text;
}

export interface BuildInjectedScriptOptions {
  /** Prepended as `window.__LATCH_SANDBOX__ = …` so one string configures and installs the wallet. */
  readonly config?: SandboxConfigInput;
}

/**
 * The sandbox injected wallet as ONE plain script string, for `page.addInitScript` or a `<script>` tag.
 * Bundled in memory with esbuild on first use (nothing written to disk) and reused afterwards.
 */
export async function buildInjectedScript(options: BuildInjectedScriptOptions = {}): Promise<string> {
  bundled ??= bundle().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  const script = await bundled;
  if (options.config === undefined) return script;
  return `window.${SANDBOX_CONFIG_GLOBAL} = ${JSON.stringify(options.config)};\n${script}`;
}
