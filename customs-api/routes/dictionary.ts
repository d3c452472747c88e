import { DICTIONARY_PATH, dictionaryRequestSchema } from '../contract/dictionary';
import { route } from '../http/registry';
import { dictionaryItems } from '../services/dictionary';

export const dictionaryRoutes = [
  route({
    path: DICTIONARY_PATH,
    access: 'authenticated',
    summary: 'Items {code, name, sort} of one dictionary',
    body: dictionaryRequestSchema,
    handle: async ({ ctx, body }) => dictionaryItems(ctx.db, body.data.dicCode),
  }),
];
