import type { ViewName } from '../../core/kernel/router/index.js';
import { BUILT_IN_VIEWS, type BuiltInViewName } from './registry.js';

/**
 * The titles of SPEC §2's views that this build does not ship yet (the Unavailable view shows them). A view that
 * lands takes its title from its definition, and leaves this list (TypeScript refuses it here then).
 */
const PLANNED_VIEW_TITLES: Readonly<Record<Exclude<ViewName, BuiltInViewName>, string>> = {
  SwitchNetwork: 'Switch Network',
  Pay: 'Pay',
};

/** The header title of every view (a host's view definition may compute its own from the route). */
export const VIEW_TITLES: Readonly<Record<ViewName, string>> = Object.freeze({
  ...PLANNED_VIEW_TITLES,
  ...(Object.fromEntries(BUILT_IN_VIEWS.map((view) => [view.name, view.title])) as Record<
    BuiltInViewName,
    string
  >),
});
