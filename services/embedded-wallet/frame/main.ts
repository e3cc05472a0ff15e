import { isOriginAllowed } from '../../api/projects/isOriginAllowed.js';
import { createApprovalView } from './approvalView.js';
import { createFrameDispatcher } from './dispatchFrameRequest.js';
import { FRAME_CONFIG_ID, type FrameConfig } from './FrameConfig.js';
import { createFrameKey, indexedDbKeyStorage, memoryKeyStorage } from './frameKey.js';
import { createFrameStore, frameStorage } from './frameStore.js';
import { FRAME_THEME_PROPERTIES } from './frameThemeVariables.js';
import {
  errorMessage,
  type FrameMessage,
  parseAppMessage,
  readyMessage,
  sessionUpdateMessage,
  socialResultMessage,
  successMessage,
  UNVERIFIED_DOMAIN,
} from './protocol.js';
import { watchSocialBroadcast } from './socialBroadcast.js';
import { createWalletApi } from './walletApi.js';

/**
 * The host page that embeds this frame: the browser's own record of it (`ancestorOrigins`), else the
 * referrer's origin. Undefined when the page is not framed.
 */
const parentOriginOf = (): string | undefined => {
  if (window.parent === window) return undefined;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor !== undefined) return ancestor;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return undefined;
  }
};

const randomId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

const start = (): void => {
  const configText = document.getElementById(FRAME_CONFIG_ID)?.textContent ?? '';
  const config = JSON.parse(configText) as FrameConfig;
  const parentOrigin = parentOriginOf();
  if (parentOrigin === undefined || parentOrigin === 'null') return;
  const allowed = isOriginAllowed(parentOrigin, config.allowedOrigins);
  // Only to the host page's exact origin, never '*'.
  const post = (message: FrameMessage) => window.parent.postMessage(message, parentOrigin);
  const log = config.enableLogger ? (text: string) => console.debug(`[latch frame] ${text}`) : () => {};
  const store = createFrameStore(
    frameStorage(() => window.localStorage),
    { projectId: config.projectId, hostOrigin: parentOrigin },
    randomId,
  );
  if (config.chainId !== undefined && store.chainId() === undefined) store.setChainId(config.chainId);
  // One key per project and host page, like the session it is bound to; memory when IndexedDB is refused.
  const key = createFrameKey(
    typeof indexedDB === 'object' ? indexedDbKeyStorage(indexedDB) : memoryKeyStorage(),
    `${config.projectId}:${parentOrigin}`,
  );
  const approval = createApprovalView(document);
  const dispatch = createFrameDispatcher({
    api: createWalletApi({ projectId: config.projectId, hostOrigin: parentOrigin, token: store.token, key }),
    store,
    chainIds: config.chainIds,
    hostOrigin: parentOrigin,
    ownOrigin: window.location.origin,
    approve: approval.approve,
    setTheme: (mode) => {
      document.documentElement.dataset.theme = mode;
    },
    // Through the CSSOM, one checked property at a time (never style text; CSP's style-src does not apply).
    setThemeVariables: (variables) => {
      const { style } = document.documentElement;
      for (const property of FRAME_THEME_PROPERTIES) {
        const value = variables[property];
        if (value === undefined) style.removeProperty(property);
        else style.setProperty(property, value);
      }
    },
    reload: () => setTimeout(() => window.location.reload(), 0),
    sessionChanged: (session) => post(sessionUpdateMessage(session)),
  });
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    const message = parseAppMessage(event.data);
    if (message === undefined) return;
    log(`request ${message.name}`);
    if (!allowed) {
      post(errorMessage(message.name, message.id, UNVERIFIED_DOMAIN));
      return;
    }
    void dispatch(message.name, message.payload).then((result) => {
      log(`${result.isOk() ? 'success' : 'error'} ${message.name}`);
      post(
        result.isOk()
          ? successMessage(message.name, message.id, result.value)
          : errorMessage(message.name, message.id, result.error),
      );
    });
  });
  if (allowed && typeof BroadcastChannel === 'function') {
    watchSocialBroadcast({
      open: (name) => new BroadcastChannel(name),
      hostOrigin: parentOrigin,
      ownOrigin: window.location.origin,
      loginPending: () => store.socialBinding() !== undefined,
      deliver: (resultUri) => post(socialResultMessage(resultUri)),
    });
  }
  if (allowed) post(readyMessage(config.version, config.socialProviders ?? []));
  else log(`host page ${parentOrigin} is not an allowed origin of project ${config.projectId}`);
};

start();
