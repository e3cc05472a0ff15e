import { defineView } from '../viewDefinition.js';

/** The EmailVerifyDevice view: its title and its code, with the e-mail login flow, fetched when first shown. */
export const emailVerifyDeviceView = defineView({
  name: 'EmailVerifyDevice',
  title: 'Register Device',
  flow: 'email',
  component: () => import('./EmailVerifyDeviceView.js').then((module) => module.EmailVerifyDeviceView),
});
