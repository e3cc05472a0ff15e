import type {
  ChainNamespace,
  Logger,
  Network,
  WalletConnector,
  WalletSession,
} from '../../../ports/index.js';

export interface AuthorisedSession {
  readonly connector: WalletConnector;
  readonly session: WalletSession;
}

const firstAuthorised = async (
  candidates: readonly WalletConnector[],
  network: Network,
  logger: Logger,
): Promise<AuthorisedSession | undefined> => {
  for (const connector of candidates) {
    try {
      const session = await connector.reconnect({ network });
      if (session) return { connector, session };
    } catch (cause) {
      logger.warn('wallet reconnect failed', { connectorId: connector.info.id, cause });
    }
  }
  return undefined;
};

/**
 * For each namespace of `networks` (its first network), asks the namespace's connectors — the stored one
 * first, the others in their order — to restore a connection without prompting; the first that answers with a
 * session wins. Failures are logged and skipped. Results keep the order of `networks`.
 */
export const findAuthorisedSessions = async (
  connectors: readonly WalletConnector[],
  networks: readonly Network[],
  storedIds: Readonly<Partial<Record<ChainNamespace, string>>>,
  logger: Logger,
): Promise<readonly AuthorisedSession[]> => {
  const found: AuthorisedSession[] = [];
  const tried = new Set<ChainNamespace>();
  for (const network of networks) {
    const namespace = network.chainNamespace;
    if (tried.has(namespace)) continue;
    tried.add(namespace);
    const storedId = storedIds[namespace];
    const candidates = connectors
      .filter((connector) => connector.info.namespace === namespace)
      .sort((a, b) => Number(b.info.id === storedId) - Number(a.info.id === storedId));
    const authorised = await firstAuthorised(candidates, network, logger);
    if (authorised) found.push(authorised);
  }
  return found;
};
