/** Size, key count and nesting depth of a JSON value. */
export interface JsonMeasure {
  /** Bytes of its JSON text (UTF-8). */
  readonly bytes: number;
  /** Object keys, at every level. */
  readonly keys: number;
  /** Nesting of objects and arrays: 0 for a scalar, 1 for `{}`. */
  readonly depth: number;
}

/** Measures a parsed JSON value with an iterative walk (a deeply nested value cannot overflow the stack). */
export const measureJson = (value: unknown): JsonMeasure => {
  let keys = 0;
  let depth = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, level] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    depth = Math.max(depth, level + 1);
    const entries = Object.entries(current);
    if (!Array.isArray(current)) keys += entries.length;
    for (const [, child] of entries) stack.push([child, level + 1]);
  }
  return { bytes: Buffer.byteLength(JSON.stringify(value) ?? ''), keys, depth };
};
