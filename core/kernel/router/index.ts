export {
  createRouterStore,
  type PendingTransaction,
  RouterStore,
  type TransactionOutcome,
} from './RouterStore.js';
export {
  type Route,
  type RouteInput,
  type RouteOf,
  type SocialProvider,
  START_VIEW,
  type SwapArguments,
  VIEW_NAMES,
  type ViewCommon,
  type ViewDataArgs,
  type ViewDataMap,
  type ViewName,
} from './views.js';
