import { createNameRegistrationStore, type NameRegistrationStore } from '../names/index.js';
import type { FeatureContext } from './featureContext.js';

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
