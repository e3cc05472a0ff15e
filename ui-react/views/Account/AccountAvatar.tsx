import { useState } from 'react';
import { avatarGradient } from '../../buttons/AccountButton/avatarGradient.js';
import { IMAGE_REFERRER_POLICY, safeImageSrc } from '../../components/safeUrls.js';

/** The identity's avatar, or a gradient derived from the address (same address, same colours) when it has none,
 * it fails to load or the URL policy refuses it. */
export function AccountAvatar({
  address,
  avatar: given,
  size,
}: {
  readonly address: string;
  readonly avatar: string | undefined;
  readonly size: number;
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const avatar = safeImageSrc(given);
  const style = { width: size, height: size };
  if (avatar && failed !== avatar) {
    return (
      <span className="latch-account-avatar" style={style} aria-hidden="true">
        <img
          src={avatar}
          alt=""
          width={size}
          height={size}
          referrerPolicy={IMAGE_REFERRER_POLICY}
          onError={() => setFailed(avatar)}
        />
      </span>
    );
  }
  return (
    <span
      className="latch-account-avatar"
      style={{ ...style, background: avatarGradient(address) }}
      aria-hidden="true"
      data-testid="latch-avatar-gradient"
    />
  );
}
