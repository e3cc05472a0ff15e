import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_VIEWS } from '../../ui-react/views/registry.js';
import { type GalleryScenario, parseScenario, scenarioQuery } from './scenario.js';
import { SCENARIO_VIEWS, VIEW_SCENARIOS } from './viewScenarios.js';

describe('gallery scenarios', () => {
  it('defaults to the dark Connect view', () => {
    expect(parseScenario('')).toEqual({
      view: 'Connect',
      theme: 'dark',
      state: 'normal',
      mobile: false,
      hostile: false,
      embedded: false,
    });
    expect(parseScenario('?view=Nope&theme=pink').view).toBe('Connect');
    expect(parseScenario('?view=Account&state=unavailable')).toMatchObject({
      view: 'Account',
      state: 'unavailable',
    });
  });

  it('property: a scenario survives its query string', () => {
    const scenarioArb: fc.Arbitrary<GalleryScenario> = fc.record({
      view: fc.constantFrom<GalleryScenario['view']>('Connect', 'AllWallets', ...SCENARIO_VIEWS),
      theme: fc.constantFrom('dark' as const, 'light' as const),
      state: fc.constantFrom<GalleryScenario['state']>(
        'normal',
        'loading',
        'error',
        'empty',
        ...Object.values(VIEW_SCENARIOS).flat(),
      ),
      mobile: fc.boolean(),
      hostile: fc.boolean(),
      embedded: fc.boolean(),
    });
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        expect(parseScenario(scenarioQuery(scenario))).toEqual(scenario);
      }),
    );
  });

  it('shows every built-in view of the registry: a new view needs its gallery states', () => {
    const shown = ['Connect', 'AllWallets', ...SCENARIO_VIEWS].sort();
    expect(shown).toEqual(BUILT_IN_VIEWS.map((view) => view.name).sort());
  });
});
