import { safeUrl } from '../../core/lib/urls/index.js';

/**
 * The modal's URL policy (core/lib/urls/safeUrl) at the places the UI loads or follows a URL. An image that
 * fails the policy is not loaded (the caller shows its placeholder); a link that fails it is not rendered.
 */

/** `src` when an `<img>` may load it (http(s) or a data: image), else undefined. */
export const safeImageSrc = (src: string | null | undefined): string | undefined =>
  src ? safeUrl(src, 'image').unwrapOr(undefined) : undefined;

/** `href` when a link may lead there (http(s) only), else undefined. */
export const safeLinkHref = (href: string | null | undefined): string | undefined =>
  href ? safeUrl(href, 'link').unwrapOr(undefined) : undefined;

/** Every `<img>` the modal renders sends no Referer: an icon or avatar host never learns the host page. */
export const IMAGE_REFERRER_POLICY = 'no-referrer';
