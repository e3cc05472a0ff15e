import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { type SocialProvider, splitSocialRow } from '../../../core/kernel/walletCatalog/index.js';
import { ChevronDownIcon } from '../../components/icons.js';
import { SOCIAL_NAMES, SocialIcon } from '../../components/SocialIcon.js';
import { useRovingFocus } from '../../components/useRovingFocus.js';
import { useConnect, useFlow, useRouter, useViewRegistry } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { socialStyles } from './socialStyles.js';

/** The more-list's own glyph: three dots. */
const MoreIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

/**
 * Connect's social row (SPEC §2, fetched with the social login's code): the providers the wallet service offers,
 * in the host's order, the first ones as icon buttons and a "More" button that opens the others as a list. A
 * click opens the sign-in popup in the click itself (SocialLoginStore.start) and shows ConnectingSocial;
 * Farcaster opens its own view, offered only when that view is registered.
 */
export const SocialSection = observer(function SocialSection() {
  useStyles('social', socialStyles);
  const social = useFlow('social');
  const registry = useViewRegistry();
  const router = useRouter();
  const connect = useConnect();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // Shown: the frame is loaded so that it says which providers the wallet service offers.
  useEffect(() => social?.prepare(), [social]);
  const providers = (social?.providers ?? []).filter(
    (provider) => provider !== 'farcaster' || registry.ConnectingFarcaster !== undefined,
  );
  const { buttons, more } = splitSocialRow(providers);
  const tiles = buttons.length + (more.length > 0 ? 1 : 0);
  const rowFocus = useRovingFocus(tiles, Math.max(tiles, 1));
  const listFocus = useRovingFocus(more.length);
  if (social === undefined) {
    // The code is on its way: the row's place is kept, nothing can be clicked before the popup can open.
    return <div className="latch-social-row latch-social-placeholder" aria-hidden="true" />;
  }
  if (providers.length === 0) return null;
  const begin = (provider: SocialProvider) => {
    // Disabled with the other methods while the terms checkbox blocks; a synthetic click is refused too.
    if (connect.consent.blocked) return;
    if (provider === 'farcaster') {
      router.push('ConnectingFarcaster');
      return;
    }
    // The popup opens now, inside the click; ConnectingSocial follows the login.
    void social.start(provider);
    router.push('ConnectingSocial', { provider });
  };
  return (
    <div className="latch-social">
      <ul
        className="latch-social-row"
        aria-label="Social logins"
        onKeyDown={rowFocus.onKeyDown}
        style={{ gridTemplateColumns: `repeat(${tiles}, minmax(0, 1fr))` }}
      >
        {buttons.map((provider, index) => (
          <li key={provider}>
            <button
              type="button"
              className="latch-social-button"
              aria-label={`Continue with ${SOCIAL_NAMES[provider]}`}
              title={SOCIAL_NAMES[provider]}
              {...rowFocus.itemProps(index)}
              onClick={() => begin(provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          </li>
        ))}
        {more.length > 0 ? (
          <li>
            <button
              type="button"
              className="latch-social-button"
              aria-label="More social logins"
              aria-expanded={expanded}
              aria-controls={listId}
              title="More"
              {...rowFocus.itemProps(buttons.length)}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? <ChevronDownIcon size={18} /> : <MoreIcon />}
            </button>
          </li>
        ) : null}
      </ul>
      {more.length > 0 && expanded ? (
        <ul
          id={listId}
          className="latch-social-list"
          aria-label="More social logins"
          onKeyDown={listFocus.onKeyDown}
        >
          {more.map((provider, index) => (
            <li key={provider}>
              <button
                type="button"
                className="latch-row latch-social-list-row"
                {...listFocus.itemProps(index)}
                onClick={() => begin(provider)}
              >
                <span className="latch-social-list-icon" aria-hidden="true">
                  <SocialIcon provider={provider} size={22} />
                </span>
                <span className="latch-row-label">Continue with {SOCIAL_NAMES[provider]}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
