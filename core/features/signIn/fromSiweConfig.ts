import type {
  CaipNetworkId,
  SiweConfig,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
} from '../../../ports/index.js';
import { siwxError } from '../../lib/errors/index.js';

const referenceOf = (chainId: CaipNetworkId): number => Number(chainId.slice(chainId.indexOf(':') + 1));

const sameAccount = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The legacy `siweConfig` (EIP-4361, eip155 only) as a `SiwxConfig`: the message is the host's text over its
 * nonce and message params; a session is added when `verifyMessage` accepts it; `getSession` says whether the
 * account on that chain is signed in; revoking and clearing sessions sign out. `now` stamps Issued At.
 */
export const fromSiweConfig = (siwe: SiweConfig, now: () => number): SiwxConfig => {
  const signOut = async () => {
    await siwe.signOut();
    siwe.onSignOut?.();
  };
  const addSession = async (session: SiwxSession) => {
    const accepted = await siwe.verifyMessage({ message: session.message, signature: session.signature });
    if (!accepted)
      throw siwxError('SIWX_SESSION_INVALID', { details: 'siweConfig.verifyMessage refused it' });
    siwe.onSignIn?.({
      address: session.data.accountAddress,
      chainId: referenceOf(session.data.chainId),
    });
  };
  return {
    async createMessage({ accountAddress, chainId, notBefore }): Promise<SiwxMessage> {
      const params = (await siwe.getMessageParams?.()) ?? { domain: '', uri: '' };
      const issuedAt = new Date(now()).toISOString();
      const expirationTime =
        params.expiry === undefined ? undefined : new Date(now() + params.expiry * 1000).toISOString();
      const data: SiwxMessageData = {
        domain: params.domain,
        accountAddress,
        uri: params.uri,
        version: '1',
        chainId,
        nonce: await siwe.getNonce(accountAddress),
        issuedAt,
        ...(params.statement === undefined ? {} : { statement: params.statement }),
        ...(expirationTime === undefined ? {} : { expirationTime }),
        ...(notBefore === undefined ? {} : { notBefore }),
        ...(params.resources === undefined ? {} : { resources: params.resources }),
      };
      const text = siwe.createMessage({
        address: `did:pkh:${chainId}:${accountAddress}`,
        chainId: referenceOf(chainId),
        nonce: data.nonce,
        domain: data.domain,
        uri: data.uri,
        version: '1',
        iat: issuedAt,
        ...(data.statement === undefined ? {} : { statement: data.statement }),
        ...(expirationTime === undefined ? {} : { exp: expirationTime }),
        ...(notBefore === undefined ? {} : { nbf: notBefore }),
        ...(data.resources === undefined ? {} : { resources: data.resources }),
      });
      return { ...data, toString: () => text };
    },
    addSession,
    revokeSession: signOut,
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut();
      for (const session of sessions) await addSession(session);
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession();
      if (session === null || !sameAccount(session.address, address)) return [];
      if (session.chainId !== referenceOf(chainId)) return [];
      // The legacy config keeps no message: the session stands for the account it names.
      const data: SiwxMessageData = {
        domain: '',
        accountAddress: session.address,
        uri: '',
        version: '1',
        chainId,
        nonce: '',
        issuedAt: new Date(now()).toISOString(),
      };
      return [{ data, message: '', signature: '' }];
    },
    getRequired: () => siwe.required === true,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  };
};
