// Allowed: the narrow hooks read the provider context.
import { latchContext } from './LatchContext.js';

export const useRouter = () => latchContext.router;
