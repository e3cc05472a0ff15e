import { describe, expect, it, vi } from 'vitest';
import { createConsoleLogger } from './consoleLogger.js';
import { createTimerScope } from './createTimerScope.js';
import { createBrowserPlatform, createCryptoIds, telegramPlatformOf } from './environment.js';
import { createSystemClock } from './systemClock.js';

describe('system clock', () => {
  it('tells real time and fires real timers, cancellably', async () => {
    const clock = createSystemClock();
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('timeout'), 1);
    const cancelled = clock.setTimeout(() => fired.push('cancelled'), 1);
    cancelled();
    let ticks = 0;
    const stop = clock.setInterval(() => ticks++, 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    stop();
    const after = ticks;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fired).toEqual(['timeout']);
    expect(after).toBeGreaterThan(0);
    expect(ticks).toBe(after);
  });
});

describe('environment', () => {
  it('makes distinct v4 uuids', () => {
    const ids = createCryptoIds();
    const a = ids.uuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.uuid()).not.toBe(a);
  });

  it('detects mobile from the user agent and reads the page URL lazily', () => {
    const platform = createBrowserPlatform();
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    vi.stubGlobal('location', { href: 'https://app.example/x' });
    expect(platform.isMobile()).toBe(true);
    expect(platform.pageUrl()).toBe('https://app.example/x');
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      userAgentData: { mobile: false },
    });
    expect(platform.isMobile()).toBe(false);
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('location', undefined);
    expect(platform.isMobile()).toBe(false);
    expect(platform.pageUrl()).toBeUndefined();
    vi.unstubAllGlobals();
  });
});

describe('Telegram platform (SPEC §5 social filter)', () => {
  it("reads a mini-app's WebApp.platform; undefined outside Telegram or without launch data", () => {
    const app = (platform: unknown, initData = 'query_id=1') => ({
      Telegram: { WebApp: { platform, initData } },
    });
    expect(telegramPlatformOf(app('ios'))).toBe('ios');
    expect(telegramPlatformOf(app('macos'))).toBe('mac');
    expect(telegramPlatformOf(app('android'))).toBe('android');
    expect(telegramPlatformOf(app('android_x'))).toBe('android');
    expect(telegramPlatformOf(app('tdesktop'))).toBe('other');
    expect(telegramPlatformOf(app('unknown'))).toBeUndefined();
    expect(telegramPlatformOf(app('ios', ''))).toBeUndefined();
    expect(telegramPlatformOf({})).toBeUndefined();
    expect(telegramPlatformOf(undefined)).toBeUndefined();
    expect(createBrowserPlatform().telegramPlatform?.()).toBeUndefined();
  });
});

describe('console logger', () => {
  it('logs at or above its level with a prefix', () => {
    const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = createConsoleLogger('warn', sink);
    logger.debug('d');
    logger.info('i');
    logger.warn('w', { a: 1 });
    logger.error('e');
    expect(sink.debug).not.toHaveBeenCalled();
    expect(sink.info).not.toHaveBeenCalled();
    expect(sink.warn).toHaveBeenCalledWith('[latch] w', { a: 1 });
    expect(sink.error).toHaveBeenCalledWith('[latch] e');
    const silent = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    createConsoleLogger('silent', silent).error('x');
    expect(silent.error).not.toHaveBeenCalled();
  });
});

describe('timer scope', () => {
  it('tracks its timers until they fire or are cancelled; dispose cancels the rest and refuses new ones', async () => {
    const scope = createTimerScope(createSystemClock());
    const fired: string[] = [];
    scope.setTimeout(() => fired.push('soon'), 1);
    const cancelled = scope.setTimeout(() => fired.push('cancelled'), 1);
    scope.setTimeout(() => fired.push('late'), 60_000);
    scope.setInterval(() => fired.push('tick'), 60_000);
    expect(scope.pending).toBe(4);
    cancelled();
    expect(scope.pending).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fired).toEqual(['soon']);
    expect(scope.pending).toBe(2);
    scope.dispose();
    expect(scope.pending).toBe(0);
    scope.setTimeout(() => fired.push('after'), 1);
    expect(scope.pending).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fired).toEqual(['soon']);
    expect(Math.abs(scope.now() - Date.now())).toBeLessThan(1000);
  });
});
