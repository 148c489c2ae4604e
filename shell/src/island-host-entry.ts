/**
 * The federated half of the islands runtime. A prerendered page's first script (src/islands.ts, built without
 * Module Federation) loads this entry when the first island boots: it starts the federation runtime and hands over
 * the module that boots islands (see features/islands/lib/load-island-host.ts).
 */
import { ISLAND_HOST_GLOBAL } from './features/islands/lib/load-island-host';

window[ISLAND_HOST_GLOBAL] = import('./app/islands/boot-island');
