import type { ServerPageModule } from '@shop/contracts';

/** The loader of a page whose data only the shopper's session may read: none on the server. */
export const noServerData: ServerPageModule['load'] = () => Promise.resolve({});
