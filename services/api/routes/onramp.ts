import type { FastifyInstance } from 'fastify';
import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest } from '../../../ports/index.js';
import { type ApiError, apiError, badRequest } from '../http/ApiError.js';
import {
  type CommonQuery,
  optionalProjectQuerySchema,
  projectIdSchema,
  projectQuerySchema,
} from '../http/commonSchemas.js';
import { requestProjectId } from '../http/requestProject.js';
import type { CheckoutCaps } from '../onramp/checkoutCaps.js';
import { createCheckoutSigner } from '../onramp/checkoutToken.js';
import { createSandboxProvider } from '../onramp/createSandboxProvider.js';
import type { OnrampFailure } from '../onramp/OnrampFailure.js';
import type { CheckoutUrlRequest, OnrampProvider } from '../onramp/OnrampProvider.js';
import type { ProjectLookup } from '../projects/createProjectLookup.js';
import { isOriginAllowed } from '../projects/isOriginAllowed.js';
import { registerOnrampCheckoutRoutes } from './onrampCheckout.js';
import type { RouteContext } from './RouteContext.js';

export interface OnrampRouteOptions {
  /** The provider behind the routes. Default: the sandbox over the configured chains. */
  readonly provider?: OnrampProvider;
  /** The projects: a return URL must be on one of the asking project's allowed origins. */
  readonly projects: ProjectLookup;
  /** The server secret the default sandbox signs its checkout ids with. */
  readonly secret: string | Uint8Array;
  /** How long a sandbox checkout id can be paid. Default 30 minutes. */
  readonly checkoutTtlMs?: number;
  /** The sandbox's payout caps per rolling day. */
  readonly checkoutCaps?: CheckoutCaps;
}

interface QuoteRoute {
  Querystring: CommonQuery;
  Body: OnrampQuoteRequest & { projectId?: string };
}
interface UrlRoute {
  Querystring: CommonQuery;
  Body: CheckoutUrlRequest & { projectId?: string };
}

const shortString = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

const quoteBody = {
  type: 'object',
  required: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'],
  properties: {
    purchaseCurrency: shortString(32),
    paymentCurrency: shortString(8),
    amount: shortString(32),
    network: shortString(64),
    paymentMethod: shortString(32),
    projectId: projectIdSchema,
  },
} as const;

const urlBody = {
  type: 'object',
  required: ['destinationWallets', 'partnerUserId'],
  properties: {
    destinationWallets: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object',
        required: ['address'],
        properties: {
          address: { type: 'string', pattern: '^[A-Za-z0-9]{20,128}$' },
          blockchains: { type: 'array', maxItems: 20, items: shortString(64) },
          assets: { type: 'array', maxItems: 50, items: shortString(32) },
        },
      },
    },
    partnerUserId: shortString(256),
    defaultNetwork: shortString(64),
    presetCryptoAmount: { type: 'number', exclusiveMinimum: 0 },
    presetFiatAmount: { type: 'number', exclusiveMinimum: 0 },
    defaultExperience: { type: 'string', enum: ['buy', 'send'] },
    redirectUrl: { type: 'string', maxLength: 2048 },
    paymentCurrency: shortString(8),
    paymentMethod: shortString(32),
    projectId: projectIdSchema,
  },
} as const;

const toApiError = (failure: OnrampFailure): ApiError =>
  apiError(failure.kind === 'invalid' ? 400 : 502, failure.field, failure.description, {
    cause: failure.cause,
  });

/** The origin of an http(s) URL; undefined for anything else. */
const httpOrigin = (value: string): string | undefined => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The on-ramp routes (CONTRACTS §1): `GET /v1/onramp/options`, `POST /v1/onramp/quote` and
 * `POST /v1/generators/onrampurl` (the provider's checkout URL, returning only to the project's allowed
 * origins), and the sandbox checkout when the sandbox is the provider. Bad input is answered with the
 * error body before the provider is asked anything.
 */
export const registerOnrampRoutes = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db' | 'chains' | 'solana' | 'requireProject' | 'publicUrl'>,
  options: OnrampRouteOptions,
): void => {
  const provider =
    options.provider ??
    createSandboxProvider({
      chains: context.chains,
      solana: context.solana,
      checkout: createCheckoutSigner({
        secret: options.secret,
        ...(options.checkoutTtlMs === undefined ? {} : { ttlMs: options.checkoutTtlMs }),
      }),
    });
  if (provider.checkout !== undefined && provider.markets !== undefined) {
    registerOnrampCheckoutRoutes(app, context, {
      quotes: provider,
      signer: provider.checkout,
      markets: provider.markets,
      projects: options.projects,
      ...(options.checkoutCaps === undefined ? {} : { caps: options.checkoutCaps }),
    });
  }

  app.get(
    '/v1/onramp/options',
    { schema: { querystring: projectQuerySchema() }, preHandler: context.requireProject },
    // Which checkout can complete here: the modal offers only it (no Coinbase on the local stack).
    async (): Promise<OnrampOptions> => ({ ...provider.options(), providers: [provider.id] }),
  );

  app.post<QuoteRoute>(
    '/v1/onramp/quote',
    {
      schema: { querystring: optionalProjectQuerySchema(), body: quoteBody },
      preHandler: context.requireProject,
    },
    async (request): Promise<OnrampQuote> => {
      const { projectId: _projectId, ...quoteRequest } = request.body;
      const quote = await provider.quote(quoteRequest);
      if (quote.isErr()) throw toApiError(quote.error);
      return quote.value;
    },
  );

  app.post<UrlRoute>(
    '/v1/generators/onrampurl',
    {
      schema: { querystring: optionalProjectQuerySchema(), body: urlBody },
      preHandler: context.requireProject,
    },
    async (request): Promise<{ url: string }> => {
      const { projectId: _projectId, ...urlRequest } = request.body;
      const projectId = requestProjectId(request);
      if (urlRequest.redirectUrl !== undefined) {
        const origin = httpOrigin(urlRequest.redirectUrl);
        if (origin === undefined) throw badRequest('redirectUrl', 'Invalid redirect URL');
        const project = projectId === undefined ? undefined : await options.projects(projectId);
        if (project === undefined || !isOriginAllowed(origin, project.allowedOrigins)) {
          throw badRequest(
            'redirectUrl',
            `The redirect URL's origin ${origin} is not allowed for this project`,
          );
        }
      }
      const url = provider.buyUrl(urlRequest, {
        publicUrl: context.publicUrl(request),
        ...(projectId === undefined ? {} : { projectId }),
      });
      if (url.isErr()) throw toApiError(url.error);
      return { url: url.value };
    },
  );
};
