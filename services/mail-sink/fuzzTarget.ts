import type { FuzzService } from '../http-front/fuzz/FuzzService.js';
import { startMailSink } from './startMailSink.js';

/** The dev mail sink's HTTP side (startMailSink's routes). */
export const mailSinkFuzz: FuzzService = {
  name: 'mail sink',
  async start() {
    const sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
    return {
      port: Number(new URL(sink.mailboxUrl).port),
      health: { target: '/messages', status: 200 },
      close: () => sink.close(),
      spec: {
        vocabulary: ['user@example.com', 'a@b', ''],
        routes: [
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/messages', query: ['to'] },
          { method: 'GET', path: '/smtp' },
          { method: 'PUT', path: '/smtp', sample: { accepting: true } },
        ],
      },
    };
  },
};
