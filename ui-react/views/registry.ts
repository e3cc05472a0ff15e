import { accountView } from './Account/view.js';
import { allWalletsView } from './AllWallets/view.js';
import { approveTransactionView } from './ApproveTransaction/view.js';
import { connectView } from './Connect/view.js';
import { connectingExternalView } from './ConnectingExternal/view.js';
import { connectingFarcasterView } from './ConnectingFarcaster/view.js';
import { connectingSiweView } from './ConnectingSiwe/view.js';
import { connectingSocialView } from './ConnectingSocial/view.js';
import { connectingWalletConnectView } from './ConnectingWalletConnect/view.js';
import { connectingWalletConnectBasicView } from './ConnectingWalletConnectBasic/view.js';
import { emailVerifyDeviceView } from './EmailVerifyDevice/view.js';
import { emailVerifyOtpView } from './EmailVerifyOtp/view.js';
import { historyView } from './History/view.js';
import { networksView } from './Networks/view.js';
import { onRampView } from './OnRamp/view.js';
import { receiveView } from './Receive/view.js';
import { registerAccountNameView } from './RegisterAccountName/view.js';
import { registerAccountNameSuccessView } from './RegisterAccountNameSuccess/view.js';
import { sendView } from './Send/view.js';
import { siwxSignMessageView } from './SIWXSignMessage/view.js';
import { swapView } from './Swap/view.js';
import { unsupportedChainView } from './UnsupportedChain/view.js';
import { updateEmailPrimaryOtpView } from './UpdateEmailPrimaryOtp/view.js';
import { updateEmailSecondaryOtpView } from './UpdateEmailSecondaryOtp/view.js';
import { updateEmailWalletView } from './UpdateEmailWallet/view.js';
import { definitionOf, type ViewRegistry } from './viewDefinition.js';
import { whatIsAWalletView } from './WhatIsAWallet/view.js';

/**
 * The built-in views, one line each: every view folder exports its definition (`<Folder>/view.ts`: name, title,
 * code, the core flow it shows). The default registry and the header titles derive from this list.
 */
export const BUILT_IN_VIEWS = [
  connectView,
  allWalletsView,
  connectingExternalView,
  connectingWalletConnectView,
  connectingWalletConnectBasicView,
  accountView,
  networksView,
  historyView,
  unsupportedChainView,
  receiveView,
  registerAccountNameView,
  registerAccountNameSuccessView,
  sendView,
  swapView,
  onRampView,
  siwxSignMessageView,
  connectingSiweView,
  emailVerifyOtpView,
  emailVerifyDeviceView,
  updateEmailWalletView,
  updateEmailPrimaryOtpView,
  updateEmailSecondaryOtpView,
  approveTransactionView,
  connectingSocialView,
  connectingFarcasterView,
  whatIsAWalletView,
] as const;

/** A view this build ships. */
export type BuiltInViewName = (typeof BUILT_IN_VIEWS)[number]['name'];

/** The built-in views by name; a host or a test adds or replaces views through the provider's `views`. */
export const DEFAULT_VIEWS: ViewRegistry = Object.freeze(
  Object.fromEntries(BUILT_IN_VIEWS.map((view) => [view.name, definitionOf(view)])),
);
