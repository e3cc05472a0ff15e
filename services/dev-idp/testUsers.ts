/** The development identity provider's test users (any of them signs in with DEV_IDP_PASSWORD). */
export interface DevIdpUser {
  /** The login typed on the sign-in page, and the subject (`sub`) every provider id sees. */
  readonly login: string;
  readonly name: string;
  readonly email: string;
}

export const DEV_IDP_USERS: readonly DevIdpUser[] = [
  { login: 'alice', name: 'Alice Example', email: 'alice@idp.latch.localhost' },
  { login: 'bob', name: 'Bob Example', email: 'bob@idp.latch.localhost' },
  { login: 'carol', name: 'Carol Example', email: 'carol@idp.latch.localhost' },
];

/** One password for every test user: this provider exists only on the local stack. */
export const DEV_IDP_PASSWORD = 'latch';

export const findDevIdpUser = (login: string): DevIdpUser | undefined =>
  DEV_IDP_USERS.find((user) => user.login === login);
