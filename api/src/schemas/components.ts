import { AdminCategorySchema, CategoryNodeSchema, CategoryRefSchema } from './catalog';
import { FilterOperatorSchema, ProductFilterSchema } from './catalog';
import { ProductListSchema, ProductSchema, ProductTranslationsSchema } from './catalog';
import { CartLineSchema, CartSchema, OrderListSchema, OrderSchema, TotalsSchema } from './orders';
import { InvitationSchema, SessionSchema, SessionUserSchema, SettingsSchema } from './users';

/**
 * The named wire types: the app registers each once, routes point at them with `ref`, and the
 * OpenAPI document lists them as components (the browsers' types are generated from it).
 */
export const COMPONENTS = [
  CategoryRefSchema,
  CategoryNodeSchema,
  AdminCategorySchema,
  ProductTranslationsSchema,
  ProductSchema,
  ProductListSchema,
  FilterOperatorSchema,
  ProductFilterSchema,
  CartLineSchema,
  TotalsSchema,
  CartSchema,
  OrderSchema,
  OrderListSchema,
  SettingsSchema,
  SessionUserSchema,
  SessionSchema,
  InvitationSchema,
];
