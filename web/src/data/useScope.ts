import { useAuth } from '../auth/AuthContext';
import { demoSource } from '../demo/data/source';
import { accountSource } from './accountSource';
import type { DocumentSource } from './source';

export interface Scope {
  scope: string;
  signedIn: boolean;
  /** Where this visitor's documents are read and written. */
  source: DocumentSource;
}

/** Who the data belongs to: the signed-in user, or the demo visitor in this browser. */
export function useScope(): Scope {
  const { user } = useAuth();
  return user
    ? { scope: user.id, signedIn: true, source: accountSource }
    : { scope: 'demo', signedIn: false, source: demoSource };
}
