export interface RegistrationMessageInput {
  /** The full name (`alice.latch.id`). */
  readonly name: string;
  /** Milliseconds since the epoch (the Clock port); the message carries whole seconds. */
  readonly now: number;
  readonly attributes?: Readonly<Record<string, string>>;
}

/**
 * The message a name registration signs (SPEC §7, CONTRACTS §1): the JSON string
 * `{"name":…,"attributes":{…},"timestamp":<unix seconds>}`, keys in that order.
 */
export const buildRegistrationMessage = ({ name, now, attributes = {} }: RegistrationMessageInput): string =>
  JSON.stringify({ name, attributes, timestamp: Math.floor(now / 1000) });
