import { useState } from 'react';
import type { DappInfo } from '../../engine/index.js';
import { isLoopbackUrl } from '../online/keepOnlineOnLoopback.js';

/**
 * Icons load only from data: URLs, loopback or this page's host: the sandbox never makes the browser
 * fetch a dapp-chosen address off the machine. Anything else (or a broken image) shows the initial.
 */
export function iconSource(icon: string | undefined, pageHost: string): string | undefined {
  if (icon === undefined) return undefined;
  if (icon.startsWith('data:image/')) return icon;
  try {
    const url = new URL(icon);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && (isLoopbackUrl(icon) || url.host === pageHost) ? icon : undefined;
  } catch {
    return undefined;
  }
}

export function DappIcon({ dapp, size = 40 }: { dapp: DappInfo; size?: number }) {
  const [broken, setBroken] = useState(false);
  const source = broken ? undefined : iconSource(dapp.icon, window.location.host);
  const style = { width: size, height: size };
  if (source === undefined) {
    return (
      <span className="dapp-icon dapp-icon--letter" style={style} aria-hidden="true">
        {(dapp.name.trim()[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return <img className="dapp-icon" src={source} alt="" style={style} onError={() => setBroken(true)} />;
}
