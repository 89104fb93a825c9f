import {
  migrationsFolder,
  openDatabase,
  type DatabaseHandle,
  type DatabaseSettings,
} from '@shortlist/kit';
import * as schema from './schema';

export type MatchingDatabase = DatabaseHandle<typeof schema>;
export type MatchingDb = MatchingDatabase['db'];

export function openMatchingDatabase(settings: DatabaseSettings): Promise<MatchingDatabase> {
  return openDatabase({
    ...settings,
    service: 'matching',
    schema,
    migrationsFolder: migrationsFolder('@shortlist/matching'),
  });
}
