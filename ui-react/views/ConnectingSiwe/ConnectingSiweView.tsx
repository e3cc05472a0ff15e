import { SignInPanel } from '../../components/SignInPanel/SignInPanel.js';
import { flowView } from '../flowView.js';

/** SPEC §2 ConnectingSiwe: sign in with the connected wallet (the host's legacy `siweConfig`). */
export const ConnectingSiweView = flowView('siwx', SignInPanel);
