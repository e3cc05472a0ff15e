import { defineView } from '../viewDefinition.js';

/** The e-mail change's code to the current address: its code, with the e-mail change flow, on first show. */
export const updateEmailPrimaryOtpView = defineView({
  name: 'UpdateEmailPrimaryOtp',
  title: 'Confirm Current Email',
  flow: 'emailUpdate',
  component: () =>
    import('./UpdateEmailPrimaryOtpView.js').then((module) => module.UpdateEmailPrimaryOtpView),
});
