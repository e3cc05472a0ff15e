import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId } from 'react';
import {
  labelOfName,
  type NameSuggestionView,
  type SuggestionsState,
} from '../../../core/features/names/index.js';
import { Badge } from '../../components/Badge.js';
import { connectingStyles } from '../../components/ConnectingLayout/styles.js';
import { AlertIcon, RetryIcon } from '../../components/icons.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { useAccount, useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';
import { registerNameStyles } from './styles.js';
import { submitAccountName } from './submitAccountName.js';

const RULE = 'Letters, numbers and hyphens, at least 4 characters.';

interface SuggestionsProps {
  readonly state: SuggestionsState;
  readonly onPick: (suggestion: NameSuggestionView) => void;
  readonly onRetry: () => void;
}

/** Suggestions for the label typed: placeholders while they load, each free one picks itself, taken ones say so. */
function Suggestions({ state, onPick, onRetry }: SuggestionsProps) {
  const titleId = useId();
  if (state.status === 'idle') return null;
  return (
    <section
      className="latch-name-suggestions"
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading' || undefined}
    >
      <h3 className="latch-name-suggestions-title" id={titleId}>
        Suggestions
      </h3>
      {state.status === 'loading' ? (
        <div className="latch-name-suggestion-list" data-testid="latch-name-suggestions-loading">
          <span className="latch-skeleton latch-name-suggestion-skeleton" />
          <span className="latch-skeleton latch-name-suggestion-skeleton" />
          <span className="latch-visually-hidden">Looking up names…</span>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div className="latch-name-unavailable">
          <span>Suggestions unavailable: {state.error.message}</span>
          <button type="button" className="latch-button" onClick={onRetry}>
            <RetryIcon size={14} />
            Retry
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        state.suggestions.length === 0 ? (
          <p className="latch-name-rule">No suggestions for this name.</p>
        ) : (
          <ul className="latch-name-suggestion-list" aria-label="Suggested names">
            {state.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="latch-row latch-name-suggestion"
                  disabled={suggestion.registered}
                  onClick={() => onPick(suggestion)}
                >
                  <span className="latch-row-label">{suggestion.name}</span>
                  <Badge tone={suggestion.registered ? 'neutral' : 'success'}>
                    {suggestion.registered ? 'Taken' : 'Available'}
                  </Badge>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

/**
 * SPEC §2 RegisterAccountName {name?}: a label in the zone, checked as typed (SPEC §5), suggestions asked
 * for once typing pauses (500 ms, latch.names), and Register, which signs with the wallet and registers
 * (the success view shows the steps). After a failure the reason shows here until the label changes.
 */
const RegisterAccountNameFlow = observer(function RegisterAccountNameFlow({
  store: names,
}: FlowViewProps<'names'>) {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('connecting', connectingStyles);
  useStyles('register-name', registerNameStyles);
  const account = useAccount();
  const router = useRouter();
  const inputId = useId();
  const ruleId = useId();
  const routeName = router.dataOf('RegisterAccountName')?.name;
  // Back with a name after a failure (its reason is kept); a visit after a success starts afresh; otherwise
  // the label typed last is kept.
  useEffect(() => {
    if (routeName !== undefined) names.setQuery(labelOfName(routeName, names.zone));
    else if (names.registration.status === 'registered') names.reset();
  }, [names, routeName]);

  if (!account.isConnected || account.activeNamespace !== 'eip155') {
    return (
      <div className="latch-name-empty">
        <p>Connect an EVM wallet to choose a name.</p>
        <button type="button" className="latch-button" onClick={() => router.reset('Connect')}>
          Connect Wallet
        </button>
      </div>
    );
  }

  const { query, validation, registration, exactMatch } = names;
  const failure = registration.status === 'failed' ? registration.error : undefined;
  const taken = exactMatch?.registered === true;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (names.canSubmit) void submitAccountName({ router, names }, names.query);
  };
  const ruleText = validation?.message ?? (taken ? `${exactMatch.name} is already taken.` : RULE);
  return (
    <form className="latch-name" onSubmit={submit} noValidate>
      <p className="latch-name-intro">Choose a name for your account. It shows instead of your address.</p>
      <div className="latch-name-field" data-invalid={validation !== undefined || taken}>
        <label htmlFor={inputId} className="latch-visually-hidden">
          Name
        </label>
        <input
          id={inputId}
          className="latch-name-input"
          type="text"
          value={query}
          placeholder="yourname"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={validation !== undefined || taken}
          aria-describedby={ruleId}
          onChange={(event) => names.setQuery(event.target.value)}
        />
        <span className="latch-name-zone" aria-hidden="true">
          .{names.zone}
        </span>
      </div>
      <p
        className="latch-name-rule"
        id={ruleId}
        data-tone={validation !== undefined || taken ? 'error' : undefined}
        aria-live="polite"
      >
        {ruleText}
      </p>
      {failure ? (
        <p className="latch-name-failure" role="alert">
          <AlertIcon size={16} />
          <span>{failure.message}</span>
        </p>
      ) : null}
      <Suggestions
        state={names.suggestions}
        onPick={(suggestion) => names.setQuery(suggestion.label)}
        onRetry={() => names.setQuery(names.query)}
      />
      <button
        type="submit"
        className="latch-button latch-button-primary latch-name-submit"
        disabled={!names.canSubmit}
      >
        {names.fullName ? `Register ${names.fullName}` : 'Register'}
      </button>
    </form>
  );
});

export const RegisterAccountNameView = flowView('names', RegisterAccountNameFlow);
