import { describeFuzz } from '../http-front/fuzz/describeFuzz.js';
import { devIdpFuzz } from './fuzzTarget.js';

describeFuzz(devIdpFuzz);
