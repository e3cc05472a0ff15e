import { observer } from 'mobx-react-lite';
import type { SocialLoginError, SocialLoginStep } from '../../../core/features/social/index.js';
import { connectingStyles } from '../../components/ConnectingLayout/styles.js';
import { ConnectingLogo } from '../../components/ConnectingLogo.js';
import { RetryIcon } from '../../components/icons.js';
import { SocialIcon, socialNameOf } from '../../components/SocialIcon.js';
import { componentStyles } from '../../components/styles.js';
import { useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';

const socialLogoStyles = `
.latch-social-logo{display:flex;align-items:center;justify-content:center;width:72px;height:72px;
  border-radius:22px;background:var(--latch-bg-125);color:var(--latch-fg-100);}
`;

/** Title and hint of each step (SPEC §2 ConnectingSocial); a failure says the catalogue's text. */
const texts = (step: SocialLoginStep, name: string, error: SocialLoginError | undefined) => {
  if (step === 'failed' && error !== undefined) {
    const title =
      error.code === 'SOCIAL_POPUP_BLOCKED'
        ? 'Pop-up blocked'
        : error.code === 'SOCIAL_POPUP_CLOSED'
          ? 'Sign-in window closed'
          : 'Sign-in failed';
    return { title, hint: error.message };
  }
  switch (step) {
    case 'idle':
      return { title: `Continue with ${name}`, hint: `Sign in with ${name} in a new window` };
    case 'connecting':
    case 'connected':
      return { title: `Signing in with ${name}`, hint: 'Opening your wallet…' };
    default:
      return { title: `Continue with ${name}`, hint: 'Continue in the popup…' };
  }
};

/**
 * SPEC §2 ConnectingSocial {provider}: follows the login the click began (the popup opened inside it): waiting for
 * the popup, then the wallet; a blocked or closed popup, or a refusal, says so with Retry, which opens a new popup
 * inside its own click. Cancel (or the header's back) gives the login up and closes the popup.
 */
const ConnectingSocialFlow = observer(function ConnectingSocialFlow({
  store: social,
}: FlowViewProps<'social'>) {
  useStyles('components', componentStyles);
  useStyles('connecting', connectingStyles);
  useStyles('social-logo', socialLogoStyles);
  const router = useRouter();
  const provider = router.dataOf('ConnectingSocial')?.provider ?? social.provider;
  if (provider === undefined) return null;
  const name = socialNameOf(provider);
  const { step, error } = social;
  const failed = step === 'failed';
  const { title, hint } = texts(step, name, error);
  const cancel = () => {
    social.leave();
    router.goBack();
  };
  return (
    <div className="latch-connecting">
      <ConnectingLogo imageUrl={undefined} state={failed ? 'error' : step === 'idle' ? 'idle' : 'pending'}>
        <span className="latch-social-logo">
          <SocialIcon provider={provider} size={40} />
        </span>
      </ConnectingLogo>
      <div className="latch-connecting-text" role="status" aria-live="polite">
        <p className="latch-connecting-title" data-tone={failed ? 'error' : undefined}>
          {title}
        </p>
        <p className="latch-connecting-hint">{hint}</p>
      </div>
      <div className="latch-connecting-actions">
        {failed || step === 'idle' ? (
          <button
            type="button"
            className="latch-button latch-button-primary"
            // The new popup opens inside this click.
            onClick={() => void (step === 'idle' ? social.start(provider) : social.retry())}
          >
            {failed ? <RetryIcon size={14} /> : null}
            {failed ? 'Retry' : `Continue with ${name}`}
          </button>
        ) : null}
        {step === 'redirecting' || step === 'waiting' || failed ? (
          <button type="button" className="latch-button" onClick={cancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </div>
  );
});

export const ConnectingSocialView = flowView('social', ConnectingSocialFlow);
