import { describeFuzz } from '../../http-front/fuzz/describeFuzz.js';
import { dataServiceFuzz } from './dataServiceFuzz.js';

describeFuzz(dataServiceFuzz);
