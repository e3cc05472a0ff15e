import { createLatch } from '../../adapters/root/createLatch.js';
import { Modal } from '../../ui-react/index.js';
export const page = () => [createLatch(), Modal()];
