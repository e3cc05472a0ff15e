import type { FastifyRequest } from 'fastify';
import { badRequest } from './ApiError.js';

/** The request parts a route reads, and how a failing field is named in each (as mapValidationErrors does). */
const PARTS = [
  ['params', 'params'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u`). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL would refuse this text, or undefined when it can be stored: NUL (refused in `text` and
 * as `\u0000` in `jsonb`) and unpaired UTF-16 surrogates (`jsonb` refuses their escapes; `text` would
 * silently store U+FFFD instead).
 */
export const unstorableTextProblem = (text: string): string | undefined => {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'contains an unpaired surrogate';
  return undefined;
};

/** Values deeper than this are not searched further (the body limit keeps them small anyway). */
const MAX_DEPTH = 256;

interface Pending {
  readonly value: unknown;
  readonly path: readonly string[];
}

/**
 * The first string (value or object key) in `root` that PostgreSQL would refuse, with its path. An
 * iterative walk: a deeply nested body cannot overflow the stack.
 */
export const findUnstorableText = (
  root: unknown,
): { readonly path: readonly string[]; readonly problem: string } | undefined => {
  const stack: Pending[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as Pending;
    if (typeof value === 'string') {
      const problem = unstorableTextProblem(value);
      if (problem !== undefined) return { path, problem };
      continue;
    }
    if (typeof value !== 'object' || value === null || path.length >= MAX_DEPTH) continue;
    for (const [key, child] of Object.entries(value)) {
      const problem = unstorableTextProblem(key);
      if (problem !== undefined) return { path: [...path, key], problem: `has a key that ${problem}` };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
};

const printable = (segment: string): string => segment.replace(/[^\x20-\x7e]/g, '?').slice(0, 64);

/**
 * preValidation hook of every route: a request whose path parameters, query or body hold text PostgreSQL
 * refuses is a 400 in the usual error body, before any handler (or the database) sees it.
 */
export const refuseUnstorableText = async (request: FastifyRequest): Promise<void> => {
  for (const [part, name] of PARTS) {
    const found = findUnstorableText(request[part]);
    if (found === undefined) continue;
    const field = found.path.length === 0 ? name : found.path.map(printable).join('.');
    throw badRequest(field, `${field} ${found.problem}`);
  }
};
