import type { BulkUploadResult } from '@shortlist/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api, type Page } from '../api/client';
import { keys } from './keys';
import type { DocumentSource } from './source';
import { useScope } from './useScope';

// What jobs and candidates, the two kinds of document, read and write alike.

/** A page of documents. `keepPrevious`: while a new search loads, show the last results (a
 *  picker's list stays put). */
export function useDocumentPage<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<Page<T>>,
  keepPrevious: boolean,
) {
  return useQuery<Page<T>>({
    queryKey,
    queryFn,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** After a document of this kind was added or removed: its lists, and the demo's usage figures
 *  (a visitor's limits count documents). */
export function useRefreshDocuments(kind: 'jobs' | 'candidates') {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [kind] });
    void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
  };
}

/** Many files in one request; the server answers one result per file. */
export function uploadFiles(path: string, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return api.upload<BulkUploadResult>(path, form);
}

/** Adds or removes a document of this kind through the scope's source (the account's API or
 *  the demo's storage), then refreshes its lists. */
export function useDocumentChange<A, R>(
  kind: 'jobs' | 'candidates',
  change: (source: DocumentSource, input: A) => Promise<R>,
) {
  const { source } = useScope();
  const refresh = useRefreshDocuments(kind);
  return useMutation({ mutationFn: (input: A) => change(source, input), onSuccess: refresh });
}
