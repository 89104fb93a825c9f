import { z } from 'zod';
import { parseMailbox } from './mailbox';

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .email('Please enter a valid email address')
  .refine((e) => parseMailbox(e).ok, 'Please enter a valid email address')
  .transform((e) => e.toLowerCase());

export const signupBody = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
  name: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((n) => (n ? n : undefined)),
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

export const user = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const authResponse = z.object({ token: z.string(), user });
export type AuthResponse = z.infer<typeof authResponse>;

/** PATCH /api/auth/me: the name shown in the top bar; empty clears it (the email shows). */
export const updateMeBody = z.object({
  name: z
    .string()
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .transform((n) => (n ? n : null)),
});
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/** GET /api/auth/me answers the user itself, as the spec's auth state reads it. */
export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;

/** Every error body of every service. */
export const errorBody = z.object({ error: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
