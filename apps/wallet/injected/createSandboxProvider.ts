import { type Address, type Hex, isHex, numberToHex } from 'viem';
import type { Confirm } from './confirmInPage.js';
import { createEmitter } from './createEmitter.js';
import {
  invalidParams,
  methodNotFound,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected,
} from './ProviderRpcError.js';
import { parseTransactionParams } from './parseTransactionParams.js';
import { parseTypedDataParam } from './parseTypedDataParam.js';
import { rpcRequest } from './rpcRequest.js';
import { sandboxAccount } from './sandboxAccount.js';
import type { SandboxConfig } from './sandboxConfig.js';
import { sendSandboxTransaction } from './sendSandboxTransaction.js';
import { createMemoryGrants, type SiteGrants } from './siteGrants.js';
import { type SandboxPrompt, summarisePrompt } from './summarisePrompt.js';

export interface SandboxRequest {
  readonly method: string;
  readonly params?: unknown;
}

/** The EIP-1193 provider the sandbox injects. */
export interface SandboxProvider {
  readonly isLatchSandbox: true;
  request(args: SandboxRequest): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): void;
  removeListener(event: string, listener: (payload: unknown) => void): void;
}

/** Test and e2e controls: what a user would do in a real wallet's own UI. */
export interface SandboxControls {
  /** Switches the account (emits accountsChanged while the site is authorised). */
  selectAccount(index: number): void;
  /** Emits EIP-1193 `disconnect` (4900), as a wallet that lost its chains does. */
  emitDisconnect(): void;
  state(): { readonly authorised: boolean; readonly chainId: number; readonly address: Address };
}

/** Node read methods the sandbox forwards to the current chain's RPC. */
const READ_METHOD = /^(eth_|net_|web3_)/;
/** …except these, which a wallet must never forward (signing with node-held keys). */
const NEVER_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_sendRawTransaction',
  'eth_coinbase',
]);
const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,16}$/;

const list = (params: unknown): readonly unknown[] => (Array.isArray(params) ? params : []);
const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? { ...value } : {};

const chainIdParam = (value: unknown): number => {
  if (typeof value === 'string' && HEX_CHAIN_ID.test(value)) return Number(BigInt(value));
  throw invalidParams('chainId must be a hex quantity');
};

/**
 * An EIP-1193 provider backed by a devnet key. eth_requestAccounts, personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction and wallet_addEthereumChain ask `confirm` (rejection → 4001);
 * wallet_switchEthereumChain switches among known chains (else 4902); wallet_revokePermissions
 * de-authorises the site; other eth_/net_/web3_ reads go to the current chain's RPC; node-side signing
 * methods are 4200 (unsupported) and anything else -32601 (method not found), as MetaMask answers.
 * The site's grant is kept in `grants` (in memory by default; installSandboxWallet remembers it per origin),
 * so a site granted before starts authorised.
 */
export function createSandboxProvider(
  config: SandboxConfig,
  confirm: Confirm,
  grants: SiteGrants = createMemoryGrants(),
) {
  const events = createEmitter();
  const rpcUrls = new Map(config.rpcUrls);
  let chainId = config.chainId;
  let accountIndex = config.accountIndex;
  let authorised = grants.isGranted();
  let authorising: Promise<void> | undefined;
  /** Sends go out one after the other, so each reads the nonce its predecessor left. */
  let sending: Promise<unknown> = Promise.resolve();

  const account = () => sandboxAccount(accountIndex);
  const exposed = () => (authorised ? [account().address.toLowerCase()] : []);
  const rpcUrl = () => rpcUrls.get(chainId) ?? '';
  const ask = async (prompt: SandboxPrompt) => {
    if (!(await confirm(summarisePrompt(prompt)))) throw userRejected();
  };
  const requireAccount = (address: unknown): void => {
    if (!authorised) throw unauthorized('the site is not connected; call eth_requestAccounts first');
    if (typeof address !== 'string' || address.toLowerCase() !== account().address.toLowerCase()) {
      throw unauthorized(`not an account of this wallet: ${String(address)}`);
    }
  };

  const requestAccounts = async () => {
    if (authorised) return exposed();
    authorising ??= ask({ kind: 'connect', account: account().address, chainId })
      .then(() => {
        authorised = true;
        grants.grant();
        events.emit('accountsChanged', exposed());
      })
      .finally(() => {
        authorising = undefined;
      });
    await authorising;
    return exposed();
  };

  const switchChain = (params: readonly unknown[]) => {
    const raw = record(params[0]).chainId;
    const id = chainIdParam(raw);
    if (!rpcUrls.has(id)) throw unrecognizedChain(String(raw));
    if (id !== chainId) {
      chainId = id;
      events.emit('chainChanged', numberToHex(id));
    }
    return null;
  };

  const addChain = async (params: readonly unknown[]) => {
    const chain = record(params[0]);
    const id = chainIdParam(chain.chainId);
    const [url] = list(chain.rpcUrls);
    if (typeof url !== 'string' || url === '') throw invalidParams('rpcUrls must list an URL');
    if (rpcUrls.has(id)) return null;
    const chainName = typeof chain.chainName === 'string' ? chain.chainName : `Chain ${id}`;
    await ask({ kind: 'addChain', chainId: id, chainName, rpcUrl: url });
    rpcUrls.set(id, url);
    return null;
  };

  const personalSign = async (params: readonly unknown[]) => {
    const [data, address] = params;
    requireAccount(address);
    if (typeof data !== 'string') throw invalidParams('personal_sign expects [message, address]');
    const message: string | { raw: Hex } = isHex(data) ? { raw: data } : data;
    await ask({ kind: 'signMessage', account: account().address, message });
    return account().signMessage({ message });
  };

  const signTypedData = async (params: readonly unknown[]) => {
    const [address, json] = params;
    requireAccount(address);
    const typedData = parseTypedDataParam(json);
    const domainName = typedData.domain.name;
    await ask({
      kind: 'signTypedData',
      account: account().address,
      primaryType: typedData.primaryType,
      ...(domainName === undefined ? {} : { domainName }),
    });
    return account().signTypedData(typedData);
  };

  const sendTransaction = async (params: readonly unknown[]) => {
    const request = parseTransactionParams(params);
    requireAccount(request.from);
    await ask({
      kind: 'sendTransaction',
      account: account().address,
      chainId,
      value: request.value,
      data: request.data,
      ...(request.to === undefined ? {} : { to: request.to }),
    });
    const from = account();
    const sent = sending.then(() =>
      sendSandboxTransaction({ account: from, chainId, rpcUrl: rpcUrl(), request }),
    );
    sending = sent.catch(() => undefined);
    return sent;
  };

  const revoke = () => {
    grants.revoke();
    if (authorised) {
      authorised = false;
      events.emit('accountsChanged', []);
    }
    return null;
  };

  const handle = async ({ method, params }: SandboxRequest): Promise<unknown> => {
    const args = list(params);
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'eth_accounts':
        return exposed();
      case 'eth_requestAccounts':
        return requestAccounts();
      case 'wallet_revokePermissions':
        return revoke();
      case 'wallet_switchEthereumChain':
        return switchChain(args);
      case 'wallet_addEthereumChain':
        return addChain(args);
      case 'personal_sign':
        return personalSign(args);
      case 'eth_signTypedData_v4':
        return signTypedData(args);
      case 'eth_sendTransaction':
        return sendTransaction(args);
      default:
        if (NEVER_FORWARDED.has(method)) throw unsupportedMethod(method);
        if (READ_METHOD.test(method)) return rpcRequest(rpcUrl(), method, args);
        throw methodNotFound(method);
    }
  };

  const provider: SandboxProvider = {
    isLatchSandbox: true,
    request: (args) => {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        return Promise.reject(new ProviderRpcError(-32600, 'Invalid request: expected { method, params }'));
      }
      return handle(args);
    },
    on: events.on,
    removeListener: events.removeListener,
  };

  const controls: SandboxControls = {
    selectAccount(index) {
      if (!Number.isSafeInteger(index) || index < 0 || index === accountIndex) return;
      accountIndex = index;
      if (authorised) events.emit('accountsChanged', exposed());
    },
    emitDisconnect() {
      events.emit(
        'disconnect',
        new ProviderRpcError(4900, 'The sandbox wallet is disconnected from all chains.'),
      );
    },
    state: () => ({ authorised, chainId, address: account().address }),
  };
  return { provider, controls };
}
