import type { FastifyRequest } from 'fastify';
import type { ProjectLookup } from '../../api/projects/createProjectLookup.js';
import type { HostContext } from '../http/hostGuard.js';
import type { LoginDeps } from '../otp/LoginDeps.js';
import type { SeenProofs } from '../proof/seenProofs.js';

/** What the wallet service's routes share. */
export interface WalletRouteContext extends LoginDeps {
  /** The project and host page of a request; throws 403 `unverified_domain` for hosts not allowed. */
  readonly host: (request: FastifyRequest) => Promise<HostContext>;
  /** The data service's projects (cached): allowed origins, registered social return URLs. */
  readonly project: ProjectLookup;
  /** Chains the wallet signs for; the first is the default. */
  readonly chainIds: readonly number[];
  /** The node of each chain it can send on. */
  readonly rpcUrls: Readonly<Record<number, string>>;
  /** The service's own origin (the base of the device-confirmation link). */
  readonly ownOrigin: () => string;
  /** The proofs and approvals seen within the replay window. */
  readonly seen: SeenProofs;
}

/** `?projectId=` (required) with the usual `st` / `sv`. */
export { projectQuerySchema } from '../../api/http/commonSchemas.js';
