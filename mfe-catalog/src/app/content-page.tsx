import type { ComponentType } from 'react';
import type { ServerPageModule } from '@shop/contracts';
import { remotePage } from '@shop/ui';
import { PAGES_NAMESPACE, pageTexts } from '../features/content/texts';
import '@shop/ui/content-blocks.css';
import '../components/catalog.css';
import '../features/content/content.css';

export { loadPageTexts as loadTexts } from '../features/content/texts';

/** A content page has no data: the shell's server renders it from its texts alone. */
export const load: ServerPageModule['load'] = () => Promise.resolve({});

/**
 * A content page as an exposed module (its own chunk, loaded with its route): the same module is
 * the page in the browser and on the shell's server.
 */
export const contentPage = (Page: ComponentType) => remotePage(Page, PAGES_NAMESPACE, pageTexts);
