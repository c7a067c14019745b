export { useInvitations } from './invitations';
export { useCreateInvitation } from './create-invitation';
