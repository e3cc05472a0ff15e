// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { modal, recordingServices, viewHarness } from '../../../testkits/views/viewHarness.js';

const harness = viewHarness();
const CONNECT_URI = 'http://127.0.0.1:5174/farcaster?channelToken=AAAAAAAAAAAAAAAAAAAAAA';

const setup = async (url = CONNECT_URI, waitsFor = 'CONNECT_FARCASTER') => {
  const frame = new MemoryEmbeddedWalletFrame().handleFarcaster(url);
  const current = harness.fixture({ emailLogin: frame });
  const recorded = recordingServices(current.clock);
  harness.render(current, { services: recorded.services });
  await act(async () => {
    await current.clock.runAllAsync();
    await current.latch.modal.open({ view: 'ConnectingFarcaster' });
  });
  // The view's code and its flow arrive as chunks: wait until it asked the frame to wait for the approval.
  await waitFor(() => expect(frame.requests.map((request) => request.type)).toContain(waitsFor), {
    timeout: 10_000,
  });
  return { current, frame, recorded };
};

describe('ConnectingFarcaster view', () => {
  it('shows the connect URI as a QR code, opens it in the app and copies it', async () => {
    const { frame, recorded } = await setup();
    expect(await modal().findByTestId('latch-qr')).toBeTruthy();
    expect(modal().getByText('Scan this QR code with your phone to sign in with Farcaster')).toBeTruthy();
    expect(frame.requests.map((request) => request.type)).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER']);
    fireEvent.click(modal().getByRole('button', { name: 'Open in app' }));
    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }));
    await act(async () => {});
    expect(recorded.opened).toEqual([CONNECT_URI]);
    expect(recorded.copied).toEqual([CONNECT_URI]);
  });

  it('closing the modal while it waits tells the frame to drop the channel', async () => {
    const { current, frame } = await setup();
    await act(async () => {
      await current.latch.modal.close();
    });
    await waitFor(() =>
      expect(frame.requests.map((request) => request.type)).toEqual([
        'GET_FARCASTER_URI',
        'CONNECT_FARCASTER',
        'CANCEL_FARCASTER',
      ]),
    );
  });

  it('a refusal shows its reason and Retry, which asks for a new channel', async () => {
    const { frame } = await setup();
    await act(async () => {
      frame.refuseFarcaster('The Farcaster sign-in could not be verified. Please try again');
    });
    expect(await modal().findByText('Sign-in failed')).toBeTruthy();
    expect(modal().getByText('The Farcaster sign-in could not be verified. Please try again')).toBeTruthy();
    await act(async () => {
      fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    });
    expect(frame.requests.filter((request) => request.type === 'GET_FARCASTER_URI')).toHaveLength(2);
    expect(await modal().findByTestId('latch-qr')).toBeTruthy();
  });

  it('expires after 300 s with Retry', async () => {
    const { current } = await setup();
    await act(async () => {
      await current.clock.advanceAsync(300_000);
    });
    expect(await modal().findByText('The QR code expired')).toBeTruthy();
    expect(modal().getByText('The Farcaster sign-in timed out. Please try again')).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('never renders or opens a connect URI the URL policy refuses', async () => {
    const { recorded } = await setup('javascript:alert(1)', 'GET_FARCASTER_URI');
    expect(await modal().findByText('Sign-in failed')).toBeTruthy();
    expect(modal().queryByTestId('latch-qr')).toBeNull();
    expect(modal().queryByRole('button', { name: 'Open in app' })).toBeNull();
    expect(recorded.opened).toEqual([]);
  });
});
