import type { FastifyInstance } from 'fastify';
import { privateKeyToAccount } from 'viem/accounts';
import { apiError } from '../../api/http/ApiError.js';
import { openWalletKey } from '../custody/walletKeyEnvelope.js';
import { findSealedKey } from '../db/users.js';
import { hostHeadersSchema } from '../http/hostGuard.js';
import { requireApproval } from '../http/requireProof.js';
import { requireSession } from '../http/requireSession.js';
import { answerWithoutKey } from '../rpc/answerWithoutKey.js';
import type { RpcFailure } from '../rpc/RpcFailure.js';
import { signWalletRequest } from '../rpc/signWalletRequest.js';
import { projectQuerySchema, type WalletRouteContext } from './WalletRouteContext.js';

const STATUS: Readonly<Record<RpcFailure['code'], number>> = {
  4100: 403,
  4200: 400,
  [-32602]: 400,
  [-32000]: 422,
};

const FIELD: Readonly<Record<RpcFailure['code'], string>> = {
  4100: 'params',
  4200: 'method',
  [-32602]: 'params',
  [-32000]: 'transaction',
};

const rpcError = (failure: RpcFailure) =>
  apiError(STATUS[failure.code], FIELD[failure.code], failure.message);

interface RpcRoute {
  Body: { method: string; params?: unknown[]; chainId?: number };
}

/**
 * POST /v1/rpc {method, params, chainId?} → {result} (RPC_REQUEST): safe reads, capabilities and call
 * status without the key; signing and sending with the session's own wallet only, and only with the frame's
 * approval (`x-latch-approval`, signed by the session's frame key over this exact body after the user's Approve).
 * The key is unsealed for that one request and dropped; it is never logged or returned.
 */
export const registerRpcRoute = (app: FastifyInstance, context: WalletRouteContext): void => {
  app.post<RpcRoute>(
    '/v1/rpc',
    {
      schema: {
        querystring: projectQuerySchema(),
        headers: hostHeadersSchema,
        body: {
          type: 'object',
          properties: {
            method: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' },
            params: { type: 'array', maxItems: 8 },
            chainId: { type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 },
          },
          required: ['method'],
        },
      },
    },
    async (request) => {
      const session = await requireSession(context, request, await context.host(request));
      const chainId = request.body.chainId ?? context.chainIds[0];
      if (chainId === undefined || !context.chainIds.includes(chainId)) {
        throw apiError(400, 'chainId', 'Chain is not supported');
      }
      const params = request.body.params ?? [];
      const read = await answerWithoutKey(context, chainId, request.body.method, params);
      if (read !== undefined) {
        if (read.isErr()) throw rpcError(read.error);
        return { result: read.value };
      }
      // Everything that needs the key is unsafe (SPEC §5): it signs only with the frame's approval of this exact request.
      await requireApproval(context, request);
      const rpcUrl = context.rpcUrls[chainId];
      const sealed = await findSealedKey(context.db, session.userId);
      if (sealed === undefined) throw new Error(`wallet of user ${session.userId} is missing`);
      const key = openWalletKey(context.ring, sealed.address, sealed);
      if (key.isErr()) throw key.error;
      const account = privateKeyToAccount(key.value);
      const result = await signWalletRequest(
        account,
        { method: request.body.method, params },
        rpcUrl === undefined ? undefined : { chainId, rpcUrl },
      );
      if (result.isErr()) throw rpcError(result.error);
      return { result: result.value };
    },
  );
};
