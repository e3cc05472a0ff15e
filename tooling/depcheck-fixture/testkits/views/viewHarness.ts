import { read } from '../../core/good.js';
import { Modal } from '../../ui-react/index.js';
export const harness = () => [read, Modal];
