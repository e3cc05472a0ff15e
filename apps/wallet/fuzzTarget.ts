import type { FuzzService } from '../../services/http-front/fuzz/FuzzService.js';
import { writeStaticPage } from '../../services/http-front/fuzz/staticPage.js';
import { createFarcasterApprover } from './farcaster/createFarcasterApprover.js';
import { serveWalletApp } from './server.js';

/** The sandbox wallet's static server (serveWalletApp, behind createFrontServer) with its Farcaster approver. */
export const walletFuzz: FuzzService = {
  name: 'wallet static server',
  async start() {
    const page = await writeStaticPage('wallet');
    const farcaster = createFarcasterApprover({
      relayUrl: 'http://127.0.0.1:9',
      config: async () => ({ authKey: 'k'.repeat(32), users: [] }),
    });
    const wallet = await serveWalletApp({ port: 0, root: page.dir, farcaster });
    return {
      port: wallet.port,
      health: { target: '/farcaster', status: 200 },
      close: async () => {
        await wallet.close();
        await page.remove();
      },
      spec: {
        vocabulary: [
          'index.html',
          'index-abc.js',
          '..',
          'farcaster',
          'abc123',
          'https://farcaster.xyz/~/siwf?channelToken=abc',
        ],
        headers: { origin: [wallet.url], 'content-type': ['application/x-www-form-urlencoded'] },
        routes: [
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/:page', query: ['uri'] },
          { method: 'GET', path: '/assets/:file' },
          { method: 'HEAD', path: '/assets/:file' },
          { method: 'GET', path: '/farcaster', query: ['channelToken', 'uri'] },
          {
            method: 'POST',
            path: '/farcaster/approve',
            encoding: 'form',
            sample: { channelToken: 'abc123', fid: '1' },
          },
          { method: 'POST', path: '/farcaster/reject', encoding: 'form', sample: { channelToken: 'abc123' } },
        ],
      },
    };
  },
};
