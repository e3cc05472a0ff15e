import { err, ok, type Result } from 'neverthrow';
import { isRecord } from '../../../core/lib/validation/isRecord.js';

/**
 * A tiny schema language for JSON-RPC params: each check turns `unknown` into a typed value or says which
 * field is wrong and why. Unknown fields are ignored (clients send extras such as correlationId).
 */
export type Check<T> = (value: unknown, path: string) => Result<T, string>;
export type Infer<C> = C extends Check<infer T> ? T : never;

export interface StringRule {
  readonly pattern?: RegExp;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Describes `pattern` in the error, e.g. "a 64-character hex topic". */
  readonly expected?: string;
}

export const string =
  (rule: StringRule = {}): Check<string> =>
  (value, path) => {
    if (typeof value !== 'string') return err(`${path} must be a string`);
    if (rule.minLength !== undefined && value.length < rule.minLength)
      return err(`${path} must have at least ${rule.minLength} characters`);
    if (rule.maxLength !== undefined && value.length > rule.maxLength)
      return err(`${path} is ${value.length} characters, above the limit of ${rule.maxLength}`);
    if (rule.pattern !== undefined && !rule.pattern.test(value))
      return err(`${path} must be ${rule.expected ?? `a string matching ${rule.pattern}`}`);
    return ok(value);
  };

export const integer =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check<number> =>
  (value, path) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? ok(value)
      : err(`${path} must be a whole number from ${min} to ${max}`);

export const boolean = (): Check<boolean> => (value, path) =>
  typeof value === 'boolean' ? ok(value) : err(`${path} must be true or false`);

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined || value === null ? ok(undefined) : check(value, path);

export const array =
  <T>(item: Check<T>, min: number, max: number): Check<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) return err(`${path} must be an array`);
    if (value.length < min || value.length > max)
      return err(`${path} must have ${min} to ${max} items, got ${value.length}`);
    const items: T[] = [];
    for (const [index, element] of value.entries()) {
      const checked = item(element, `${path}[${index}]`);
      if (checked.isErr()) return err(checked.error);
      items.push(checked.value);
    }
    return ok(items);
  };

type Shape = Readonly<Record<string, Check<unknown>>>;
export type ObjectOf<S extends Shape> = { readonly [K in keyof S]: Infer<S[K]> };

export const object =
  <S extends Shape>(shape: S): Check<ObjectOf<S>> =>
  (value, path) => {
    if (!isRecord(value)) return err(`${path} must be an object`);
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(value[key], path === '' ? key : `${path}.${key}`);
      if (checked.isErr()) return err(checked.error);
      out[key] = checked.value;
    }
    // Every key of the shape was checked above and holds the checked value's type.
    return ok(out as ObjectOf<S>);
  };
