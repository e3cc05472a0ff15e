import type { Clock } from '../../../ports/index.js';
import type { Queryable } from '../../api/db/Database.js';
import type { KeyRing } from '../custody/KeyRing.js';
import type { LoginMailer } from '../mail/LoginMailer.js';
import type { LoginCodeRules } from './LoginCodeRules.js';

/** What the e-mail login steps need. */
export interface LoginDeps {
  readonly db: Queryable;
  readonly ring: KeyRing;
  readonly clock: Clock;
  readonly rules: LoginCodeRules;
  readonly mailer: LoginMailer;
}

/** The keys derived from the current KEK for the login steps. */
export const loginKeys = (ring: KeyRing) => ({
  codeHash: ring.derive('login-code-hash/v1'),
  outbox: ring.derive('login-code-outbox/v1'),
  quotaSubject: ring.derive('quota-subject/v1'),
});
