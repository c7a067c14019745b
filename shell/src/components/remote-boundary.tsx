import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

interface BoundaryProps {
  /** A short name of what is missing, for the message ("the cart"). */
  label: string;
  onRetry: () => void;
  compact?: boolean;
  /** Where the shell draws no header (the admin area), the fallback also leads back to the shop. */
  homeLink?: boolean;
  /** Called when the remote failed and its fallback is shown instead. */
  onFailed?: () => void;
  children: ReactNode;
}

function Unavailable({
  label,
  onRetry,
  compact,
  homeLink,
}: Omit<BoundaryProps, 'children' | 'onFailed'>) {
  const { t } = useTranslation('common');
  return (
    <div
      className={compact ? 'shell-unavailable shell-unavailable--compact' : 'shell-unavailable'}
      role="alert"
    >
      <p>{t('remote.unavailable', { what: label })}</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
      {homeLink ? (
        <p>
          <Link to="/">{t('remote.backToShop')}</Link>
        </p>
      ) : null}
    </div>
  );
}

class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote failed to render', error, info.componentStack);
    this.props.onFailed?.();
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <Unavailable {...this.props} onRetry={this.retry} />;
    return this.props.children;
  }
}

function Loading({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div
      className={compact ? 'shell-loading shell-loading--compact' : 'shell-loading'}
      role="status"
      aria-live="polite"
    >
      <span className="shell-spinner" aria-hidden="true" />
      <span className="shell-visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** Suspense + error boundary + a "temporarily unavailable" fallback with Retry, around one remote. */
export function RemoteBoundary(props: BoundaryProps) {
  return (
    <ErrorBoundary {...props}>
      <Suspense fallback={<Loading compact={props.compact} />}>{props.children}</Suspense>
    </ErrorBoundary>
  );
}
