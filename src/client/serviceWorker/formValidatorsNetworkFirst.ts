import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { formValidatorsPath } from '../../shared/api/formValidatorsEndpoint';

/** Where the server sends each data type's compiled form checks: /api/form-validators/188.js. */
const validatorsFolder = formValidatorsPath(0).replace(/0\.js$/, '');

/**
 * A data type's form checks (docs/product.md#add-data-and-validation), kept as the network
 * last sent them, so Add Data checks a reading with no network as it does online: without
 * them the form could not be checked and nothing could be written offline. They hold no one's
 * data, only the configs' rules.
 */
export function routeFormValidatorsNetworkFirst(cacheName: string): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(validatorsFolder),
    new NetworkFirst({ cacheName }),
  );
}
