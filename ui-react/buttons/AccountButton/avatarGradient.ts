/** A stable two-colour gradient for an address without an avatar (same address, same colours). */
export const avatarGradient = (address: string): string => {
  let hash = 0;
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `linear-gradient(135deg, hsl(${hue} 80% 62%), hsl(${(hue + 70) % 360} 75% 48%))`;
};
