// The public entry point for host apps (`latch/react`). Importing it never touches window or document.

export type { Latch } from '../core/kernel/latch/index.js';
export { AccountButton, type AccountButtonProps } from './buttons/AccountButton/AccountButton.js';
export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton/ConnectButton.js';
export { NetworkButton } from './buttons/NetworkButton/NetworkButton.js';
export { LatchProvider, type LatchProviderProps } from './context/LatchProvider.js';
export type { AccountSource, WalletCatalogSource } from './context/sources.js';
export type { LatchActionState, LatchActionStatus } from './hooks/useHostAction.js';
export { useLatch } from './hooks/useLatch.js';
export { type LatchAccountState, useLatchAccount } from './hooks/useLatchAccount.js';
export { type LatchModalControls, useLatchModal } from './hooks/useLatchModal.js';
export {
  type LatchNetworkControls,
  type LatchNetworkState,
  type SwitchNetworkResult,
  useLatchNetwork,
} from './hooks/useLatchNetwork.js';
export {
  type HostTransactionRequest,
  type LatchSendTransaction,
  type SendTransactionError,
  type SentTransaction,
  type TransactionReceipt,
  useLatchSendTransaction,
} from './hooks/useLatchSendTransaction.js';
export {
  type HostMessage,
  type LatchSignMessage,
  type SignMessageError,
  useLatchSignMessage,
} from './hooks/useLatchSignMessage.js';
export { useLatchStatus } from './hooks/useLatchStatus.js';
export { type LatchThemeControls, useLatchTheme } from './hooks/useLatchTheme.js';
export { type MappedThemeVariables, mapThemeVariables } from './theme/mapThemeVariables.js';
export { PALETTES, type Palette, type PaletteRole } from './theme/palettes.js';
export { THEME_DEFAULTS, THEME_VARIABLES, type ThemeVariableName } from './theme/tokens.js';
export { DEFAULT_VIEWS } from './views/registry.js';
export type { ViewDefinition, ViewRegistry } from './views/viewDefinition.js';
