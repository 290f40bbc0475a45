import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, clearCorruptStorage } from './error-screen';
import { handOverPrerendered } from './prerender-handoff';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey?: string;
}

/** Shows the spec's error screen when rendering fails below it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    clearCorruptStorage();
    // The error screen replaces a prerendered page that is still shown.
    handOverPrerendered();
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
