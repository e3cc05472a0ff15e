import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryDataService, memoryNetwork } from '../../../testkits/index.js';
import { NAME_SUGGESTIONS_DEBOUNCE_MS } from './constants.js';
import { NameRegistrationStore } from './NameRegistrationStore.js';

const NETWORK = { ...memoryNetwork('eip155', '1'), id: 1 };
const VALID = /^[A-Za-z0-9-]{4,}$/;

const setup = () => {
  const clock = new ManualClock(0);
  const data = new MemoryDataService({ clock });
  const store = new NameRegistrationStore({
    names: data.names,
    clock,
    scheduler: clock,
    account: () => ({ session: undefined, address: undefined, network: NETWORK }),
    refreshIdentity: async () => undefined,
  });
  return { clock, data, store };
};

/** Labels typed: valid ones and near misses (too short, a dot, a space, non-ASCII). */
const typed = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9-]{4,8}$/),
  fc.stringMatching(/^[a-z0-9-]{0,3}$/),
  fc.constantFrom('al.ice', 'bo b', 'zoë1', 'abc_d', ''),
);

describe('NameRegistrationStore properties', () => {
  it('SPEC §5: a label is accepted exactly when it is letters, digits and hyphens of at least 4', () => {
    fc.assert(
      fc.property(fc.oneof(typed, fc.string()), (label) => {
        const { store } = setup();
        store.setQuery(label);
        const valid = VALID.test(label);
        expect(store.validation === undefined).toBe(label === '' || valid);
        expect(store.fullName).toBe(valid ? `${label.toLowerCase()}.latch.id` : undefined);
        expect(store.canSubmit).toBe(valid);
        store.dispose();
      }),
    );
  });

  it('SPEC §9: one lookup per pause of 500 ms on a valid label, always for the label typed last', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ label: typed, pause: fc.integer({ min: 0, max: 1200 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (steps) => {
          // Consecutive repeats of a label are not changes; keep typing meaningful.
          const changes = steps.filter(
            (step, index) => index === 0 || step.label !== steps[index - 1]?.label,
          );
          const { clock, data, store } = setup();
          const expected: string[] = [];
          for (const [index, { label, pause }] of changes.entries()) {
            store.setQuery(label);
            const last = index === changes.length - 1;
            const wait = last ? NAME_SUGGESTIONS_DEBOUNCE_MS : pause;
            if (VALID.test(label) && wait >= NAME_SUGGESTIONS_DEBOUNCE_MS) expected.push(label.toLowerCase());
            await clock.advanceAsync(wait);
          }
          const asked = (data.callsOf('names.getSuggestions') as { name: string }[]).map((call) => call.name);
          expect(asked).toEqual(expected);
          const final = changes[changes.length - 1]?.label ?? '';
          if (VALID.test(final)) expect(store.suggestions).toMatchObject({ status: 'ready', query: final });
          else expect(store.suggestions).toEqual({ status: 'idle' });
          expect(clock.pending).toBe(0);
        },
      ),
      { numRuns: 80 },
    );
  });
});
