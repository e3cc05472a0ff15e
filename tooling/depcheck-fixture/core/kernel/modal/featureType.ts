// Allowed: the kernel names a flow's type (type-only: nothing of the feature loads).
import type { SendStatus } from '../../features/send/index.js';

export const idle: SendStatus = 'idle';
