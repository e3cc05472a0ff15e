/**
 * Preloaded (`node --import`) into every service the local stack supervises. The supervisor holds the write end
 * of each service's stdin and never writes to it: when stdin ends, the supervisor is gone — even killed with
 * SIGKILL, which runs none of its clean-up — and the service stops itself as on Ctrl-C (SIGTERM: its own stop,
 * which also ends what it started, such as anvil), or exits after STOP_GRACE_MS. Without this, a killed stack
 * left its services running and holding their ports.
 */
const STOP_GRACE_MS = 10_000;

const stdin = process.stdin;
if (!stdin.isTTY) {
  let stopping = false;
  const supervisorGone = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    process.kill(process.pid, 'SIGTERM');
  };
  stdin.once('end', supervisorGone);
  stdin.once('close', supervisorGone);
  stdin.once('error', supervisorGone);
  stdin.resume();
  // Watching stdin must not keep a service alive that would otherwise exit.
  (stdin as { unref?: () => void }).unref?.();
}
