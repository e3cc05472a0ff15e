import { Modal } from '../ui-react/index.js';
export const modal = Modal;
