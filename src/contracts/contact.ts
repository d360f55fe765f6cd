import { z } from 'zod';

export const CONTACT_TYPES = [
  'whatsapp',
  'phone',
  'email',
  'facebook',
  'instagram',
  'tiktok',
  'address',
] as const;

export const contactSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTACT_TYPES),
  value: z.string().min(1),
  label: z.string(),
});

export type Contact = z.infer<typeof contactSchema>;
