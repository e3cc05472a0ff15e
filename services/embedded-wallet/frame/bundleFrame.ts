import { readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The frame's entry beside this file: main.ts in the repository, main.js in the built stack (`@latch/stack`). */
const ENTRY = join(HERE, `main${extname(fileURLToPath(import.meta.url))}`);

let script: Promise<string> | undefined;
let style: Promise<string> | undefined;

const bundle = async (): Promise<string> => {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild produced no output for the wallet frame');
  return output.text;
};

/** The frame page's script: main.ts and its imports as one browser IIFE, bundled once in memory. */
export const frameScript = (): Promise<string> => {
  script ??= bundle().catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return script;
};

/** The frame page's style sheet. */
export const frameStyle = (): Promise<string> => {
  style ??= readFile(join(HERE, 'frame.css'), 'utf8');
  return style;
};
