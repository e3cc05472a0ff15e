import { err, ok } from 'neverthrow';
import { chainIdOf, currentChainId } from '../chainIdOf.js';
import { type FrameDeps, type FrameHandlers, fieldsOf } from '../FrameDeps.js';
import { connectedSummary, userOf } from './userOf.js';

export const CHAIN_NOT_SUPPORTED = 'Chain is not supported';

/** GET_USER, IS_CONNECTED, GET_CHAIN_ID, SWITCH_NETWORK (the service's chains only), SIGN_OUT. */
export const sessionHandlers = (deps: FrameDeps): FrameHandlers => [
  [
    'GET_USER',
    async (payload) => {
      const { chainId } = fieldsOf(payload);
      const wanted = chainId === undefined ? currentChainId(deps) : chainIdOf(chainId);
      if (wanted === undefined || !deps.chainIds.includes(wanted)) return err(CHAIN_NOT_SUPPORTED);
      const user = await userOf(deps, wanted);
      if (user.isErr()) return err(user.error);
      deps.store.setChainId(wanted);
      return ok({ ...user.value, smartAccountDeployed: false });
    },
  ],
  [
    'IS_CONNECTED',
    async () => {
      const user = await userOf(deps);
      if (user.isOk()) return ok({ isConnected: true });
      return user.error === 'Not signed in' ? ok({ isConnected: false }) : err(user.error);
    },
  ],
  ['GET_CHAIN_ID', async () => ok({ chainId: currentChainId(deps) })],
  [
    'SWITCH_NETWORK',
    async (payload) => {
      const chainId = chainIdOf(fieldsOf(payload).chainId);
      if (chainId === undefined || !deps.chainIds.includes(chainId)) return err(CHAIN_NOT_SUPPORTED);
      const changed = chainId !== currentChainId(deps);
      deps.store.setChainId(chainId);
      if (changed && deps.store.token() !== undefined) {
        const user = await userOf(deps, chainId);
        if (user.isOk()) deps.sessionChanged(connectedSummary(user.value, chainId));
      }
      return ok({ chainId });
    },
  ],
  [
    'SIGN_OUT',
    async () => {
      if (deps.store.token() !== undefined) await deps.api.post('/v1/sign-out');
      deps.store.setToken(undefined);
      deps.sessionChanged({ isConnected: false, chainId: currentChainId(deps) });
      return ok(undefined);
    },
  ],
];
