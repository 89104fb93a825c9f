import {
  migrationsFolder,
  openDatabase,
  type DatabaseHandle,
  type DatabaseSettings,
} from '@shortlist/kit';
import * as schema from './schema';

export type AuthDb = DatabaseHandle<typeof schema>['db'];

export function openAuthDatabase(settings: DatabaseSettings) {
  return openDatabase({
    ...settings,
    service: 'auth',
    schema,
    migrationsFolder: migrationsFolder('@shortlist/auth'),
  });
}
