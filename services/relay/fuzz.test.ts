import { describeFuzz } from '../http-front/fuzz/describeFuzz.js';
import { relayFuzz } from './fuzzTarget.js';

describeFuzz(relayFuzz);
