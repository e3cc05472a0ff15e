import type { FastifyInstance } from 'fastify';
import { projectNotConfigured } from '../../api/http/projectGuard.js';
import type { ProjectLookup } from '../../api/projects/createProjectLookup.js';
import { frameScript, frameStyle } from '../frame/bundleFrame.js';
import { chainIdOf } from '../frame/chainIdOf.js';
import { framePagePolicy, renderFramePage } from '../frame/renderFramePage.js';
import { projectQuerySchema } from './WalletRouteContext.js';

/** The frame's own version, READY's payload (CONTRACTS §3). */
export const FRAME_VERSION = '1.0.0';

interface FrameQuery {
  Querystring: {
    projectId: string;
    chainId?: string;
    version?: string;
    enableLogger?: string;
    rpcUrl?: string;
  };
}

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * GET /sdk?projectId&chainId&version&enableLogger&rpcUrl: the frame page (CONTRACTS §3), framed only by
 * the project's allowed origins (CSP `frame-ancestors`). `version` (the host's SDK version) and `rpcUrl`
 * are accepted and bounded but not used: the frame reads chains through its own service.
 * GET /sdk/frame.js and /sdk/frame.css: its script (bundled from frame/) and style.
 */
export const registerFramePageRoutes = (
  app: FastifyInstance,
  context: {
    readonly lookup: ProjectLookup;
    readonly chainIds: readonly number[];
    /** The offered social providers (READY tells the host page). */
    readonly socialProviders: readonly string[];
  },
): void => {
  app.get<FrameQuery>(
    '/sdk',
    {
      schema: {
        querystring: projectQuerySchema({
          chainId: { type: 'string', maxLength: 40 },
          version: { type: 'string', maxLength: 64 },
          enableLogger: { type: 'string', enum: ['true', 'false'] },
          rpcUrl: { type: 'string', maxLength: 2048 },
        }),
      },
    },
    async (request, reply) => {
      const { projectId, chainId, enableLogger } = request.query;
      const project = await context.lookup(projectId);
      if (project === undefined) throw projectNotConfigured(projectId);
      const wanted = chainIdOf(chainId);
      const html = renderFramePage({
        projectId,
        allowedOrigins: project.allowedOrigins,
        chainIds: context.chainIds,
        ...(wanted !== undefined && context.chainIds.includes(wanted) ? { chainId: wanted } : {}),
        version: FRAME_VERSION,
        socialProviders: context.socialProviders,
        enableLogger: enableLogger === 'true',
      });
      return reply
        .headers({
          ...COMMON_HEADERS,
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': framePagePolicy(project.allowedOrigins),
        })
        .send(html);
    },
  );
  app.get('/sdk/frame.js', async (_request, reply) =>
    reply
      .headers({
        ...COMMON_HEADERS,
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      })
      .send(await frameScript()),
  );
  app.get('/sdk/frame.css', async (_request, reply) =>
    reply
      .headers({ ...COMMON_HEADERS, 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' })
      .send(await frameStyle()),
  );
};
