import { err, ok } from 'neverthrow';
import { chainIdOf, currentChainId } from '../chainIdOf.js';
import { describeRequest } from '../describeRequest.js';
import { type FrameDeps, type FrameHandler, fieldsOf } from '../FrameDeps.js';
import { NOT_ALLOWED, USER_REJECTED } from '../protocol.js';
import { type ApprovalMethod, rpcPolicy } from '../rpcPolicy.js';
import { CHAIN_NOT_SUPPORTED } from './sessionHandlers.js';
import { NOT_SIGNED_IN } from './userOf.js';

const METHOD = /^[A-Za-z0-9_]{1,64}$/;
const MAX_PARAMS = 8;

/**
 * RPC_REQUEST {method, params, chainId?}: unsafe requests are shown in the frame and go to the service
 * only on Approve, with the frame's signed approval of that exact request ('User rejected the request.' on Reject); safe reads go straight through; anything
 * else is refused with 'Requested RPC call is not allowed'.
 */
export const rpcRequest =
  (deps: FrameDeps): FrameHandler =>
  async (payload) => {
    const { method, params = [], chainId } = fieldsOf(payload);
    if (typeof method !== 'string' || !METHOD.test(method)) return err(NOT_ALLOWED);
    const policy = rpcPolicy(method);
    if (policy === 'refuse') return err(NOT_ALLOWED);
    if (!Array.isArray(params) || params.length > MAX_PARAMS) return err('Invalid request parameters');
    const chain = chainId === undefined ? currentChainId(deps) : chainIdOf(chainId);
    if (chain === undefined || !deps.chainIds.includes(chain)) return err(CHAIN_NOT_SUPPORTED);
    if (deps.store.token() === undefined) return err(NOT_SIGNED_IN);
    if (policy === 'approve') {
      const request = describeRequest(method as ApprovalMethod, params, `Chain ${chain}`);
      const approved = await deps.approve({
        ...request,
        rows: [{ label: 'Site', value: deps.hostOrigin }, ...request.rows],
      });
      if (!approved) return err(USER_REJECTED);
    }
    const answered = await deps.api.post<{ result: unknown }>(
      '/v1/rpc',
      { method, params, chainId: chain },
      policy === 'approve' ? { approved: true } : {},
    );
    return answered.isOk() ? ok(answered.value.result) : err(answered.error.message);
  };
