import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const fileIn = async (root: string, pathname: string): Promise<string | undefined> => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return undefined;
  const info = await stat(path).catch(() => undefined);
  if (info?.isFile()) return path;
  if (info?.isDirectory()) return fileIn(root, join(decoded, 'index.html'));
  return undefined;
};

/**
 * Serves a built single-page app from `root` (behind the HTTP front, which checked the target): files by path (never outside `root`), hashed assets cached for
 * good, and index.html (never cached) for any other path without an extension. Answers 404 otherwise.
 */
export function createStaticHandler(root: string) {
  return async (request: IncomingMessage, response: ServerResponse, target: URL): Promise<void> => {
    const { pathname } = target;
    const found =
      (await fileIn(root, pathname)) ??
      (extname(pathname) === '' ? await fileIn(root, '/index.html') : undefined);
    if (found === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const body = await readFile(found);
    response.writeHead(200, {
      'content-type': TYPES[extname(found)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
