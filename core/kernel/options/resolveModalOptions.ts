import { err, ok, Result } from 'neverthrow';
import { parseCaipNetworkId } from '../../lib/caip/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { HTTP_PROTOCOLS, isRecord, validateEndpointUrl, WS_PROTOCOLS } from '../../lib/validation/index.js';
import { checkSignInOption } from './checkSignInOption.js';
import type { AppMetadata, ModalOptionsInput, ResolvedModalOptions } from './modalOptions.js';
import { refuseUnbuiltOptions, type UnbuiltOptionError } from './refuseUnbuiltOptions.js';
import { resolveConnectorTypeOrderOption } from './resolveConnectorTypeOrderOption.js';
import { resolveCustomWallets } from './resolveCustomWallets.js';
import { resolveDefaultAccountTypes } from './resolveDefaultAccountTypes.js';
import { resolveFeatures } from './resolveFeatures.js';
import { resolveThemeMode, resolveThemeVariables } from './resolveTheme.js';
import { validateNetworks } from './validateNetworks.js';

export type ModalOptionsError =
  | LatchError<'MODAL_OPTIONS_SIWX_CONFLICT'>
  | LatchError<'PROJECT_ID_NOT_CONFIGURED'>
  | LatchError<'MODAL_OPTIONS_INVALID'>
  | LatchError<'MODAL_OPTIONS_LEGAL_LINKS_REQUIRED'>
  | UnbuiltOptionError;

type InvalidOptions = LatchError<'MODAL_OPTIONS_INVALID'>;

const invalid = (field: string) => err(latchError('MODAL_OPTIONS_INVALID', { params: { field } }));

/**
 * SPEC §1 modal options: rejects `siweConfig` together with `siwx`, requires a non-empty `projectId`
 * (trimmed), sign-in options with their methods and a valid non-empty `networks` list, then checks every other option and fills the defaults
 * (features, themeMode 'dark', preferred account types, empty exclusions and custom wallets, theme variables
 * and RPC overrides, network switching on, unsupported chains not allowed, no connector type override).
 * Last, an option asking for a feature not built yet is refused (MODAL_OPTION_NOT_SUPPORTED), and the legal
 * checkbox needs a link to agree to. Checks run in that order and the first failure is returned.
 */
export const resolveModalOptions = <TSiwx = unknown, TSiweConfig = unknown>(
  input: ModalOptionsInput<TSiwx, TSiweConfig>,
): Result<ResolvedModalOptions<TSiwx, TSiweConfig>, ModalOptionsError> => {
  const { siwx, siweConfig } = input;
  if (siwx !== undefined && siweConfig !== undefined) return err(latchError('MODAL_OPTIONS_SIWX_CONFLICT'));
  const projectId = typeof input.projectId === 'string' ? input.projectId.trim() : '';
  if (projectId.length === 0) return err(latchError('PROJECT_ID_NOT_CONFIGURED'));
  const signIn = checkSignInOption(input);
  if (signIn.isErr()) return err(signIn.error);
  return Result.combine([
    validateNetworks(input.networks),
    resolveFeatures(input.features),
    resolveDefaultAccountTypes(input.defaultAccountTypes),
    resolveThemeMode(input.themeMode),
    resolveThemeVariables(input.themeVariables),
    resolveWalletIds(input.excludeWalletIds),
    resolveRpcUrls(input.rpcUrls),
    resolveOptionalExtras(input),
    resolveCustomWallets(input.customWallets),
    resolveSwitching(input),
    resolveConnectorTypeOrderOption(input.connectorTypeOrder),
  ])
    .map(
      ([
        networks,
        features,
        defaultAccountTypes,
        themeMode,
        themeVariables,
        excludeWalletIds,
        rpcUrls,
        extras,
        customWallets,
        switching,
        connectorTypeOrder,
      ]): ResolvedModalOptions<TSiwx, TSiweConfig> => ({
        projectId,
        networks,
        features,
        excludeWalletIds,
        customWallets,
        defaultAccountTypes,
        themeMode,
        themeVariables,
        rpcUrls,
        ...switching,
        connectorTypeOrder,
        ...extras,
        ...(siwx === undefined ? {} : { siwx }),
        ...(siweConfig === undefined ? {} : { siweConfig }),
      }),
    )
    .andThen((options) => refuseUnbuiltOptions(input).map(() => options))
    .andThen(requireLegalLinks);
};

/** SPEC §1 legalCheckbox: a checkbox with nothing to agree to would gate nothing, so it needs a link. */
const requireLegalLinks = <T extends ResolvedModalOptions<unknown, unknown>>(
  options: T,
): Result<T, LatchError<'MODAL_OPTIONS_LEGAL_LINKS_REQUIRED'>> =>
  options.features.legalCheckbox &&
  options.termsConditionsUrl === undefined &&
  options.privacyPolicyUrl === undefined
    ? err(latchError('MODAL_OPTIONS_LEGAL_LINKS_REQUIRED'))
    : ok(options);

type Switching = Pick<ResolvedModalOptions, 'allowUnsupportedChain' | 'enableNetworkSwitch'>;

/** SPEC §4 network switching: on unless `enableNetworkSwitch` is false; unsupported chains not allowed. */
const resolveSwitching = (input: ModalOptionsInput<unknown, unknown>): Result<Switching, InvalidOptions> =>
  Result.combine([
    optionalBoolean(input.allowUnsupportedChain, 'allowUnsupportedChain', false),
    optionalBoolean(input.enableNetworkSwitch, 'enableNetworkSwitch', true),
  ]).map(([allowUnsupportedChain, enableNetworkSwitch]) => ({ allowUnsupportedChain, enableNetworkSwitch }));

const optionalBoolean = (
  value: unknown,
  field: string,
  fallback: boolean,
): Result<boolean, InvalidOptions> => {
  if (value === undefined) return ok(fallback);
  return typeof value === 'boolean' ? ok(value) : invalid(field);
};

const resolveWalletIds = (ids: unknown): Result<readonly string[], InvalidOptions> => {
  if (ids === undefined) return ok([]);
  if (!Array.isArray(ids)) return invalid('excludeWalletIds');
  const list: string[] = [];
  for (const [index, id] of ids.entries()) {
    if (typeof id !== 'string' || id.length === 0) return invalid(`excludeWalletIds[${index}]`);
    list.push(id);
  }
  return ok(list);
};

const resolveRpcUrls = (rpcUrls: unknown): Result<Readonly<Record<string, string>>, InvalidOptions> => {
  if (rpcUrls === undefined) return ok({});
  if (!isRecord(rpcUrls)) return invalid('rpcUrls');
  const resolved: Record<string, string> = {};
  for (const [key, url] of Object.entries(rpcUrls)) {
    if (parseCaipNetworkId(key).isErr()) return invalid(`rpcUrls.${key}`);
    const checked = validateEndpointUrl(url, `rpcUrls.${key}`, HTTP_PROTOCOLS);
    if (checked.isErr()) return err(checked.error);
    resolved[key] = checked.value;
  }
  return ok(resolved);
};

type OptionalExtras = Pick<
  ResolvedModalOptions,
  'metadata' | 'termsConditionsUrl' | 'privacyPolicyUrl' | 'dataServiceUrl' | 'relayUrl'
>;

/** The optional URL and metadata options: kept only when given, and then checked. */
const resolveOptionalExtras = (
  input: ModalOptionsInput<unknown, unknown>,
): Result<OptionalExtras, InvalidOptions> =>
  Result.combine([
    optionalUrl(input.termsConditionsUrl, 'termsConditionsUrl', HTTP_PROTOCOLS),
    optionalUrl(input.privacyPolicyUrl, 'privacyPolicyUrl', HTTP_PROTOCOLS),
    optionalUrl(input.dataServiceUrl, 'dataServiceUrl', HTTP_PROTOCOLS),
    optionalUrl(input.relayUrl, 'relayUrl', WS_PROTOCOLS),
    resolveMetadata(input.metadata),
  ]).map(([termsConditionsUrl, privacyPolicyUrl, dataServiceUrl, relayUrl, metadata]) => ({
    ...(termsConditionsUrl === undefined ? {} : { termsConditionsUrl }),
    ...(privacyPolicyUrl === undefined ? {} : { privacyPolicyUrl }),
    ...(dataServiceUrl === undefined ? {} : { dataServiceUrl }),
    ...(relayUrl === undefined ? {} : { relayUrl }),
    ...(metadata === undefined ? {} : { metadata }),
  }));

const optionalUrl = (
  value: string | undefined,
  field: string,
  protocols: typeof HTTP_PROTOCOLS,
): Result<string | undefined, InvalidOptions> =>
  value === undefined ? ok(undefined) : validateEndpointUrl(value, field, protocols);

const ICON_PROTOCOLS = [...HTTP_PROTOCOLS, 'data:' as const];

const resolveMetadata = (metadata: unknown): Result<AppMetadata | undefined, InvalidOptions> => {
  if (metadata === undefined) return ok(undefined);
  if (!isRecord(metadata)) return invalid('metadata');
  const { name, description, url, icons } = metadata;
  if (typeof name !== 'string') return invalid('metadata.name');
  if (typeof description !== 'string') return invalid('metadata.description');
  if (!Array.isArray(icons)) return invalid('metadata.icons');
  const checkedUrl = validateEndpointUrl(url, 'metadata.url', HTTP_PROTOCOLS);
  if (checkedUrl.isErr()) return err(checkedUrl.error);
  const checkedIcons: string[] = [];
  for (const [index, icon] of icons.entries()) {
    const checked = validateEndpointUrl(icon, `metadata.icons[${index}]`, ICON_PROTOCOLS);
    if (checked.isErr()) return err(checked.error);
    checkedIcons.push(checked.value);
  }
  return ok({ name, description, url: checkedUrl.value, icons: checkedIcons });
};
