import { makeAutoObservable } from 'mobx';

/**
 * SPEC §1 legalCheckbox: the Connect view's "I agree to the terms" checkbox. While it is required and not
 * ticked, every connect method is held back (the connect flow refuses; the view shows its entries disabled).
 * Not persisted: a visitor agrees once per page load, as the reference product does.
 */
export class LegalConsent {
  /** The host turned the checkbox on (features.legalCheckbox, with a terms or privacy link). */
  readonly required: boolean;
  accepted = false;

  constructor(required: boolean) {
    this.required = required;
    makeAutoObservable(this, { required: false }, { autoBind: true });
  }

  /** Connecting is held back until the checkbox is ticked. */
  get blocked(): boolean {
    return this.required && !this.accepted;
  }

  setAccepted(accepted: boolean): void {
    this.accepted = accepted;
  }
}
