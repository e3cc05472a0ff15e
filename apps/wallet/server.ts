import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontServer } from '../../services/http-front/createFrontServer.js';
import type { FarcasterApprover } from './farcaster/createFarcasterApprover.js';

/** Where `vite build --config apps/wallet/vite.config.ts` (or buildWalletApp) writes the page. */
export const WALLET_DIST_DIR = fileURLToPath(new URL('./dist', import.meta.url));
/** The sandbox wallet's port in the local stack (`npm start`). */
export const DEFAULT_WALLET_PORT = 5174;

export interface ServeWalletAppOptions {
  /** 0 lets the OS pick a free port (tests). */
  readonly port: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** The built page; default apps/wallet/dist. */
  readonly root?: string;
  /** The sandbox Farcaster approver on `/farcaster` (when the stack has a Farcaster relay). */
  readonly farcaster?: FarcasterApprover;
}

export interface WalletAppServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** The file a URL path names inside `root`, or undefined when it tries to leave it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
}

const isFile = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

function send(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

async function handle(root: string, request: IncomingMessage, response: ServerResponse, target: URL) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    return send(response, 405, 'Method Not Allowed');
  }
  const requested = resolveInside(root, target.pathname);
  if (requested === undefined) return send(response, 400, 'Bad Request');
  const candidate = requested.endsWith(sep) || requested === root ? join(requested, 'index.html') : requested;
  // Paths without an extension are the page itself (deep links like /?uri=… or /wc?uri=…).
  const file = (await isFile(candidate))
    ? candidate
    : extname(candidate) === ''
      ? join(root, 'index.html')
      : undefined;
  if (file === undefined || !(await isFile(file))) return send(response, 404, 'Not Found');
  const hashed = file.startsWith(join(root, 'assets') + sep);
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}

/**
 * Serves the built sandbox wallet (static files, no new package): `/` and extension-less paths answer
 * with index.html, hashed assets are cached for good, nothing outside `root` is reachable. Fails when the
 * page has not been built (run buildWalletApp or `vite build --config apps/wallet/vite.config.ts`).
 */
export async function serveWalletApp(options: ServeWalletAppOptions): Promise<WalletAppServer> {
  const root = normalize(options.root ?? WALLET_DIST_DIR);
  if (!(await isFile(join(root, 'index.html')))) {
    throw new Error(`The sandbox wallet is not built: ${join(root, 'index.html')} is missing`);
  }
  const host = options.host ?? '127.0.0.1';
  const { farcaster } = options;
  const server = createFrontServer(
    async (request, response, target) => {
      if (farcaster !== undefined && (await farcaster(request, response, target))) return;
      await handle(root, request, response, target);
    },
    { name: 'wallet' },
  );
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port: options.port }, () => {
      const address = server.address();
      if (typeof address === 'object' && address !== null) resolve(address.port);
      else reject(new Error('the wallet server has no address'));
    });
  });
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
