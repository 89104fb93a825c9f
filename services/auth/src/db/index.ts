import { serviceDatabase, type DatabaseHandle } from '@shortlist/kit';
import * as schema from './schema';

export type AuthDatabase = DatabaseHandle<typeof schema>;
export type AuthDb = AuthDatabase['db'];

export const openAuthDatabase = serviceDatabase('auth', schema);
