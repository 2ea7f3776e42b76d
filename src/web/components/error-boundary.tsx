import { Component, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** When this changes (e.g. the path), a shown error is cleared and the children retried. */
  resetKey?: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/** Catches render errors of the page below it; React logs them to the console itself. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
