import { describeFuzz } from '../../services/http-front/fuzz/describeFuzz.js';
import { walletFuzz } from './fuzzTarget.js';

describeFuzz(walletFuzz);
