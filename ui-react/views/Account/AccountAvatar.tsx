import { useState } from 'react';
import { avatarGradient } from '../../buttons/AccountButton/avatarGradient.js';

/** The identity's avatar, or a gradient derived from the address (same address, same colours). */
export function AccountAvatar({
  address,
  avatar,
  size,
}: {
  readonly address: string;
  readonly avatar: string | undefined;
  readonly size: number;
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const style = { width: size, height: size };
  if (avatar && failed !== avatar) {
    return (
      <span className="latch-account-avatar" style={style} aria-hidden="true">
        <img src={avatar} alt="" width={size} height={size} onError={() => setFailed(avatar)} />
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
