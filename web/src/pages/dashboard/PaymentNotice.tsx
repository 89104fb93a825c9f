import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** After PayPal returns (?success=true) or activation (?upgraded=true): confirm and refresh. */
export function PaymentNotice() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const upgraded = params.get('upgraded') === 'true' || params.get('success') === 'true';

  useEffect(() => {
    if (!upgraded) return;
    void queryClient.invalidateQueries({ queryKey: ['usage'] });
    void queryClient.invalidateQueries({ queryKey: ['subscription'] });
  }, [upgraded, queryClient]);

  if (!upgraded) return null;
  const dismiss = () => {
    params.delete('upgraded');
    params.delete('success');
    setParams(params, { replace: true });
  };
  return (
    <div className="banner banner-success" role="status">
      <div className="banner-body">
        <strong className="banner-title">Welcome to Pro!</strong>
        <p>
          Your subscription is active: unlimited matches, bulk screening and analytics are unlocked.
        </p>
      </div>
      <button type="button" className="icon-btn" onClick={dismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
