/**
 * The account calls, loaded when first needed: the login page and the shell render without
 * RTK Query (decision 014). The browser fetches the module once; later calls reuse it.
 */
export function loadAuthApi() {
  return import('./authApi').then((module) => module.authApi);
}
