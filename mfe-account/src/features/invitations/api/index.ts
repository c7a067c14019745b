export { invitationsKey, useInvitations } from './invitations';
export { useCreateInvitation } from './create-invitation';
