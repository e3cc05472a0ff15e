// The terms checkbox and notice, a chunk of their own: most hosts set neither (SPEC §1: legalCheckbox is off by
// default, the links optional), so the Connect view fetches them only when the options ask (legalCode.ts).
import { useStyles } from '../../shell/styleSheets.js';
import { LegalCheckbox as Checkbox } from './LegalCheckbox.js';
import { LegalNotice as Notice } from './LegalNotice.js';
import { legalStyles } from './legalStyles.js';

export function LegalCheckbox() {
  useStyles('connect-legal', legalStyles);
  return <Checkbox />;
}

export function LegalNotice() {
  useStyles('connect-legal', legalStyles);
  return <Notice />;
}
