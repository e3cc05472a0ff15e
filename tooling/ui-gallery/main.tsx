// The gallery page: the modal on a chosen view, theme and state, over in-memory adapters (testkits).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SANDBOX_ICON } from '../../apps/wallet/injected/sandboxIcon.js';
import type { Clock, Scheduler } from '../../ports/index.js';
import { httpFailure } from '../../testkits/MemoryDataService.js';
import { MemoryWalletConnector } from '../../testkits/MemoryWalletConnector.js';
import { createRealTimeClock } from '../../testkits/realTimeClock.js';
import { createFixture, type Fixture, sampleWalletConnectors } from '../../testkits/views/fixtures.js';
import { ConnectButton, LatchProvider, NetworkButton } from '../../ui-react/index.js';
import { HOSTILE_CSS } from './hostileCss.js';
import { registryFromSnapshot } from './registryFromSnapshot.js';
import { parseScenario } from './scenario.js';
import { whenReady } from './scenarioSteps.js';
import { isScenarioView, prepareViewScenario } from './viewScenarios.js';

const PAGE_CSS = `
html,body{margin:0;min-height:100%;font-family:system-ui,sans-serif;}
body[data-theme='dark']{background:#2b2d31;color:#eee;}
body[data-theme='light']{background:#e9ecef;color:#222;}
.gallery-bar{display:flex;justify-content:flex-end;gap:8px;padding:12px 16px;}
`;

const addStyle = (css: string) => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
};

async function main() {
  const scenario = parseScenario(window.location.search);
  document.body.dataset.theme = scenario.theme;
  addStyle(PAGE_CSS);
  if (scenario.hostile) addStyle(HOSTILE_CSS);
  const snapshot: unknown = await fetch('/wallets.json').then((response) => response.json());
  const registry = registryFromSnapshot(snapshot, '/wallet-images');
  if (isScenarioView(scenario.view)) {
    const prepared = prepareViewScenario(scenario.view, scenario.state, registry);
    const fixture = createFixture({
      ...prepared.options,
      themeMode: scenario.theme,
      clock: createRealTimeClock(20),
    });
    await prepared.prepare(fixture);
    render(fixture, false);
    // After the modal's shadow root exists (the dialog's code is a chunk of its own), as a user would act.
    const modalShadow = () => document.querySelector('[data-latch-host="modal"]')?.shadowRoot;
    whenReady(
      () => modalShadow() != null,
      () => setTimeout(() => prepared.after(fixture, modalShadow()), 400),
    );
    return;
  }
  // Installed wallets as the demo has them: the sandbox wallet's long name beside its INSTALLED badge.
  const sandbox = new MemoryWalletConnector({
    id: 'dev.latch.sandbox',
    name: 'Latch Sandbox Wallet',
    type: 'ANNOUNCED',
    rdns: 'dev.latch.sandbox',
    imageUrl: SANDBOX_ICON,
  });
  const fixture = createFixture({
    mobile: scenario.mobile,
    themeMode: scenario.theme,
    registry,
    connectors: [sandbox, ...Object.values(sampleWalletConnectors())],
    termsConditionsUrl: 'https://latch.example/terms',
    privacyPolicyUrl: 'https://latch.example/privacy',
    ...(scenario.state.startsWith('legal') ? { features: { legalCheckbox: true } } : {}),
    prepare: (dataService) => {
      if (scenario.state === 'loading') dataService.hold('wallets.getWallets');
      if (scenario.state === 'error')
        dataService.fail(
          'wallets.getWallets',
          httpFailure(503, '/getWallets', 'The wallet registry is unavailable'),
        );
    },
    clock: createRealTimeClock(20),
  });
  fixture.latch.connection.recordSuccess({
    wallet: { id: 'me.rainbow', name: 'Rainbow', imageUrl: '/wallet-images/me.rainbow.webp' },
  });
  if (scenario.state === 'empty') void fixture.wallets.search('zzzz-no-such-wallet');
  if (scenario.state === 'legal-agreed') fixture.latch.connect.consent.setAccepted(true);
  if (!scenario.embedded) void fixture.latch.modal.open({ view: scenario.view });
  else if (scenario.view !== 'Connect') fixture.latch.router.reset(scenario.view);

  render(fixture, scenario.embedded);
}

function render(fixture: Fixture<Clock & Scheduler>, embedded: boolean) {
  const app = document.getElementById('app');
  if (!app) return;
  createRoot(app).render(
    <StrictMode>
      <LatchProvider latch={fixture.latch} embedded={embedded}>
        <div className="gallery-bar">
          <NetworkButton />
          <ConnectButton />
        </div>
      </LatchProvider>
    </StrictMode>,
  );
  document.body.dataset.ready = 'true';
}

void main();
