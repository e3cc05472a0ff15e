/**
 * The label of a name in `zone` (`alice.latch.id` → `alice`); a name outside the zone (or a bare label) is
 * returned unchanged. Suggestions may come back as full names or as labels.
 */
export const labelOfName = (name: string, zone: string): string => {
  const suffix = `.${zone}`.toLowerCase();
  return name.toLowerCase().endsWith(suffix) && name.length > suffix.length
    ? name.slice(0, -suffix.length)
    : name;
};
