import type { FuzzService } from '../../services/http-front/fuzz/FuzzService.js';
import { writeStaticPage } from '../../services/http-front/fuzz/staticPage.js';
import { DEMO_CONFIG_PATH, serveDemoFiles } from './server.js';
import { createDemoConfig } from './src/demoConfig.js';

/** The demo page's server (serveDemoFiles: the config, the static files of serveStatic) over a small built page. */
export const demoFuzz: FuzzService = {
  name: 'demo static server',
  async start() {
    const page = await writeStaticPage('demo');
    const config = createDemoConfig({ dataServiceUrl: 'http://127.0.0.1:9', relayUrl: 'ws://127.0.0.1:9' });
    const demo = await serveDemoFiles({ port: 0, config, dir: page.dir });
    return {
      port: demo.port,
      health: { target: DEMO_CONFIG_PATH, status: 200 },
      close: async () => {
        await demo.close();
        await page.remove();
      },
      spec: {
        vocabulary: ['index.html', 'index-abc.js', '..', '%2e%2e', 'assets'],
        routes: [
          { method: 'GET', path: '/' },
          { method: 'GET', path: DEMO_CONFIG_PATH },
          { method: 'GET', path: '/:page', query: ['sandbox', 'uri'] },
          { method: 'HEAD', path: '/assets/:file' },
          { method: 'GET', path: '/assets/:file' },
          { method: 'GET', path: '/:a/:b/:c' },
        ],
      },
    };
  },
};
