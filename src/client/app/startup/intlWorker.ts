// The ICU warm-up worker's whole program (warmUpIntl.ts): start ICU, say so, end.
import { startIntl } from './startIntl';

startIntl();
postMessage('ready');
