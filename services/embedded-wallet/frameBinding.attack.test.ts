import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../api/db/projects.js';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { HOST_ORIGIN_HEADER } from './http/hostGuard.js';
import { generateProofKey, type ProofKey } from './proof/signRequestProof.js';
import { NOT_APPROVED, PROOF_REFUSED, PROOF_REPLAYED } from './proof/verifyRequestProof.js';
import {
  call,
  logIn,
  proofHeaders,
  readMailedCode,
  startTestWalletService,
  type TestWalletService,
} from './testing/testWalletService.js';

// Issue 26's reproductions, replayed against the service: each of these answered 200 before the frame's
// key bound logins, sessions and approvals. The "frame" is the harness's FRAME_KEY; the attacker is any
// other client — one that read the code from the host page (APP_CONNECT_OTP carries it), stole a token,
// or calls the routes directly without an Origin header.

const TWO_SITES = 'two-sites';
const SITE_A = 'https://a.example.com';
const SITE_B = 'https://b.example.com';
const DEAD = '0x000000000000000000000000000000000000dEaD';

let service: TestWalletService;
let attacker: ProofKey;

beforeAll(async () => {
  service = await startTestWalletService();
  await createProject(service.test.database.pool, {
    id: TWO_SITES,
    name: 'two sites',
    allowedOrigins: [SITE_A, SITE_B],
  });
  attacker = await generateProofKey();
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await service?.close();
}, HOOK_TIMEOUT_MS);

const reason = (body: unknown) => (body as { reasons: { description: string }[] }).reasons[0]?.description;

const sendTransaction = (from: string) => ({
  method: 'eth_sendTransaction',
  params: [{ from, to: DEAD, value: '0x6f05b59d3b20000' }],
});

describe('issue 26: only the frame that began a login can use it', () => {
  it('a client with the code but without the frame key gets no token (no proof, or its own key)', async () => {
    const email = 'victim1@example.com';
    expect((await call(service, 'POST', '/v1/email/start', { body: { email } })).status).toBe(200);
    const otp = await readMailedCode(service.sink, email);
    const bare = await call(service, 'POST', '/v1/email/verify', { body: { email, otp }, key: false });
    expect([bare.status, reason(bare.body)]).toEqual([401, PROOF_REFUSED]);
    const own = await call(service, 'POST', '/v1/email/verify', { body: { email, otp }, key: attacker });
    expect(own.status).toBe(401);
    expect(own.body).not.toHaveProperty('token');
    // The frame that asked for the code still logs in with it.
    const frame = await call(service, 'POST', '/v1/email/verify', { body: { email, otp } });
    expect(frame.status).toBe(200);
  });

  it('a token is refused without its frame key: no proof, or another key', async () => {
    const { token } = await logIn(service, 'victim2@example.com');
    const bare = await call(service, 'GET', '/v1/user', { token, key: false });
    expect([bare.status, reason(bare.body)]).toEqual([401, PROOF_REFUSED]);
    const other = await call(service, 'GET', '/v1/user', { token, key: attacker });
    expect([other.status, reason(other.body)]).toEqual([401, 'Not signed in']);
    expect((await call(service, 'GET', '/v1/user', { token })).status).toBe(200);
  });

  it('an unsafe request is refused without the frame approval of that exact request', async () => {
    const { token, user } = await logIn(service, 'victim3@example.com');
    const unapproved = await call(service, 'POST', '/v1/rpc', {
      token,
      body: sendTransaction(user.address),
      approve: false,
    });
    expect([unapproved.status, reason(unapproved.body)]).toEqual([403, NOT_APPROVED]);
    const sign = { method: 'personal_sign', params: ['drain', user.address] };
    const signed = await call(service, 'POST', '/v1/rpc', { token, body: sign, approve: false });
    expect([signed.status, reason(signed.body)]).toEqual([403, NOT_APPROVED]);
    // An approval of another request (the frame approved "hello", the call asks for "drain").
    const url = '/v1/rpc?projectId=wallet-test';
    const body = JSON.stringify(sign);
    const approvedHello = await proofHeaders(
      {
        method: 'POST',
        url,
        hostOrigin: 'https://app.example.com',
        body: JSON.stringify({ ...sign, params: ['hello', user.address] }),
        token,
      },
      { now: service.clock.now(), approve: true },
    );
    const mismatched = await call(service, 'POST', '/v1/rpc', {
      token,
      body,
      approve: false,
      headers: { 'x-latch-approval': approvedHello['x-latch-approval'] ?? '' },
    });
    expect([mismatched.status, reason(mismatched.body)]).toEqual([403, NOT_APPROVED]);
    // Approved by the frame: it signs.
    const approved = await call(service, 'POST', '/v1/rpc', { token, body: sign });
    expect(approved.status).toBe(200);
    const signature = (approved.body as { result: `0x${string}` }).result;
    expect(await verifyMessage({ address: user.address, message: 'drain', signature })).toBe(true);
  });

  it('a token or a proof is refused under another host label of the same project', async () => {
    const email = 'victim4@example.com';
    const onA = { projectId: TWO_SITES, hostOrigin: SITE_A };
    expect((await call(service, 'POST', '/v1/email/start', { body: { email }, ...onA })).status).toBe(200);
    const otp = await readMailedCode(service.sink, email);
    const verified = await call(service, 'POST', '/v1/email/verify', { body: { email, otp }, ...onA });
    const { token } = verified.body as { token: string };
    expect((await call(service, 'GET', '/v1/user', { token, ...onA })).status).toBe(200);
    // The same token, with the frame key's valid proof, on site B.
    const onB = await call(service, 'GET', '/v1/user', { token, projectId: TWO_SITES, hostOrigin: SITE_B });
    expect(onB.status).toBe(401);
    const url = `/v1/user?projectId=${TWO_SITES}`;
    // The token under its own label A, with the frame key's proof made for site B (what a frame on B signs).
    const forB = await proofHeaders(
      { method: 'GET', url, hostOrigin: SITE_B, body: '', token },
      { now: service.clock.now() },
    );
    const crossed = await fetch(`${service.url}${url}`, {
      headers: { [HOST_ORIGIN_HEADER]: SITE_A, authorization: `Bearer ${token}`, ...forB },
    });
    expect([crossed.status, reason(await crossed.json())]).toEqual([401, PROOF_REFUSED]);
    // A proof signed for site A, sent with site B's label.
    const forA = await proofHeaders(
      { method: 'GET', url, hostOrigin: SITE_A, body: '', token },
      { now: service.clock.now() },
    );
    const relabelled = await fetch(`${service.url}${url}`, {
      headers: { [HOST_ORIGIN_HEADER]: SITE_B, authorization: `Bearer ${token}`, ...forA },
    });
    expect(relabelled.status).toBe(401);
  });

  it('a proof is good once and only while fresh', async () => {
    const { token } = await logIn(service, 'victim5@example.com');
    const url = '/v1/user?projectId=wallet-test';
    const headers = {
      [HOST_ORIGIN_HEADER]: 'https://app.example.com',
      authorization: `Bearer ${token}`,
      ...(await proofHeaders(
        { method: 'GET', url, hostOrigin: 'https://app.example.com', body: '', token },
        { now: service.clock.now() },
      )),
    };
    expect((await fetch(`${service.url}${url}`, { headers })).status).toBe(200);
    const replayed = await fetch(`${service.url}${url}`, { headers });
    expect([replayed.status, reason(await replayed.json())]).toEqual([401, PROOF_REPLAYED]);
    const stale = await proofHeaders(
      { method: 'GET', url, hostOrigin: 'https://app.example.com', body: '', token },
      { now: service.clock.now() - 10 * 60_000 },
    );
    const old = await fetch(`${service.url}${url}`, { headers: { ...headers, ...stale } });
    expect([old.status, reason(await old.json())]).toEqual([401, PROOF_REFUSED]);
  });
});
