import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFrontServer } from '../../services/http-front/createFrontServer.js';
import { buildInjectedScript } from '../wallet/injected/build.js';
import { buildDemo } from './buildDemo.js';
import { createStaticHandler } from './serveStatic.js';
import { type DemoConfig, sandboxSolana } from './src/demoConfig.js';
import { SANDBOX_SCRIPT_PATH } from './src/loadSandboxWallet.js';

export const DEMO_CONFIG_PATH = '/demo-config.json';

export interface ServeDemoOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Default 127.0.0.1 (loopback only). */
  readonly host?: string;
  /** Where the local stack runs, handed to the page at /demo-config.json. */
  readonly config: DemoConfig;
  /** Where builds are cached (default apps/demo/dist). */
  readonly distDir?: string;
  readonly log?: (line: string) => void;
}

export interface DemoServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const send = (response: ServerResponse, type: string, body: string) => {
  response
    .writeHead(200, {
      'content-type': type,
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(body),
    })
    .end(body);
};

export interface ServeDemoFilesOptions extends Omit<ServeDemoOptions, 'distDir'> {
  /** The built page (what buildDemo made). */
  readonly dir: string;
}

/**
 * Serves the demo page (built with vite, or reused from the cache) on loopback, with `/demo-config.json` (the
 * stack's URLs) and `/sandbox-wallet.js` (the sandbox injected wallet on the configured chains and, when the stack gives its seed, the Solana
 * devnet, for `?sandbox=1`).
 */
export async function serveDemo(options: ServeDemoOptions): Promise<DemoServer> {
  const { distDir, ...rest } = options;
  const build = await buildDemo({
    ...(distDir === undefined ? {} : { distDir }),
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  return serveDemoFiles({ ...rest, dir: build.dir });
}

/** serveDemo's server for a page already built in `dir`, behind the HTTP front. */
export async function serveDemoFiles(options: ServeDemoFilesOptions): Promise<DemoServer> {
  const { config } = options;
  const serveFile = createStaticHandler(options.dir);
  const rpcUrls = Object.fromEntries(config.chains.map((chain) => [String(chain.chainId), chain.rpcUrl]));
  const solana = sandboxSolana(config);
  let sandboxScript: Promise<string> | undefined;

  const handle = async (request: IncomingMessage, response: ServerResponse, target: URL): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = target;
    if (pathname === DEMO_CONFIG_PATH) return send(response, 'application/json', JSON.stringify(config));
    if (pathname === SANDBOX_SCRIPT_PATH) {
      sandboxScript ??= buildInjectedScript({
        config: { rpcUrls, ...(solana === undefined ? {} : { solana }) },
      });
      return send(response, 'text/javascript; charset=utf-8', await sandboxScript);
    }
    return serveFile(request, response, target);
  };

  const server = createFrontServer(handle, {
    name: 'demo',
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
