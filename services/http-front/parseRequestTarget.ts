/**
 * The path and query of an HTTP request target, or undefined when it is not an origin-form target
 * (`/path?query`). Never throws: `//`, `/\\x`, absolute URLs, `*` and bad escapes are all just refused.
 * Lenient (a `//…` target is a path here); checkRequestTarget is the front's strict rule.
 */
export function parseRequestTarget(target: string | undefined): URL | undefined {
  if (target === undefined || !target.startsWith('/')) return undefined;
  try {
    // Prefixing the origin keeps `//host/…` a path instead of a scheme-relative URL.
    return new URL(`http://front.invalid${target}`);
  } catch {
    return undefined;
  }
}
