import type { TelegramPlatform } from '../../../ports/index.js';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../options/index.js';

// SPEC §1 / §2's providers, in the order Connect shows them: one list, kept with the modal options.
export { SOCIAL_PROVIDERS, type SocialProvider };

/** How many providers Connect shows as buttons; the rest go in the "more" list. */
export const SOCIAL_BUTTONS = 3;

export type { TelegramPlatform };

/** SPEC §5: inside Telegram, iOS removes google, Mac removes x, Android removes facebook and x. */
const TELEGRAM_REMOVED: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
};

const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * The providers Connect offers: the host's `socials` (SPEC §1, default order) that the wallet service offers too
 * (READY's socialProviders), without those the Telegram platform removes (SPEC §5; undefined outside Telegram).
 */
export const offeredSocialProviders = (
  offered: readonly string[],
  telegram?: TelegramPlatform,
  configured: readonly SocialProvider[] = SOCIAL_PROVIDERS,
): SocialProvider[] => {
  const removed = telegram === undefined ? [] : TELEGRAM_REMOVED[telegram];
  const wanted = new Set(offered.filter(isSocialProvider));
  return configured.filter((p) => wanted.has(p) && !removed.includes(p));
};

/** Connect's social row: the first providers as buttons, the others in the "more" list. */
export const splitSocialRow = (providers: readonly SocialProvider[]) => ({
  buttons: providers.slice(0, SOCIAL_BUTTONS),
  more: providers.slice(SOCIAL_BUTTONS),
});

/**
 * The providers of Connect's social row: while the wallet service's list is not known yet (`offered` undefined,
 * the frame's READY has not come), the host's; then those the service offers (SPEC §5's Telegram filter applied).
 * Farcaster is among them when the service has a Farcaster relay (READY lists it then), like an OAuth provider.
 */
export const socialRowProviders = (
  offered: readonly string[] | undefined,
  telegram: TelegramPlatform | undefined,
  configured: readonly SocialProvider[],
): SocialProvider[] =>
  offered === undefined ? [...configured] : offeredSocialProviders(offered, telegram, configured);
