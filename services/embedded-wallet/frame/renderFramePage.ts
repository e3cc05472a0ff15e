import { FRAME_CONFIG_ID, type FrameConfig } from './FrameConfig.js';

/** JSON that is safe inside a <script> element (no `<`, so no `</script>`). */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The frame page: its settings as inert JSON, the style sheet and the bundled script (both same-origin). */
export const renderFramePage = (config: FrameConfig): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Latch wallet</title>
<link rel="stylesheet" href="/sdk/frame.css">
<script type="application/json" id="${FRAME_CONFIG_ID}">${scriptJson(config)}</script>
<script src="/sdk/frame.js" defer></script>
</head>
<body></body>
</html>
`;

const SOURCE = /^([a-z][a-z0-9+.-]*:)\/\/(\*\.)?([^:/*\s;,']+)(?::(\*|\d{1,5}))?$/i;

/**
 * `frame-ancestors` from a project's allowed origins: patterns CSP can say as they are (exact origins,
 * `*.` subdomains, `:*` ports, `*`); anything else is left out, and none left means `'none'`.
 */
export const frameAncestors = (allowedOrigins: readonly string[]): string => {
  const sources = allowedOrigins.filter((origin) => origin === '*' || SOURCE.test(origin));
  return sources.length === 0 ? "'none'" : sources.join(' ');
};

/** The frame page's Content-Security-Policy: only its own script, style and service; framed only by the project. */
export const framePagePolicy = (allowedOrigins: readonly string[]): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
  ].join('; ');
