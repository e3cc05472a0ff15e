import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const CONFIG = fileURLToPath(new URL('./vite.config.ts', import.meta.url));

export interface GalleryServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Builds the gallery page and serves the build on a free loopback port. */
export const startGallery = async (): Promise<GalleryServer> => {
  await build({ configFile: CONFIG, logLevel: 'error' });
  const server = await preview({
    configFile: CONFIG,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0 },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the gallery preview server has no URL');
  return {
    url: url.replace(/\/$/, ''),
    close: () => server.close(),
  };
};
