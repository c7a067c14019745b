export * from './invitations';
export * from './shop-settings';
export * from './user-settings';
