import { describe, expect, it } from 'vitest';
import { createSeenProofs } from '../proof/seenProofs.js';
import { APPROVAL_HEADER, generateProofKey, PROOF_HEADER } from '../proof/signRequestProof.js';
import { verifyApproval, verifyRequestProof } from '../proof/verifyRequestProof.js';
import { createFrameKey, memoryKeyStorage } from './frameKey.js';
import { createWalletApi } from './walletApi.js';

const HOST = 'https://app.test';
const NOW = 1_800_000_000_000;

/** The frame's API against a fake fetch that keeps what was sent. */
const setup = async () => {
  const key = await generateProofKey();
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  const api = createWalletApi({
    projectId: 'p',
    hostOrigin: HOST,
    token: () => 'T'.repeat(43),
    key: async () => key,
    now: () => NOW,
    fetch: async (url, init) => {
      sent.push({
        url: String(url),
        headers: init?.headers as Record<string, string>,
        body: String(init?.body ?? ''),
      });
      return new Response('{"result":"0x1"}', { status: 200 });
    },
  });
  return { api, sent };
};

const asProven = (request: { url: string; headers: Record<string, string>; body: string }) => ({
  method: 'POST' as const,
  url: request.url,
  hostOrigin: HOST,
  body: request.body,
  token: 'T'.repeat(43),
});

describe("the frame's calls to its service", () => {
  it('sign each request with the frame key, a proof the service accepts once', async () => {
    const { api, sent } = await setup();
    await api.post('/v1/rpc', { method: 'eth_chainId' });
    const [request] = sent;
    if (request === undefined) throw new Error('nothing sent');
    expect(request.headers[APPROVAL_HEADER]).toBeUndefined();
    const deps = { clock: { now: () => NOW }, seen: createSeenProofs() };
    const proof = await verifyRequestProof(deps, asProven(request), request.headers[PROOF_HEADER]);
    expect(proof.jkt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(verifyRequestProof(deps, asProven(request), request.headers[PROOF_HEADER])).rejects.toThrow(
      'This request was already made',
    );
    await expect(
      verifyRequestProof(
        deps,
        { ...asProven(request), body: '{"method":"eth_accounts"}' },
        request.headers[PROOF_HEADER],
      ),
    ).rejects.toThrow('This request did not come from the wallet frame');
  });

  it('add the approval of the exact request only when the user approved it', async () => {
    const { api, sent } = await setup();
    await api.post('/v1/rpc', { method: 'personal_sign', params: ['hi', '0x1'] }, { approved: true });
    const [request] = sent;
    if (request === undefined) throw new Error('nothing sent');
    const deps = { clock: { now: () => NOW }, seen: createSeenProofs() };
    const proof = await verifyRequestProof(deps, asProven(request), request.headers[PROOF_HEADER]);
    await expect(
      verifyApproval(deps, asProven(request), proof, request.headers[APPROVAL_HEADER]),
    ).resolves.toBeUndefined();
    // Not for another key's proof.
    await expect(
      verifyApproval(deps, asProven(request), { jkt: 'other' }, request.headers[APPROVAL_HEADER]),
    ).rejects.toThrow('This request was not approved in the wallet');
  });
});

describe("the frame's key", () => {
  it('is made once per name, kept in its storage, and cannot be exported', async () => {
    const storage = memoryKeyStorage();
    const first = await createFrameKey(storage, 'p:https://app.test')();
    const again = await createFrameKey(storage, 'p:https://app.test')();
    const other = await createFrameKey(storage, 'p:https://other.test')();
    expect(again.publicJwk).toEqual(first.publicJwk);
    expect(other.publicJwk).not.toEqual(first.publicJwk);
    expect(first.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', first.privateKey)).rejects.toThrow();
  });
});
