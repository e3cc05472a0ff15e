// Gallery states of the update-e-mail views: the new address (empty, or a typed mistake with its error), the code
// of the current address (waiting, or a wrong code), and the code of the new address. The wallet is logged in by
// e-mail as ada@example.com first.
import { MemoryEmbeddedWalletFrame } from '../../testkits/MemoryEmbeddedWalletFrame.js';
import type { GalleryFixture } from './scenarioSteps.js';

export const EMAIL_UPDATE_VIEWS = [
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
] as const;
export type EmailUpdateView = (typeof EMAIL_UPDATE_VIEWS)[number];

export const isEmailUpdateView = (view: string): view is EmailUpdateView =>
  (EMAIL_UPDATE_VIEWS as readonly string[]).includes(view);

export const EMAIL_UPDATE_SCENARIOS = {
  UpdateEmailWallet: ['normal', 'invalid'],
  UpdateEmailPrimaryOtp: ['normal', 'wrong-code'],
  UpdateEmailSecondaryOtp: ['normal'],
} as const;

export const EMAIL_UPDATE_SCENARIO_READY = {
  'UpdateEmailWallet:normal': '.latch-email-update .latch-email-input',
  'UpdateEmailWallet:invalid': '.latch-email-update .latch-email-error',
  'UpdateEmailPrimaryOtp:normal': '.latch-otp-box',
  'UpdateEmailPrimaryOtp:wrong-code': '.latch-otp-boxes[data-invalid="true"]',
  'UpdateEmailSecondaryOtp:normal': '.latch-otp-box',
} as const;

export const EMAIL_UPDATE_SCENARIO_PROBES = {
  UpdateEmailWallet: [
    '.latch-card',
    '.latch-otp-intro',
    '.latch-email-field',
    '.latch-email-update-actions .latch-button',
  ],
  UpdateEmailPrimaryOtp: ['.latch-card', '.latch-otp-intro', '.latch-otp-box', '.latch-link-button'],
  UpdateEmailSecondaryOtp: ['.latch-card', '.latch-otp-intro', '.latch-otp-box', '.latch-link-button'],
} as const;

const CURRENT = 'ada@example.com';
const NEW = 'grace@example.com';

/** The embedded wallet of these views: e-mail login connects; 111111 is the current address's code. */
export const emailUpdateFrame = () =>
  new MemoryEmbeddedWalletFrame()
    .handle('CONNECT_EMAIL', async () => ({ action: 'VERIFY_OTP' as const }))
    .handle('CONNECT_OTP', async () => undefined)
    .handle('UPDATE_EMAIL', async () => ({ action: 'VERIFY_PRIMARY_OTP' }))
    .handle('UPDATE_EMAIL_PRIMARY_OTP', async ({ otp }) => {
      if (otp !== '111111') throw new Error('Invalid code (4 attempts left)');
      return undefined;
    })
    .handle('UPDATE_EMAIL_SECONDARY_OTP', async () => ({ newEmail: NEW }));

/** Logs in by e-mail, takes the change as far as the view's state, and opens the modal on the view. */
export const prepareEmailUpdateScenario = async (
  fixture: GalleryFixture,
  view: EmailUpdateView,
  state: string,
): Promise<void> => {
  const { latch } = fixture;
  const login = await latch.loadFeature('email');
  await login.submitEmail(CURRENT);
  await login.submitCode('123456');
  const update = await latch.loadFeature('emailUpdate');
  if (view === 'UpdateEmailWallet') {
    void latch.modal.open({ view });
    return;
  }
  await update.submitEmail(NEW);
  if (view === 'UpdateEmailPrimaryOtp' && state === 'wrong-code') await update.submitPrimary('000000');
  if (view === 'UpdateEmailSecondaryOtp') await update.submitPrimary('111111');
  void latch.modal.open({ view, data: { email: NEW } });
};

/** The typed mistake: the address typed as a person does (React sees the input event), then Save. */
export const afterEmailUpdateScenario = (
  view: string,
  state: string,
  shadow: ShadowRoot | null | undefined,
) => {
  if (view !== 'UpdateEmailWallet' || state !== 'invalid') return;
  // The view's code may still be arriving: try again until its field shows.
  const input = shadow?.querySelector<HTMLInputElement>('.latch-email-update .latch-email-input');
  if (!input) {
    setTimeout(() => afterEmailUpdateScenario(view, state, shadow), 100);
    return;
  }
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'grace@example');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  shadow?.querySelector<HTMLButtonElement>('.latch-email-update button[type="submit"]')?.click();
};
