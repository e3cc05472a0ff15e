import { describeFuzz } from '../http-front/fuzz/describeFuzz.js';
import { mailSinkFuzz } from './fuzzTarget.js';

describeFuzz(mailSinkFuzz);
