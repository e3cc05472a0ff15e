import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useConnect, useModalOptions } from '../../context/coreHooks.js';
import { LegalLinks } from './LegalLinks.js';

/**
 * SPEC §1 legalCheckbox: "I agree to our terms of service and privacy policy". Until it is ticked the connect
 * flow holds every connect method back (`latch.connect.consent`) and the view shows them disabled.
 */
export const LegalCheckbox = observer(function LegalCheckbox() {
  const connect = useConnect();
  const options = useModalOptions();
  const { consent } = connect;
  const id = useId();
  const { termsConditionsUrl, privacyPolicyUrl } = options;
  return (
    <div className="latch-legal-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={consent.accepted}
        onChange={(event) => consent.setAccepted(event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        I agree to our{' '}
        <LegalLinks
          termsConditionsUrl={termsConditionsUrl}
          privacyPolicyUrl={privacyPolicyUrl}
          terms="terms of service"
          privacy="privacy policy"
        />
      </label>
    </div>
  );
});
