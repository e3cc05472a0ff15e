import { defineView } from '../viewDefinition.js';

/** The RegisterAccountNameSuccess view: its title and its code, with the names flow, fetched when first shown. */
export const registerAccountNameSuccessView = defineView({
  name: 'RegisterAccountNameSuccess',
  title: 'Register Name',
  flow: 'names',
  component: () =>
    import('./RegisterAccountNameSuccessView.js').then((module) => module.RegisterAccountNameSuccessView),
});
