import { errAsync, ResultAsync } from 'neverthrow';
import type { Clock, NameRecord, NamesApi } from '../../../ports/index.js';
import { mapRegistryFailure } from '../../kernel/walletCatalog/index.js';
import { mapProviderFailure } from '../../lib/rpc/index.js';
import { validateAccountName } from '../../lib/validation/index.js';
import { buildRegistrationMessage } from './buildRegistrationMessage.js';
import { resolveNameSigner } from './resolveNameSigner.js';
import { toZoneName } from './toZoneName.js';
import type { NameSignerSource, RegisterNameError } from './types.js';

export interface RegisterAccountNameDeps {
  readonly names: Pick<NamesApi, 'registerName'>;
  readonly clock: Clock;
}

export interface RegisterAccountNameInput extends NameSignerSource {
  /** The label as typed (SPEC §5: letters, digits and hyphens, at least 4). */
  readonly label: string;
  readonly zone: string;
  /** Told when the wallet is asked to sign and when the signed message goes to the data service. */
  readonly onStep?: (step: 'signing' | 'registering') => void;
}

const attempt = <T>(run: () => PromiseLike<T>): Promise<T> => Promise.resolve().then(run);

/**
 * SPEC §4 name registration: checks the label (SPEC §5) and the account (eip155 wallet, chain id below
 * 0x80000000), builds the message {"name","attributes","timestamp"} with the Clock's time in seconds, has
 * the wallet sign it (personal_sign) and posts it with the ENSIP-11 coin type and the EIP-55 address.
 * Wallet refusals map through core/lib/rpc (4001 → 'User rejected the request.'); data-service refusals carry
 * the server's reason (a taken name, a bad signature…).
 */
export const registerAccountName = (
  deps: RegisterAccountNameDeps,
  input: RegisterAccountNameInput,
): ResultAsync<NameRecord, RegisterNameError> => {
  const checked = validateAccountName(input.label).andThen(() => resolveNameSigner(input));
  if (checked.isErr()) return errAsync(checked.error);
  const { signer, address, coinType } = checked.value;
  const message = buildRegistrationMessage({
    name: toZoneName(input.label, input.zone),
    now: deps.clock.now(),
  });
  input.onStep?.('signing');
  return ResultAsync.fromPromise(
    attempt(() => signer.signMessage({ address, message })),
    (failure): RegisterNameError => mapProviderFailure(failure),
  ).andThen((signature) => {
    input.onStep?.('registering');
    return ResultAsync.fromPromise(
      attempt(() => deps.names.registerName({ message, signature, coin_type: coinType, address })),
      (failure): RegisterNameError => mapRegistryFailure(failure),
    );
  });
};
