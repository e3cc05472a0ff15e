import { describeFuzz } from '../http-front/fuzz/describeFuzz.js';
import { embeddedWalletFuzz } from './fuzzTarget.js';

describeFuzz(embeddedWalletFuzz);
