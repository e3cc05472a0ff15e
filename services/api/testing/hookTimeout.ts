/**
 * Test helper: set-up and tear-down of real databases, chains and processes (and the few tests that
 * start one themselves) may take many seconds on a busy 2-core machine; give them room.
 */
export const HOOK_TIMEOUT_MS = 180_000;
