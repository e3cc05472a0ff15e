// `npx tsx tooling/wallet-logos/cleanLogos.ts`: removes the WalletConnect badge baked into registry logos
// (services/api/data/wallet-images) and lists the logos it changed in services/api/data/logo-badges.json.
// Run again after the registry snapshot is refreshed; a clean logo is left alone.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from '../../testkits/browser/chromium.js';
import { cleanLogoBadges, LOGO_DIR, readLogos } from './logoBadges.js';

const LIST = new URL('../../services/api/data/logo-badges.json', import.meta.url);

const readList = async (): Promise<string[]> => {
  try {
    const parsed: unknown = JSON.parse(await readFile(LIST, 'utf8'));
    const ids = (parsed as { cleaned?: unknown }).cleaned;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

const browser = await launchChromium();
try {
  const cleaned = await cleanLogoBadges(browser, await readLogos());
  for (const { file, webp } of cleaned) await writeFile(join(LOGO_DIR.pathname, file), webp);
  const ids = [
    ...new Set([...(await readList()), ...cleaned.map(({ file }) => file.replace(/\.webp$/, ''))]),
  ];
  await writeFile(
    LIST,
    `${JSON.stringify(
      {
        description:
          "Logos of wallets.json whose image carried WalletConnect's certification badge drawn over the wallet's mark (bottom left). tooling/wallet-logos/cleanLogos.ts removed it: the badge's disc and rim are filled from the logo around them. These wallets were certified by WalletConnect when the snapshot was taken.",
        cleaned: ids.sort(),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`cleaned ${cleaned.length} logos: ${cleaned.map(({ file }) => file).join(', ')}`);
} finally {
  await browser.close();
}
