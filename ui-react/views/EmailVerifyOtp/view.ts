import { defineView } from '../viewDefinition.js';

/** The EmailVerifyOtp view: its title and its code, with the e-mail login flow, fetched when first shown. */
export const emailVerifyOtpView = defineView({
  name: 'EmailVerifyOtp',
  title: 'Confirm Email',
  flow: 'email',
  component: () => import('./EmailVerifyOtpView.js').then((module) => module.EmailVerifyOtpView),
});
