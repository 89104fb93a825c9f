import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../api/client';
import { Icon, IconButton } from '../ui';

/**
 * Limit messages get an upgrade path; anything else is an upload failure. A signed-in user's
 * limit is the plan's daily one, not the demo's.
 */
export function errorBannerTitle(message: string, signedIn = false): string {
  if (!isLimitMessage(message)) return 'Upload Failed';
  return signedIn ? 'Daily Limit Reached' : 'Demo Limit Reached';
}

export function isLimitMessage(message: string): boolean {
  return message.toLowerCase().includes('limit');
}

interface ErrorBannerProps {
  message: string;
  onDismiss: () => void;
  signedIn?: boolean;
  /** For failures other than uploads, which the default title assumes. */
  title?: string;
}

export function ErrorBanner({ message, onDismiss, signedIn = false, title }: ErrorBannerProps) {
  const limit = isLimitMessage(message);
  const ref = useRef<HTMLDivElement>(null);
  // The banner sits at the top of the page, the upload cards far below it (on a phone a whole
  // screen or more): bring the message to the user who is looking at the dropzone.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <div ref={ref} className={`banner banner-error`} role="alert">
      <div className="banner-body">
        <strong className="banner-title">{title ?? errorBannerTitle(message, signedIn)}</strong>
        <p>{message}</p>
        {limit && (
          <Link to="/pricing" className="banner-link">
            Upgrade to Pro for unlimited access
          </Link>
        )}
      </div>
      <IconButton label="Dismiss error" icon={<Icon icon={X} />} onClick={onDismiss} />
    </div>
  );
}

/** A failed request's banner, nothing before it fails; dismissing it clears the failure. */
export function MutationError({
  mutation,
  title,
  fallback,
}: {
  mutation: { isError: boolean; error: unknown; reset: () => void };
  title: string;
  /** The message when the error carries none. */
  fallback: string;
}) {
  if (!mutation.isError) return null;
  return (
    <ErrorBanner
      title={title}
      message={messageOf(mutation.error, fallback)}
      onDismiss={() => mutation.reset()}
    />
  );
}
