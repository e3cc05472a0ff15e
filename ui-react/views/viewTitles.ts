import type { ViewName } from '../../core/router/index.js';

/** The header title of every view (a view definition may compute its own from the route). */
export const VIEW_TITLES: Readonly<Record<ViewName, string>> = Object.freeze({
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  ConnectingExternal: 'Connecting',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingSiwe: 'Sign In',
  ConnectingFarcaster: 'Farcaster',
  ConnectingSocial: 'Social Login',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  UnsupportedChain: 'Switch Network',
  SwitchNetwork: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Register Name',
  Swap: 'Swap',
  Send: 'Send',
  Receive: 'Receive',
  OnRamp: 'Buy Crypto',
  History: 'Activity',
  Pay: 'Pay',
  Networks: 'Choose Network',
});
