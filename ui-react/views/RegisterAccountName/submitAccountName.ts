import type { ResultAsync } from 'neverthrow';
import {
  type NameRegistrationStore,
  type RegisterNameError,
  toZoneName,
} from '../../../core/features/names/index.js';
import type { Latch } from '../../../core/kernel/latch/index.js';
import type { NameRecord } from '../../../ports/index.js';

/**
 * SPEC §4 name registration as the views navigate it: the success view is pushed while the wallet signs and
 * the data service registers; on error the register view comes back (with the label, its reason kept by
 * latch.names). The success view shows each step itself.
 */
export const submitAccountName = (
  { router, names }: { readonly router: Latch['router']; readonly names: NameRegistrationStore },
  label: string,
): ResultAsync<NameRecord, RegisterNameError> => {
  const name = toZoneName(label, names.zone);
  router.push('RegisterAccountNameSuccess', { name });
  return names.register(label).mapErr((error) => {
    if (router.view === 'RegisterAccountNameSuccess') {
      const below = router.stack[router.stack.length - 2];
      if (below?.view === 'RegisterAccountName') router.goBack();
      router.push('RegisterAccountName', { name });
    }
    return error;
  });
};
