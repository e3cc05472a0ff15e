import { SignInPanel } from '../../components/SignInPanel/SignInPanel.js';
import { flowView } from '../flowView.js';

/** SPEC §2 SIWXSignMessage: sign in with the connected wallet (the host's `siwx`). */
export const SIWXSignMessageView = flowView('siwx', SignInPanel);
