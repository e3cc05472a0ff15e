type Env = Readonly<Record<string, string | undefined>>;

/**
 * What a service's settings reader takes from the environment: a variable unset or empty (after trimming)
 * reads as undefined, so the default applies; a malformed one is pushed onto `errors` (naming the variable,
 * the value shortened) and reads as undefined, never silently ignored.
 */
export const envReader = (env: Env, errors: string[]) => {
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  /** A whole number from `min` to `max`. */
  const whole = (name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    const number = Number(value);
    if (/^\d+$/.test(value) && Number.isSafeInteger(number) && number >= min && number <= max) return number;
    errors.push(`${name} must be a whole number from ${min} to ${max}, got ${value.slice(0, 100)}`);
    return undefined;
  };
  return { text, whole };
};
