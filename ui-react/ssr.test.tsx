// Runs in the node environment: no window, no document.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createFixture } from '../testkits/views/fixtures.js';

describe('server-side use', () => {
  it('imports without touching window or document', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const entry = await import('./index.js');
    expect(typeof entry.LatchProvider).toBe('function');
  });

  it('renders the provider and the buttons to a string, leaving the modal to the client', async () => {
    const { LatchProvider, ConnectButton, NetworkButton } = await import('./index.js');
    const fixture = createFixture();
    const html = renderToString(
      <LatchProvider latch={fixture.latch} appendTo={false}>
        <main>app</main>
        <ConnectButton />
        <NetworkButton />
      </LatchProvider>,
    );
    fixture.dispose();
    expect(html).toContain('<main>app</main>');
    expect(html).toContain('data-latch-host="connect-button"');
    expect(html).toContain('data-latch-host="modal"');
    expect(html).not.toContain('role="dialog"');
  });
});
