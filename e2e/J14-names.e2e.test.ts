import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { type Journey, runJourney } from './harness/journey.js';
import { accountButton, connectSandbox, modalView } from './harness/steps.js';

const stack = inject('journeyStack');
const ZONE = 'latch.id';
const LABEL = 'alice-j14';
/** A devnet account no other journey connects with: its name must not change another journey's header. */
const ME = 4;

/** POSTs a registration to the data service as any client could, bypassing the modal. */
async function postRegistration(body: Record<string, unknown>): Promise<Response> {
  const url = new URL('/v1/profile/account', stack.config.dataServiceUrl);
  url.searchParams.set('projectId', stack.config.projectId);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function identityName(address: string): Promise<unknown> {
  const url = new URL(`/v1/identity/${address}`, stack.config.dataServiceUrl);
  url.searchParams.set('projectId', stack.config.projectId);
  const answer: { name?: unknown } = await (await fetch(url)).json();
  return answer.name;
}

/** Account → Receive → Choose a name. */
async function openRegisterName(journey: Journey): Promise<void> {
  await modalView(journey, 'Account')
    .getByRole('navigation', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Receive' })
    .click();
  await modalView(journey, 'Receive')
    .getByRole('button', { name: /^Choose a name/ })
    .click();
}

describe('J14: names', () => {
  it('J14 names: look up, register with a signature', async () => {
    const [l1] = stack.manifest.chains;
    const address = l1?.accounts[ME];
    if (l1 === undefined || address === undefined) throw new Error('no devnet account');

    await runJourney(
      'J14',
      stack,
      { sandbox: { accountIndex: ME, chainId: l1.chainId } },
      async (journey) => {
        await journey.openDemo();
        await connectSandbox(journey);
        await openRegisterName(journey);

        // Look up: the label typed is checked, then suggestions arrive once typing pauses.
        const register = modalView(journey, 'Choose Name');
        const field = register.getByRole('textbox', { name: 'Name' });
        await field.fill('al.ice');
        await register
          .getByText(
            'Name can only contain letters, numbers and - characters, and must be at least 4 characters',
          )
          .waitFor();
        await field.fill(LABEL);
        const suggestions = register.getByRole('list', { name: 'Suggested names' }).getByRole('button');
        await suggestions.first().waitFor();
        expect(await suggestions.first().textContent()).toBe(`${LABEL}.${ZONE}Available`);
        expect(await suggestions.count()).toBe(5);
        expect(await journey.finish('J14-suggestions')).toEqual([]);

        // Register: the sandbox wallet signs the message, the data service registers the name.
        await register.getByRole('button', { name: `Register ${LABEL}.${ZONE}` }).click();
        await modalView(journey, 'Register Name').getByText('Sign the message in your wallet').waitFor();
        await journey.answerSandbox('Approve');
        const done = modalView(journey, 'Register Name').getByTestId('latch-name-registered');
        await done.waitFor();
        expect(await done.getByText(`${LABEL}.${ZONE}`).count()).toBe(1);
        expect(await identityName(address)).toBe(`${LABEL}.${ZONE}`);
        await done.getByText('Your name is registered and now shows on your account.').waitFor();
        await expectFitsPhone(journey.page, {
          id: 'J14',
          primary: [modalView(journey, 'Register Name').getByRole('button', { name: 'Back to Account' })],
        });
        expect(await journey.finish('J14')).toEqual([]);

        // Account now shows the name instead of the address.
        await modalView(journey, 'Register Name').getByRole('button', { name: 'Back to Account' }).click();
        await modalView(journey, 'Account')
          .getByRole('heading', { name: `${LABEL}.${ZONE}` })
          .waitFor();

        // The header shows the name, and still does after a reload (silent reconnect, identity fetched again).
        await journey.page.keyboard.press('Escape');
        await accountButton(journey)
          .filter({ hasText: `${LABEL}.${ZONE}` })
          .waitFor();
        await journey.reload();
        await accountButton(journey)
          .filter({ hasText: `${LABEL}.${ZONE}` })
          .waitFor();
        await expectFitsPhone(journey.page, { id: 'J14-header', primary: [accountButton(journey)] });
        expect(await journey.finish('J14-header')).toEqual([]);
      },
    );
  });

  it('J14 names: a forged registration is refused', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    if (address === undefined) throw new Error('no devnet account');
    const forger = privateKeyToAccount(generatePrivateKey());
    const message = JSON.stringify({
      name: `forged-j14.${ZONE}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    });
    const answer = await postRegistration({
      message,
      signature: await forger.signMessage({ message }),
      coin_type: (0x80000000 | 31337) >>> 0,
      address: getAddress(address),
    });
    expect(answer.status).toBe(401);
    const lookup = new URL(`/v1/profile/account/forged-j14.${ZONE}`, stack.config.dataServiceUrl);
    lookup.searchParams.set('projectId', stack.config.projectId);
    lookup.searchParams.set('apiVersion', '2');
    expect(await (await fetch(lookup)).json()).toEqual([]);
  });
});
