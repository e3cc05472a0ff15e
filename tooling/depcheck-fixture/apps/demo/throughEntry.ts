import { createLatch } from '../../adapters/root/index.js';
import { Modal } from '../../ui-react/index.js';
export const page = () => [createLatch(), Modal()];
