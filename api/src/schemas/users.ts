import { Type, type Static } from '@fastify/type-provider-typebox';
import { ref, RoleSchema } from './common';

export const SettingsSchema = Type.Object(
  {
    currencyId: Type.Integer(),
    currencyCode: Type.String(),
    language: Type.String(),
    darkMode: Type.Boolean(),
    emailNotifications: Type.Boolean(),
  },
  { $id: 'UserSettings' },
);
export type Settings = Static<typeof SettingsSchema>;

const SessionUserProperties = {
  id: Type.Integer(),
  nickname: Type.String(),
  email: Type.String(),
  userType: Type.Union(RoleSchema.anyOf, {
    description: "Equals role: the spec's session carries it as userType",
  }),
  role: RoleSchema,
  lastSession: Type.Union([Type.String(), Type.Null()]),
  profile: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    avatarUrl: Type.String(),
  }),
  darkMode: Type.Boolean(),
  settings: ref(SettingsSchema),
};
export const SessionUserSchema = Type.Object(SessionUserProperties, { $id: 'SessionUser' });
export type SessionUser = Static<typeof SessionUserSchema>;

export const SessionSchema = Type.Object(
  { token: Type.String(), ...SessionUserProperties },
  { $id: 'Session' },
);

const Party = Type.Union([
  Type.Object({ nickname: Type.String(), email: Type.String() }),
  Type.Null(),
]);
export const InvitationSchema = Type.Object(
  {
    code: Type.String(),
    createdAt: Type.String(),
    expiresAt: Type.Union([Type.String(), Type.Null()]),
    revoked: Type.Boolean(),
    usedAt: Type.Union([Type.String(), Type.Null()]),
    usedBy: Party,
    issuer: Party,
  },
  { $id: 'Invitation' },
);
export type Invitation = Static<typeof InvitationSchema>;

export { LANGUAGES } from '@shop/contracts/languages';
