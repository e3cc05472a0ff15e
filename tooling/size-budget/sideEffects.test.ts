import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** The client library's folders: what a host's bundler (and the demo's) takes in. */
const LIBRARY = ['core', 'ports', 'adapters', 'ui-react'];
const TEST = /\.test\.tsx?$|\/testing\//;

const sourcesOf = (folder: string): string[] =>
  readdirSync(join(REPO, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file))
    .filter((file) => !TEST.test(file));

/** A statement at the top of a module that runs something when it is imported (not a declaration). */
const TOP_LEVEL_EFFECT =
  /^(?:if|for|while|do|try|switch|void|await|new|delete)\b|^[A-Za-z_$][\w$.]*(?:\(|\s*=[^=>])/m;

describe('package.json sideEffects', () => {
  const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { sideEffects?: unknown };

  it("declares the library's modules free of import-time effects: only CSS and the apps' page entries have them", () => {
    // With it, a bundler leaves out what a barrel (index.ts) re-exports and the page does not use, so a module only
    // a lazily loaded chunk needs is fetched with that chunk, not with the page (npm run size).
    expect(manifest.sideEffects).toEqual([
      '**/*.css',
      './apps/**/main.ts',
      './apps/**/main.tsx',
      './tooling/**/main.tsx',
    ]);
  });

  it('holds: no module of the library runs code when imported, nor is imported for its effect alone', () => {
    const offenders: string[] = [];
    for (const file of LIBRARY.flatMap(sourcesOf)) {
      const text = readFileSync(join(REPO, file), 'utf8');
      const effect = text.match(TOP_LEVEL_EFFECT);
      if (effect) offenders.push(`${relative(REPO, join(REPO, file))}: ${effect[0]}`);
      for (const bare of text.matchAll(/^import '(\.[^']*)';/gm)) {
        if (!bare[1]?.endsWith('.css')) offenders.push(`${file}: import '${bare[1]}'`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
