import type { ThemeMode } from '../../core/kernel/options/index.js';
import type { ViewName } from '../../core/kernel/router/index.js';
import { SCENARIO_VIEWS, type ScenarioState, type ScenarioView, VIEW_SCENARIOS } from './viewScenarios.js';

/** What the gallery page shows, from its query string. */
export interface GalleryScenario {
  readonly view: Extract<ViewName, 'Connect' | 'AllWallets'> | ScenarioView;
  readonly theme: ThemeMode;
  /**
   * Connect/AllWallets: normal; loading (the registry never answers); error (it fails); empty (a search with no
   * result); Connect only: legal (the terms checkbox, not ticked) and legal-agreed (ticked). The other views'
   * states are listed in viewScenarios.ts.
   */
  readonly state: 'normal' | 'loading' | 'error' | 'empty' | 'legal' | 'legal-agreed' | ScenarioState;
  readonly mobile: boolean;
  /** Inject aggressive global CSS into the host page. */
  readonly hostile: boolean;
  readonly embedded: boolean;
}

const VIEWS: readonly GalleryScenario['view'][] = ['Connect', 'AllWallets', ...SCENARIO_VIEWS];
const STATES: readonly GalleryScenario['state'][] = [
  ...new Set([
    ...(['normal', 'loading', 'error', 'empty', 'legal', 'legal-agreed'] as const),
    ...Object.values(VIEW_SCENARIOS).flat(),
  ]),
];

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((candidate) => candidate === value) ?? fallback;

export const parseScenario = (search: string): GalleryScenario => {
  const params = new URLSearchParams(search);
  return {
    view: pick<GalleryScenario['view']>(params.get('view'), VIEWS, 'Connect'),
    theme: pick(params.get('theme'), ['dark', 'light'] as const, 'dark'),
    state: pick<GalleryScenario['state']>(params.get('state'), STATES, 'normal'),
    mobile: params.get('mobile') === '1',
    hostile: params.get('hostile') === '1',
    embedded: params.get('embedded') === '1',
  };
};

export const scenarioQuery = (scenario: Partial<GalleryScenario>): string => {
  const params = new URLSearchParams();
  if (scenario.view) params.set('view', scenario.view);
  if (scenario.theme) params.set('theme', scenario.theme);
  if (scenario.state) params.set('state', scenario.state);
  if (scenario.mobile) params.set('mobile', '1');
  if (scenario.hostile) params.set('hostile', '1');
  if (scenario.embedded) params.set('embedded', '1');
  return `?${params.toString()}`;
};
