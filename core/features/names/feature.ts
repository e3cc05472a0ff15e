import type { FeatureContext } from '../../kernel/wiring/index.js';
import { createNameRegistrationStore, type NameRegistrationStore } from './index.js';

/** The RegisterAccountName flow wired to the account's session and identity (loaded on first use). */
export const buildNamesFeature = ({
  ports,
  connection,
  account,
  nameZone,
}: FeatureContext): NameRegistrationStore =>
  createNameRegistrationStore(
    {
      names: ports.dataService.names,
      clock: ports.clock,
      scheduler: ports.scheduler,
      account: () => ({
        session: connection.session('eip155'),
        address: account.address,
        network: account.activeNetwork,
      }),
      refreshIdentity: () => account.refreshIdentity(),
    },
    { zone: nameZone },
  );
