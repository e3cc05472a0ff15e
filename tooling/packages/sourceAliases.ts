import { fileURLToPath } from 'node:url';

/**
 * Inside this repository the packages' names resolve to their sources, so the demo, the tests and the type-check
 * run what the packages are built from, with no build first. The same names as tsconfig.json's `paths`
 * (sourceAliases.test.ts holds the two together). Outside, a host resolves them to the built packages.
 */
export const SOURCE_ENTRIES = {
  latch: 'adapters/root/index.ts',
  'latch/solana': 'adapters/root/solana.ts',
  'latch/networks': 'adapters/root/networks.ts',
  'latch/local': 'adapters/root/localStack.ts',
  'latch/node': 'adapters/root/node.ts',
  'latch/eip1193': 'adapters/root/eip1193.ts',
  '@latch/react': 'ui-react/index.ts',
  '@latch/testing': 'testkits/hostTesting.ts',
  '@latch/testing/arbitraries': 'testkits/arbitraries/index.ts',
  '@latch/wagmi': 'adapters/wagmi/index.ts',
} as const;

const escapeName = (name: string) => name.replace(/[/.]/g, (char) => `\\${char}`);

/** Vite's and vitest's `resolve.alias` entries: each name, exactly, to its source file. */
export const sourceAliases = (): { find: RegExp; replacement: string }[] =>
  Object.entries(SOURCE_ENTRIES).map(([name, path]) => ({
    find: new RegExp(`^${escapeName(name)}$`),
    replacement: fileURLToPath(new URL(`../../${path}`, import.meta.url)),
  }));
