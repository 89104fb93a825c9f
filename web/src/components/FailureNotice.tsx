import { messageOf } from '../api/client';
import { Notice } from '../ui';

/** What a request reports of itself: TanStack Query's mutations and queries both answer this. */
interface Outcome {
  isError: boolean;
  error: unknown;
}

/**
 * Why one of a view's actions failed, as an error notice read out when it appears; nothing while
 * none has. Of several, the first one's error is told (they share the one place under the view).
 */
export function FailureNotice({ of, fallback }: { of: readonly Outcome[]; fallback: string }) {
  if (!of.some((o) => o.isError)) return null;
  return (
    <Notice tone="error" role="alert">
      {messageOf(of.find((o) => o.error != null)?.error, fallback)}
    </Notice>
  );
}
