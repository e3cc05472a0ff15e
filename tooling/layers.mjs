import { existsSync } from 'node:fs';

/** The source folders the dependency rule checks; ones that do not exist yet are skipped. */
export const LAYERS = [
  'core',
  'ports',
  'adapters',
  'ui-react',
  'testkits',
  'services',
  'scripts',
  'apps',
  'e2e',
];
export const existingLayers = (root = '.') => LAYERS.filter((layer) => existsSync(`${root}/${layer}`));
