import { type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ThemeMode } from '../../../core/kernel/options/index.js';
import { baseStyles } from '../../theme/baseStyles.js';
import { injectFontFace } from '../../theme/injectFontFace.js';
import { createStyleSheets, type StyleSheets, StyleSheetsContext } from '../styleSheets.js';

export type HostPlacement = 'body' | 'inline';

export interface ShadowHostProps {
  /** 'body': a host element appended to document.body; 'inline': rendered where the component is. */
  readonly placement: HostPlacement;
  /** The host's layout box: the modal needs none when portalled, a block when embedded, inline for buttons. */
  readonly display: 'block' | 'inline-block' | 'contents';
  readonly themeMode: ThemeMode;
  /** Public custom properties set on the host element (the theme variables). */
  readonly hostStyle: Readonly<Record<string, string>>;
  /** Marks the host element, e.g. `modal` → `data-latch-host="modal"`. */
  readonly name: string;
  readonly children: ReactNode;
}

interface Mounted {
  readonly host: HTMLElement;
  readonly mount: HTMLElement;
  readonly sheets: StyleSheets;
}

/** Attaches (or reuses) the open shadow root of `host`, with the base styles and a node React renders into. */
const mountShadow = (host: HTMLElement, display: ShadowHostProps['display']): Mounted => {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const mount = host.ownerDocument.createElement('div');
  mount.setAttribute('data-latch-mount', '');
  mount.style.display = 'contents';
  root.append(mount);
  const sheets = createStyleSheets(root);
  sheets.use(`base-${display}`, baseStyles(display));
  return { host, mount, sheets };
};

/**
 * Renders `children` inside a shadow root so no host-page CSS reaches them (only the theme's custom
 * properties cross the boundary, set on the host element). Nothing happens on the server: the shadow root is
 * created after mount, so importing and server rendering never touch `window` or `document`.
 */
export function ShadowHost({ placement, display, themeMode, hostStyle, name, children }: ShadowHostProps) {
  const [inlineHost, setInlineHost] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState<Mounted | undefined>(undefined);

  useLayoutEffect(() => {
    if (placement === 'inline' && !inlineHost) return;
    const doc = inlineHost?.ownerDocument ?? document;
    injectFontFace(doc);
    const host = inlineHost ?? doc.createElement('latch-modal');
    host.setAttribute('data-latch-host', name);
    if (!inlineHost) doc.body.append(host);
    const next = mountShadow(host, display);
    setMounted(next);
    return () => {
      next.mount.remove();
      if (!inlineHost) host.remove();
      setMounted(undefined);
    };
  }, [placement, inlineHost, display, name]);

  useLayoutEffect(() => {
    if (!mounted) return;
    const { style } = mounted.host;
    for (const [property, value] of Object.entries(hostStyle)) style.setProperty(property, value);
    return () => {
      for (const property of Object.keys(hostStyle)) style.removeProperty(property);
    };
  }, [mounted, hostStyle]);

  const content = mounted
    ? createPortal(
        <StyleSheetsContext.Provider value={mounted.sheets}>
          <div className="latch-root" data-theme={themeMode}>
            {children}
          </div>
        </StyleSheetsContext.Provider>,
        mounted.mount,
      )
    : null;

  if (placement === 'body') return content;
  const Tag = display === 'inline-block' ? 'span' : 'div';
  return (
    <Tag ref={setInlineHost} data-latch-host={name}>
      {content}
    </Tag>
  );
}
