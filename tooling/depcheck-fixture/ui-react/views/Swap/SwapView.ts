// Allowed: its own folder and a shared component.
import { tokenImage } from '../../components/TokenImage.js';
import { swapLabel } from './swapDisplay.js';

export const swapView = (symbol: string): string => `${tokenImage(symbol)} ${swapLabel(symbol)}`;
