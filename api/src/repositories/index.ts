import type { Db } from '../db/types';
import { createCartsRepository } from './carts';
import { createCategoriesRepository } from './categories';
import { createInvitationsRepository } from './invitations';
import { createLoginThrottle } from './login-throttle';
import { createMessagesRepository } from './messages';
import { createOrdersRepository } from './orders';
import { createPasswordResetsRepository } from './password-resets';
import { imageUrlFor } from './product-mapper';
import { createProductsRepository } from './products';
import { createSessionsRepository } from './sessions';
import { createSettingsRepository } from './settings';
import { createUsersRepository } from './users';
import { createViewCounter } from './views';
import { createAdminRepository } from './admin-products';
import { createReportsRepository } from './reports';
import { createAdminOrdersRepository } from './admin-orders';
import { createVitalsRepository } from './vitals';
import { createImagesRepository } from './images';

export interface RepositoryOptions {
  /** Prefix of stored image paths on the wire (the API's public origin). */
  imageBase: string;
  invitationsPerUser: number;
  /** Days a mail stays in the outbox (OUTBOX_RETENTION_DAYS). */
  outboxRetentionDays: number;
}

export function createRepositories(db: Db, options: RepositoryOptions) {
  const imageUrl = imageUrlFor(options.imageBase);
  const settings = createSettingsRepository(db, options);
  const pricing = async () => settings.get();
  return {
    imageUrl,
    settings,
    users: createUsersRepository(db),
    invitations: createInvitationsRepository(db),
    categories: createCategoriesRepository(db),
    products: createProductsRepository(db, imageUrl, options.imageBase),
    views: createViewCounter(db),
    images: createImagesRepository(db),
    carts: createCartsRepository(db, imageUrl, pricing),
    orders: createOrdersRepository(db, imageUrl, pricing),
    passwordResets: createPasswordResetsRepository(db),
    sessions: createSessionsRepository(db),
    loginThrottle: createLoginThrottle(db),
    messages: createMessagesRepository(db, options),
    admin: createAdminRepository(db, imageUrl),
    reports: createReportsRepository(db, imageUrl),
    adminOrders: createAdminOrdersRepository(db, imageUrl),
    vitals: createVitalsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
