/**
 * The full name of `label` in `zone` (`alice.latch.id`). Names are stored in lower case (CONTRACTS §1
 * `^[a-z0-9.-]+$`), while SPEC §5 lets the label be typed in any case.
 */
export const toZoneName = (label: string, zone: string): string => `${label.toLowerCase()}.${zone}`;
