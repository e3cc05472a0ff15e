// Planted: the kernel importing a feature's code (the feature list fetches it on first use instead).
import { SEND_LABEL } from '../../features/send/index.js';

export const eager = SEND_LABEL;
