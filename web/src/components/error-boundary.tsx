import { Component, type ErrorInfo, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** What shows instead of the children once they threw; a function gets a way to try again. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  children: ReactNode;
  /** When this changes (e.g. the address), a failed boundary tries its children again. */
  resetKey?: unknown;
}

/** Shows `fallback` when a child throws (e.g. a live read the rules refuse). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A view failed to render", error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === "function" ? fallback(this.retry) : fallback;
  }
}
