import { defineView } from '../viewDefinition.js';

/** The e-mail change's code to the new address: its code, with the e-mail change flow, on first show. */
export const updateEmailSecondaryOtpView = defineView({
  name: 'UpdateEmailSecondaryOtp',
  title: 'Confirm New Email',
  flow: 'emailUpdate',
  component: () =>
    import('./UpdateEmailSecondaryOtpView.js').then((module) => module.UpdateEmailSecondaryOtpView),
});
