import { describeFuzz } from '../http-front/fuzz/describeFuzz.js';
import { farcasterRelayFuzz } from './fuzzTarget.js';

describeFuzz(farcasterRelayFuzz);
