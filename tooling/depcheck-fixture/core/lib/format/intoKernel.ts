// Planted: a library reaching the kernel (core/lib knows nothing of kernel or features).
import { FEATURE_BUILDERS } from '../../kernel/latch/index.js';

export const builders = FEATURE_BUILDERS;
