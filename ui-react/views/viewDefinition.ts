import type { ComponentType } from 'react';
import type { FeatureName, Latch } from '../../core/kernel/latch/index.js';
import type { Route, ViewName } from '../../core/kernel/router/index.js';

/**
 * What a view's `load` may ask of the core: the flow it shows, built on first use (send, swap, onramp, names), and
 * the modal's options (code a view shows only for some options is fetched with it only then).
 */
export type ViewCoreLoader = Pick<Latch, 'loadFeature' | 'options'>;

/**
 * How a view is shown: its component, loaded on demand, and optionally a title computed from its route. A view of
 * a flow loads the flow's store with its code (`withFlow`), so it never renders before the store exists.
 */
export interface ViewDefinition {
  readonly load: (latch: ViewCoreLoader) => Promise<ComponentType>;
  readonly title?: (route: Route) => string;
}

/** A view's code and its flow's store, fetched together: the view once both are there. */
export const withFlow = async (
  view: Promise<ComponentType>,
  flow: Promise<unknown>,
): Promise<ComponentType> => (await Promise.all([view, flow]))[0];

/** Views by name. Later issues add a view by adding an entry here (or hosts/tests through the provider). */
export type ViewRegistry = Readonly<Partial<Record<ViewName, ViewDefinition>>>;

/** A built-in view, as its folder declares it (`<Folder>/view.ts`) and the registry lists it. */
export interface BuiltInView<V extends ViewName = ViewName> {
  readonly name: V;
  /** The header title (SPEC §2). */
  readonly title: string;
  /** The core feature the view shows, built with its code (`withFlow`) so it never renders before its store. */
  readonly flow?: FeatureName;
  /** The view's code, fetched when it is first shown. */
  readonly component: () => Promise<ComponentType>;
  /** More code the view shows for some options only (Connect's terms checkbox), fetched with it then. */
  readonly withCode?: (latch: ViewCoreLoader) => Promise<unknown> | undefined;
}

/** A view folder's definition, its name kept literal (the registry derives the built-in names from it). */
export const defineView = <V extends ViewName>(view: BuiltInView<V>): BuiltInView<V> => Object.freeze(view);

/** How the registry loads a built-in view: its code, and the flow it shows with it. */
export const definitionOf = ({ component, flow, withCode }: BuiltInView): ViewDefinition => ({
  load: (latch) => {
    const code = withCode?.(latch);
    const view = code === undefined ? component() : withFlow(component(), code);
    return flow === undefined ? view : withFlow(view, latch.loadFeature(flow));
  },
});
