import { err, ok, type Result } from 'neverthrow';
import type { CallBundle } from '../../../ports/index.js';
import { type LatchError, validationError } from '../errors/index.js';

/** A call bundle as a dapp or the embedded wallet hands it over, before its fields are checked. */
export interface CallBundleInput {
  readonly chainId: string;
  readonly from: string;
  readonly version: string;
  readonly capabilities?: Readonly<Record<string, unknown>>;
  readonly calls: readonly {
    readonly to: string;
    readonly data?: string | undefined;
    readonly value?: string | undefined;
  }[];
}

type Hex = `0x${string}`;

/** Tolerates non-strings too: bundles often come from untyped callers. */
const isHex = (value: unknown): value is Hex => typeof value === 'string' && value.startsWith('0x');

const invalid = (field: string) => err(validationError('CALL_BUNDLE_INVALID', { params: { field } }));

/**
 * SPEC §3/§5 call bundle: every call's `to` starts with 0x and its optional `data` (and `value`) too, as
 * do the bundle's `chainId` and `from`. The error names the first offending field, e.g. `calls[2].data`.
 */
export const validateCallBundle = (
  bundle: CallBundleInput,
): Result<CallBundle, LatchError<'CALL_BUNDLE_INVALID'>> => {
  const { chainId, from } = bundle;
  if (!isHex(chainId)) return invalid('chainId');
  if (!isHex(from)) return invalid('from');
  const calls: CallBundle['calls'][number][] = [];
  for (const [index, call] of bundle.calls.entries()) {
    const { to, data, value } = call;
    if (!isHex(to)) return invalid(`calls[${index}].to`);
    if (data !== undefined && !isHex(data)) return invalid(`calls[${index}].data`);
    if (value !== undefined && !isHex(value)) return invalid(`calls[${index}].value`);
    calls.push({
      to,
      ...(data === undefined ? {} : { data }),
      ...(value === undefined ? {} : { value }),
    });
  }
  return ok({
    chainId,
    from,
    version: bundle.version,
    ...(bundle.capabilities === undefined ? {} : { capabilities: bundle.capabilities }),
    calls,
  });
};
