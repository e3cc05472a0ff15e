import { describeFuzz } from '../../services/http-front/fuzz/describeFuzz.js';
import { demoFuzz } from './fuzzTarget.js';

describeFuzz(demoFuzz);
