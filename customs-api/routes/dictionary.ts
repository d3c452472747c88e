import { z } from 'zod';
import { DICTIONARY_PATH, DICTIONARY_RESOURCE, DICTIONARY_TYPES_PATH, dictionaryRequestSchema } from '../contract/dictionary';
import { route } from '../http/registry';
import { dictionaryItems, dictionaryTypes } from '../services/dictionary';

export const dictionaryRoutes = [
  route({
    path: DICTIONARY_PATH,
    access: 'authenticated',
    summary: 'Items {code, name, sort} of one dictionary',
    body: dictionaryRequestSchema,
    handle: async ({ ctx, body }) => dictionaryItems(ctx.db, body.data.dicCode),
  }),
  route({
    path: DICTIONARY_TYPES_PATH,
    access: { resource: DICTIONARY_RESOURCE },
    summary: 'Every dictionary type {code, name, itemCount} (dictionary management)',
    body: z.unknown(),
    handle: async ({ ctx }) => dictionaryTypes(ctx.db),
  }),
];
