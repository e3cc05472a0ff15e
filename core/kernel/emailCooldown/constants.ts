/** Email login may not be triggered again within 30 s of the last trigger (SPEC §5, §9). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;
