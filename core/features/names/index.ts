export { buildRegistrationMessage, type RegistrationMessageInput } from './buildRegistrationMessage.js';
export { NAME_SUGGESTIONS_DEBOUNCE_MS } from './constants.js';
export { type FetchNameSuggestionsArgs, fetchNameSuggestions } from './fetchNameSuggestions.js';
export { labelOfName } from './labelOfName.js';
export {
  createNameRegistrationStore,
  type NameRegistrationDeps,
  type NameRegistrationOptions,
  NameRegistrationStore,
} from './NameRegistrationStore.js';
export {
  type RegisterAccountNameDeps,
  type RegisterAccountNameInput,
  registerAccountName,
} from './registerAccountName.js';
export { type NameSigner, resolveNameSigner } from './resolveNameSigner.js';
export { toZoneName } from './toZoneName.js';
export type {
  NameSignerError,
  NameSignerSource,
  NameSuggestionView,
  NamesFailure,
  RegisterNameError,
  RegistrationState,
  SuggestionsState,
} from './types.js';
