import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n.ts';
import type { Lang } from '../../stores/lang.ts';

function SystemError({ lang }: { lang?: Lang | undefined }) {
  const t = useT(lang);
  return (
    <div className="isl-system-error" role="alert">
      <strong>{t('error.systemTitle')}</strong>
      <span>{t('error.systemText')}</span>
      <a href="/">{t('error.homeLink')}</a>
    </div>
  );
}

interface Props {
  children: ReactNode;
  lang?: Lang | undefined;
}

/** Catches a failing island so the rest of the page keeps working (spec section 2). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('island failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <SystemError lang={this.props.lang} /> : this.props.children;
  }
}
