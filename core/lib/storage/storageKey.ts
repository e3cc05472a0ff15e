/**
 * A typed, versioned storage key. `decode` validates what was read and returns undefined for anything
 * that is not a well-formed T, so corrupt or foreign data never reaches the stores.
 */
export interface StorageKey<T> {
  readonly name: string;
  readonly version: number;
  decode(value: unknown): T | undefined;
}

export const storageKey = <T>(
  name: string,
  version: number,
  decode: (value: unknown) => T | undefined,
): StorageKey<T> => ({
  name,
  version,
  decode,
});

/** Common decoders for storage keys. */
export const decoders = {
  string: (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined),
  number: (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isFinite(value) ? value : undefined,
  boolean: (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined),
  stringArray: (value: unknown): string[] | undefined =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value] : undefined,
  oneOf:
    <const T extends string>(options: readonly T[]) =>
    (value: unknown): T | undefined =>
      options.includes(value as T) ? (value as T) : undefined,
  record:
    <T>(decodeValue: (value: unknown) => T | undefined) =>
    (value: unknown): Record<string, T> | undefined => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
      const out: Record<string, T> = Object.create(null); // a key may be "__proto__"
      for (const [key, item] of Object.entries(value)) {
        const decoded = decodeValue(item);
        if (decoded === undefined) return undefined;
        out[key] = decoded;
      }
      return out;
    },
};
