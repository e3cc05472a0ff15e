import { createContext, useContext, useInsertionEffect } from 'react';

/** The stylesheets of one shadow root: each style module is injected once, however often it is used. */
export interface StyleSheets {
  /** Adds `css` under `id` unless a sheet with that id is already there. */
  use(id: string, css: string): void;
  has(id: string): boolean;
}

export const createStyleSheets = (root: ShadowRoot): StyleSheets => {
  const injected = new Set<string>();
  for (const style of root.querySelectorAll('style[data-latch-style]'))
    injected.add(style.getAttribute('data-latch-style') ?? '');
  return {
    use(id, css) {
      if (injected.has(id)) return;
      injected.add(id);
      const style = root.ownerDocument.createElement('style');
      style.setAttribute('data-latch-style', id);
      style.textContent = css;
      root.append(style);
    },
    has: (id) => injected.has(id),
  };
};

export const StyleSheetsContext = createContext<StyleSheets | undefined>(undefined);

/** Injects a component's style module into the shadow root it renders in, before the browser paints. */
export const useStyles = (id: string, css: string): void => {
  const sheets = useContext(StyleSheetsContext);
  useInsertionEffect(() => {
    sheets?.use(id, css);
  }, [sheets, id, css]);
};
