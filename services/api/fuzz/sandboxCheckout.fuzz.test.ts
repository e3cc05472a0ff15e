import { describeFuzz } from '../../http-front/fuzz/describeFuzz.js';
import { sandboxCheckoutFuzz } from './dataServiceFuzz.js';

describeFuzz(sandboxCheckoutFuzz);
