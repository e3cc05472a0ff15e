// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { PairingUriError } from '../pairing/checkPairingUri.js';
import { PairForm } from './PairForm.js';

afterEach(cleanup);

describe('PairForm', () => {
  it('shows why a URI was refused, and clears the field once paired', async () => {
    const user = userEvent.setup();
    const tried: string[] = [];
    render(
      <PairForm
        actions={{
          pair: (text) => {
            tried.push(text);
            return text.startsWith('wc:') ? okAsync(undefined) : errAsync(new PairingUriError('Not a URI.'));
          },
        }}
      />,
    );
    const field = screen.getByLabelText('Paste a WalletConnect URI');
    await user.type(field, 'nope');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Not a URI.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'wc:x');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(tried).toEqual(['nope', 'wc:x']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).toHaveProperty('value', '');
  });
});
