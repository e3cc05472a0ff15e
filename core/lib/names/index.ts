export { DEFAULT_NAME_ZONE } from './nameZone.js';
