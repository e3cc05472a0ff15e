export { type Confirm, createPageConfirmer, DIALOG_ATTRIBUTE, DIALOG_NAME } from './confirmInPage.js';
export {
  createSandboxProvider,
  type SandboxControls,
  type SandboxProvider,
  type SandboxRequest,
} from './createSandboxProvider.js';
export {
  installSandboxWallet,
  SANDBOX_NAME,
  SANDBOX_RDNS,
  type SandboxProviderInfo,
  type SandboxWallet,
  type SandboxWindow,
} from './installSandboxWallet.js';
export { ProviderRpcError } from './ProviderRpcError.js';
export {
  DEFAULT_SANDBOX_RPC_URLS,
  readSandboxConfig,
  SANDBOX_CONFIG_GLOBAL,
  SANDBOX_MNEMONIC,
  type SandboxConfig,
  type SandboxConfigInput,
} from './sandboxConfig.js';
export { SANDBOX_ICON } from './sandboxIcon.js';
export {
  createMemoryGrants,
  createSiteGrants,
  type GrantStorage,
  pageSiteGrants,
  readGrantedOrigins,
  SITE_GRANTS_KEY,
  type SiteGrants,
} from './siteGrants.js';
