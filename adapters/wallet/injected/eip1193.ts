/** The EIP-1193 provider surface the injected path uses (events are optional: some providers lack them). */
export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (payload: unknown) => void): unknown;
  removeListener?(event: string, listener: (payload: unknown) => void): unknown;
}

/** EIP-6963 provider info (announced by the wallet). */
export interface Eip6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  readonly icon: string;
  readonly rdns: string;
}

export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo;
  readonly provider: Eip1193Provider;
}

export const EIP6963_ANNOUNCE = 'eip6963:announceProvider';
export const EIP6963_REQUEST = 'eip6963:requestProvider';

type Indexable = Readonly<Record<string, unknown>>;
export const isRecord = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;

export const isEip1193Provider = (value: unknown): value is Eip1193Provider =>
  isRecord(value) && typeof value.request === 'function';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** An announcement's detail when it is well-formed (uuid, name, icon, rdns and a provider), else undefined. */
export function parseEip6963Detail(detail: unknown): Eip6963ProviderDetail | undefined {
  if (!isRecord(detail) || !isRecord(detail.info) || !isEip1193Provider(detail.provider)) return undefined;
  const { uuid, name, icon, rdns } = detail.info;
  if (!nonEmpty(uuid) || !nonEmpty(name) || !nonEmpty(rdns) || typeof icon !== 'string') return undefined;
  return { info: { uuid, name, icon, rdns }, provider: detail.provider };
}
