import { serviceDatabase, type DatabaseHandle } from '@shortlist/kit';
import * as schema from './schema';

export type MatchingDatabase = DatabaseHandle<typeof schema>;
export type MatchingDb = MatchingDatabase['db'];

export const openMatchingDatabase = serviceDatabase('matching', schema);
