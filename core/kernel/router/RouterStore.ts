import { makeAutoObservable, observableRef } from 'mobx';
import {
  type Route,
  type RouteInput,
  START_VIEW,
  type ViewDataArgs,
  type ViewDataMap,
  type ViewName,
} from './views.js';

/** Callbacks of a transaction waiting for approval (the embedded wallet's ApproveTransaction flow). */
export interface PendingTransaction {
  readonly onSuccess?: () => void;
  readonly onError?: () => void;
  readonly onCancel?: () => void;
}

export type TransactionOutcome = 'success' | 'error' | 'cancel';

/** Fills in the empty data of a view opened without data (only allowed for views whose fields are optional). */
const toRoute = (input: RouteInput): Route => ({ view: input.view, data: input.data ?? {} }) as Route;

const fromArgs = <V extends ViewName>(view: V, args: ViewDataArgs<V>): Route =>
  toRoute({ view, data: args[0] } as RouteInput);

/**
 * The modal's navigation stack (SPEC §2). The stack is never empty: its root is the start view or the
 * view given to `reset`. Routes are kept by reference (never deep-observed) and replaced as a whole.
 */
export class RouterStore {
  stack: readonly Route[];
  transactions: readonly PendingTransaction[] = [];

  constructor(root: Route = { view: START_VIEW, data: {} }) {
    this.stack = [root];
    makeAutoObservable(this, { stack: observableRef, transactions: observableRef }, { autoBind: true });
  }

  /** The route on top of the stack. */
  get route(): Route {
    return this.stack[this.stack.length - 1] ?? { view: START_VIEW, data: {} };
  }

  get view(): ViewName {
    return this.route.view;
  }

  get data(): Route['data'] {
    return this.route.data;
  }

  /** View names from the root to the current view. */
  get history(): readonly ViewName[] {
    return this.stack.map((route) => route.view);
  }

  get canGoBack(): boolean {
    return this.stack.length > 1;
  }

  get hasPendingTransaction(): boolean {
    return this.transactions.length > 0;
  }

  /** The current view's data when `view` is showing, else undefined. */
  dataOf<V extends ViewName>(view: V): ViewDataMap[V] | undefined {
    const route = this.route;
    return route.view === view ? (route.data as ViewDataMap[V]) : undefined;
  }

  /** Shows `view` on top. Pushing the view already showing only replaces its data (no duplicate entry). */
  push<V extends ViewName>(view: V, ...args: ViewDataArgs<V>): void {
    this.pushRoute(fromArgs(view, args));
  }

  /** `push` for a route held as a value. */
  pushRoute(input: RouteInput): void {
    const route = toRoute(input);
    this.stack = this.view === route.view ? [...this.stack.slice(0, -1), route] : [...this.stack, route];
  }

  /** Swaps the current view for `view`, keeping the history below it. */
  replace<V extends ViewName>(view: V, ...args: ViewDataArgs<V>): void {
    this.replaceRoute(fromArgs(view, args));
  }

  /** `replace` for a route held as a value. */
  replaceRoute(input: RouteInput): void {
    this.stack = [...this.stack.slice(0, -1), toRoute(input)];
  }

  /** Pops the current view; a no-op (returning false) at the root. */
  goBack(): boolean {
    if (!this.canGoBack) return false;
    this.stack = this.stack.slice(0, -1);
    return true;
  }

  /** Makes `view` the only entry of the stack. */
  reset<V extends ViewName>(view: V, ...args: ViewDataArgs<V>): void {
    this.resetRoute(fromArgs(view, args));
  }

  /** `reset` for a route held as a value. */
  resetRoute(input: RouteInput): void {
    this.stack = [toRoute(input)];
  }

  /** Pops back to the entry at `index` (0 is the root); false when `index` is not below the current view. */
  goBackToIndex(index: number): boolean {
    if (!Number.isInteger(index) || index < 0 || index >= this.stack.length - 1) return false;
    this.stack = this.stack.slice(0, index + 1);
    return true;
  }

  /** Records a transaction awaiting approval, so the caller can resume the flow once it settles. */
  pushTransaction(transaction: PendingTransaction): void {
    this.transactions = [...this.transactions, transaction];
  }

  /**
   * Settles the newest pending transaction: runs its callback for `outcome` and, on error or cancel, goes back
   * to the view that asked for it. Returns false when no transaction was pending.
   */
  popTransaction(outcome: TransactionOutcome): boolean {
    const transaction = this.transactions[this.transactions.length - 1];
    if (!transaction) return false;
    this.transactions = this.transactions.slice(0, -1);
    if (outcome === 'success') transaction.onSuccess?.();
    else {
      if (outcome === 'error') transaction.onError?.();
      else transaction.onCancel?.();
      this.goBack();
    }
    return true;
  }
}

/** Creates a router whose root is `root` (the start view by default). */
export const createRouterStore = (root?: Route): RouterStore => new RouterStore(root);
