export { CATALOGUE, type ErrorCode, UI_TEXT } from './catalogue.js';
export { isPortFailure } from './isPortFailure.js';
export {
  type ErrorParams,
  formatMessage,
  isLatchError,
  LatchError,
  type LatchErrorOptions,
  latchError,
} from './LatchError.js';
