import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { VIEW_NAMES, type ViewName } from '../../../core/router/index.js';
import type { ViewRegistry } from '../../views/registry.js';

export type LazyViews = ReadonlyMap<ViewName, LazyExoticComponent<ComponentType>>;

/**
 * One lazy component per registered view, made per provider (state by factory: two modals never share a
 * loading state). A view's code is fetched the first time it shows.
 */
export const createLazyViews = (registry: ViewRegistry): LazyViews => {
  const views = new Map<ViewName, LazyExoticComponent<ComponentType>>();
  for (const name of VIEW_NAMES) {
    const definition = registry[name];
    if (definition)
      views.set(
        name,
        lazy(() => definition.load().then((component) => ({ default: component }))),
      );
  }
  return views;
};
