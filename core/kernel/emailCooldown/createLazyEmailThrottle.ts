import { ok, ResultAsync } from 'neverthrow';
import type { Clock } from '../../../ports/index.js';
import { loadOnce } from '../../lib/lazy/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';
import type { EmailLoginThrottle } from './EmailLoginThrottle.js';

/** What the e-mail login (and a script) uses of the cooldown. */
export type EmailThrottle = Pick<EmailLoginThrottle, 'check' | 'record' | 'attempt' | 'clear'>;

type ThrottleClass = typeof EmailLoginThrottle;

/** The cooldown of one core, its code fetched when first used. */
export interface LazyEmailThrottle extends EmailThrottle {
  /**
   * The throttle itself, built now from its class (the e-mail login's chunk brings it); every later use goes
   * straight to it. Built once: later calls give the same one.
   */
  with(Throttle: ThrottleClass): EmailLoginThrottle;
}

const loadEmailLoginThrottle = (): Promise<ThrottleClass> =>
  import('./EmailLoginThrottle.js').then((module) => module.EmailLoginThrottle);

/**
 * The e-mail login cooldown (EmailLoginThrottle) without its code in the page's first chunk: the e-mail login builds
 * it from the class its own chunk brings (`with`), and a use before that fetches the code. One throttle per core, so
 * its operations still run one after another. Like a storage failure, code that cannot be fetched leaves the login
 * allowed (the next use fetches it again).
 */
export function createLazyEmailThrottle(
  clock: Clock,
  storage: SafeStorage,
  load: () => Promise<ThrottleClass> = loadEmailLoginThrottle,
): LazyEmailThrottle {
  let real: EmailLoginThrottle | undefined;
  const build = (Throttle: ThrottleClass): EmailLoginThrottle => {
    real ??= new Throttle(clock, storage);
    return real;
  };
  const throttle = loadOnce(() => load().then(build));
  const use = <E>(call: (throttle: EmailLoginThrottle) => ResultAsync<void, E>): ResultAsync<void, E> =>
    real === undefined
      ? new ResultAsync(
          throttle().then(
            (built) => call(built),
            () => ok<void, E>(undefined),
          ),
        )
      : call(real);
  return {
    check: () => use((it) => it.check()),
    record: () => use((it) => it.record()),
    attempt: () => use((it) => it.attempt()),
    clear: () => use((it) => it.clear()),
    with: build,
  };
}
