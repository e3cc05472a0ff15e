import type { SiweConfig, SiwxConfig } from '../../../ports/index.js';
import type { FeatureContext } from '../../kernel/wiring/index.js';
import { siwxError } from '../../lib/errors/index.js';
import { createSignInStore, fromSiweConfig, type SignInStore, signWithWallet } from './index.js';

const notEnabled = async (): Promise<never> => {
  throw siwxError('SIWX_NOT_ENABLED');
};

/** Without `siwx` or `siweConfig`: every call fails with 'SIWX is not enabled', and nothing is asked. */
const NO_SIGN_IN: SiwxConfig = {
  createMessage: notEnabled,
  addSession: notEnabled,
  revokeSession: notEnabled,
  setSessions: notEnabled,
  getSessions: notEnabled,
};

/**
 * The sign-in flow (loaded once a wallet connects, when the host set `siwx` or `siweConfig`): the host's config,
 * or the legacy one mapped onto it, over the connected account, the modal and the wallet's signer.
 */
export const buildSiwxFeature = ({
  ports,
  connection,
  account,
  modal,
  disconnect,
  options,
}: FeatureContext): SignInStore => {
  const legacy = options.siweConfig as SiweConfig | undefined;
  const host = options.siwx as SiwxConfig | undefined;
  const config = legacy === undefined ? host : fromSiweConfig(legacy, () => ports.clock.now());
  const store = createSignInStore({
    config: config ?? NO_SIGN_IN,
    view: legacy === undefined ? 'SIWXSignMessage' : 'ConnectingSiwe',
    caipAddress: () => account.caipAddress,
    connected: () => connection.status === 'connected',
    signWithWallet: (input) => signWithWallet((namespace) => connection.session(namespace), input),
    modal,
    disconnect,
    logger: ports.logger,
  });
  if (config !== undefined) store.start();
  return store;
};
