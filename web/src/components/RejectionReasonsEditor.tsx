import { useState } from 'react';
import { useSaveRejectionReasons } from '../data/shortlist';
import { Button, TextAreaField } from '../ui';
import { FailureNotice } from './FailureNotice';
import styles from './BulkActions.module.css';

/** The workspace's list of rejection reasons, one a line, edited in place. */
export function RejectionReasonsEditor({ reasons }: { reasons: string[] }) {
  const save = useSaveRejectionReasons();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? reasons.join('\n');
  return (
    <details className={styles.reasons}>
      <summary>Edit reasons</summary>
      <TextAreaField
        label="Rejection reasons of this workspace (one a line)"
        rows={6}
        value={shown}
        onValue={setText}
      />
      <Button
        size="small"
        variant="secondary"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            {
              reasons: shown
                .split('\n')
                .map((r) => r.trim())
                .filter(Boolean),
            },
            { onSuccess: () => setText(null) },
          )
        }
      >
        Save reasons
      </Button>
      <FailureNotice of={[save]} fallback="The reasons could not be saved." />
    </details>
  );
}
