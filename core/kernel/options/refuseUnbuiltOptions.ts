import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { isRecord } from '../../lib/validation/index.js';
import { DEFAULT_ACCOUNT_TYPES, type ModalOptionsInput } from './modalOptions.js';

export type UnbuiltOptionError = LatchError<'MODAL_OPTION_NOT_SUPPORTED'>;

/**
 * An option value asking for something not built yet, and the issue that builds it. A value the modal already
 * behaves as (a default: `pay: false`, the SPEC §6 account types) is accepted. E-mail login (`features.email`,
 * `features.emailShowWallets`) is built (issue 13), and social login (`features.socials`, issue 15).
 */
const UNBUILT: readonly { readonly option: string; readonly asks: (input: ModalOptionsInput) => boolean }[] =
  [
    { option: 'features.smartSessions', asks: (input) => input.features?.smartSessions === true },
    { option: 'features.pay', asks: (input) => input.features?.pay === true },
    // Account types choose what the embedded wallet (issue 13) creates; no other connector has a choice.
    {
      option: 'defaultAccountTypes',
      asks: ({ defaultAccountTypes }) => {
        const types: unknown = defaultAccountTypes; // as given: a host's JavaScript may pass anything
        return (
          isRecord(types) &&
          Object.entries(DEFAULT_ACCOUNT_TYPES).some(
            ([namespace, type]) => types[namespace] !== undefined && types[namespace] !== type,
          )
        );
      },
    },
  ];

/**
 * SPEC §1 options are honoured or refused, never accepted and ignored: the first option asking for a feature
 * that is not built yet comes back as MODAL_OPTION_NOT_SUPPORTED naming it.
 */
export const refuseUnbuiltOptions = (input: ModalOptionsInput): Result<void, UnbuiltOptionError> => {
  const unbuilt = UNBUILT.find(({ asks }) => asks(input));
  return unbuilt === undefined
    ? ok(undefined)
    : err(latchError('MODAL_OPTION_NOT_SUPPORTED', { params: { option: unbuilt.option } }));
};
