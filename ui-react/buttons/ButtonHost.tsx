import type { ReactNode } from 'react';
import { useHostSettings } from '../context/coreHooks.js';
import { ShadowHost } from '../shell/ShadowHost/ShadowHost.js';
import { useStyles } from '../shell/styleSheets.js';
import { buttonStyles } from './styles.js';

const Styled = ({ children }: { readonly children: ReactNode }) => {
  useStyles('buttons', buttonStyles);
  return children;
};

/** Renders a host-page button in its own shadow root, themed like the modal. */
export function ButtonHost({ name, children }: { readonly name: string; readonly children: ReactNode }) {
  const { themeMode, hostStyle } = useHostSettings();
  return (
    <ShadowHost
      placement="inline"
      display="inline-block"
      themeMode={themeMode}
      hostStyle={hostStyle}
      name={name}
    >
      <Styled>{children}</Styled>
    </ShadowHost>
  );
}
