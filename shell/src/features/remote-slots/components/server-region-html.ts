import { createContext } from 'react';

/**
 * The server's HTML for the region being rendered, where the app has it at hand: an island's own markup, which a
 * failed island keeps (see remote-slot). Elsewhere undefined, and the region's copy is looked up instead.
 */
export const ServerRegionHtml = createContext<string | undefined>(undefined);
