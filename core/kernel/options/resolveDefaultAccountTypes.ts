import { err, ok, type Result } from 'neverthrow';
import type { PreferredAccountType } from '../../../ports/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { isRecord } from '../../lib/validation/index.js';
import {
  ACCOUNT_TYPES_BY_NAMESPACE,
  type AccountTypeNamespace,
  DEFAULT_ACCOUNT_TYPES,
  type DefaultAccountTypes,
  type DefaultAccountTypesInput,
} from './modalOptions.js';

const isAccountTypeNamespace = (key: string): key is AccountTypeNamespace =>
  Object.hasOwn(DEFAULT_ACCOUNT_TYPES, key);

/**
 * SPEC §6 preferred account types: the defaults (eip155 smartAccount, solana eoa, polkadot eoa, bip122
 * payment) with per-namespace overrides; an override must be a type its namespace supports.
 */
export const resolveDefaultAccountTypes = (
  overrides: DefaultAccountTypesInput | undefined,
): Result<DefaultAccountTypes, LatchError<'MODAL_OPTIONS_INVALID'>> => {
  if (overrides === undefined) return ok(DEFAULT_ACCOUNT_TYPES);
  const field = (key: string) => err(latchError('MODAL_OPTIONS_INVALID', { params: { field: key } }));
  if (!isRecord(overrides)) return field('defaultAccountTypes');
  const resolved: Record<AccountTypeNamespace, PreferredAccountType> = { ...DEFAULT_ACCOUNT_TYPES };
  for (const [namespace, type] of Object.entries(overrides)) {
    if (type === undefined) continue;
    const supported = isAccountTypeNamespace(namespace) ? ACCOUNT_TYPES_BY_NAMESPACE[namespace] : [];
    const accountType = supported.find((candidate) => candidate === type);
    if (!isAccountTypeNamespace(namespace) || accountType === undefined) {
      return field(`defaultAccountTypes.${namespace}`);
    }
    resolved[namespace] = accountType;
  }
  return ok(resolved);
};
