// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { avatarGradient } from '../../buttons/AccountButton/avatarGradient.js';
import { AccountAvatar } from './AccountAvatar.js';

afterEach(cleanup);
const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';

describe('AccountAvatar', () => {
  it("shows the identity's avatar, and the address gradient when there is none or it fails", () => {
    const { container, getByTestId } = render(
      <AccountAvatar address={ADDRESS} avatar="https://img.latch.test/me.png" size={72} />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.latch.test/me.png');
    if (image) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(getByTestId('latch-avatar-gradient').style.background).toContain('linear-gradient');
    expect(avatarGradient(ADDRESS)).toContain('hsl(');
  });
});
