import { observer } from 'mobx-react-lite';
import type { RegistrationState } from '../../../core/features/names/index.js';
import { connectingStyles } from '../../components/ConnectingLayout/styles.js';
import { ConnectingLogo } from '../../components/ConnectingLogo.js';
import { CheckIcon, SpinnerIcon } from '../../components/icons.js';
import { componentStyles } from '../../components/styles.js';
import { useAccount, useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';
import { registerNameSuccessStyles } from './styles.js';

type Step = 'signing' | 'registering';
const STEPS: readonly { readonly step: Step; readonly label: string }[] = [
  { step: 'signing', label: 'Sign the message in your wallet' },
  { step: 'registering', label: 'Register the name' },
];

const stepState = (step: Step, current: RegistrationState['status']): 'done' | 'active' | 'todo' => {
  if (current === step) return 'active';
  return step === 'signing' && current === 'registering' ? 'done' : 'todo';
};

/** The two steps of a registration under way: the current one turning, the one before it checked. */
function Steps({ status }: { readonly status: RegistrationState['status'] }) {
  return (
    <ol className="latch-name-steps" aria-label="Progress">
      {STEPS.map(({ step, label }) => {
        const state = stepState(step, status);
        return (
          <li
            key={step}
            className="latch-name-step"
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            {state === 'active' ? <SpinnerIcon size={16} /> : null}
            {state === 'done' ? <CheckIcon size={16} /> : null}
            {state === 'todo' ? <span className="latch-name-step-dot" aria-hidden="true" /> : null}
            {label}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * SPEC §2 RegisterAccountNameSuccess: shown as soon as Register is pressed (SPEC §4). While the wallet signs
 * and the data service registers it shows those steps; then the name, registered, with the way back to the
 * account (whose header now shows it).
 */
const RegisterAccountNameSuccessFlow = observer(function RegisterAccountNameSuccessFlow({
  store: names,
}: FlowViewProps<'names'>) {
  useStyles('components', componentStyles);
  useStyles('connecting', connectingStyles);
  useStyles('register-name-success', registerNameSuccessStyles);
  const account = useAccount();
  const router = useRouter();
  const { registration } = names;
  const routeName = router.dataOf('RegisterAccountNameSuccess')?.name;

  if (registration.status === 'registered') {
    return (
      <div className="latch-connecting" data-testid="latch-name-registered">
        <span className="latch-name-done" aria-hidden="true">
          <CheckIcon size={34} />
        </span>
        <div className="latch-connecting-text">
          <p className="latch-name-registered">{registration.name}</p>
          <p className="latch-connecting-hint" role="status">
            {account.profileName === registration.name
              ? 'Your name is registered and now shows on your account.'
              : 'Your name is registered. Others can send to it instead of your address.'}
          </p>
        </div>
        <button
          type="button"
          className="latch-button latch-button-primary latch-name-back"
          onClick={() => router.reset('Account')}
        >
          Back to Account
        </button>
      </div>
    );
  }

  if (registration.status === 'signing' || registration.status === 'registering') {
    const wallet = account.connectorInfo;
    return (
      <div className="latch-connecting" aria-busy="true">
        <ConnectingLogo imageUrl={wallet?.imageUrl} state="pending" />
        <div className="latch-connecting-text">
          <p className="latch-connecting-title">{registration.name}</p>
          <p className="latch-connecting-hint" role="status">
            {registration.status === 'signing'
              ? `Approve the signature request in ${wallet?.name ?? 'your wallet'} to register this name.`
              : 'Registering your name…'}
          </p>
        </div>
        <Steps status={registration.status} />
      </div>
    );
  }

  return (
    <div className="latch-connecting">
      <div className="latch-connecting-text">
        <p className="latch-connecting-title">{routeName ?? 'No name registered yet'}</p>
        <p className="latch-connecting-hint">Nothing is being registered right now.</p>
      </div>
      <button type="button" className="latch-button" onClick={() => router.replace('RegisterAccountName')}>
        Choose a name
      </button>
    </div>
  );
});

export const RegisterAccountNameSuccessView = flowView('names', RegisterAccountNameSuccessFlow);
