// Allowed: its own folder, a shared component and a narrow hook.
import { useRouter } from '../../context/coreHooks.js';
import { tokenImage } from '../../components/TokenImage.js';
import { swapLabel } from './swapDisplay.js';

export const swapView = (symbol: string): string =>
  `${useRouter().view} ${tokenImage(symbol)} ${swapLabel(symbol)}`;
