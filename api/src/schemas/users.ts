import { Type, type Static } from '@fastify/type-provider-typebox';
import { RoleSchema } from './common';

export const SettingsSchema = Type.Object({
  currencyId: Type.Integer(),
  currencyCode: Type.String(),
  language: Type.String(),
  darkMode: Type.Boolean(),
  emailNotifications: Type.Boolean(),
});
export type Settings = Static<typeof SettingsSchema>;

export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  email: Type.String(),
  userType: RoleSchema,
  role: RoleSchema,
  lastSession: Type.Union([Type.String(), Type.Null()]),
  profile: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    avatarUrl: Type.String(),
  }),
  darkMode: Type.Boolean(),
  settings: SettingsSchema,
});
export type SessionUser = Static<typeof SessionUserSchema>;

export const SessionSchema = Type.Object({ token: Type.String(), ...SessionUserSchema.properties });

const Party = Type.Union([
  Type.Object({ nickname: Type.String(), email: Type.String() }),
  Type.Null(),
]);
export const InvitationSchema = Type.Object({
  code: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  revoked: Type.Boolean(),
  usedAt: Type.Union([Type.String(), Type.Null()]),
  usedBy: Party,
  issuer: Party,
});
export type Invitation = Static<typeof InvitationSchema>;

export const LANGUAGES = ['en', 'es', 'pt'];
