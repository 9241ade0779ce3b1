import { Component, type ReactNode } from 'react';

interface Props {
  /** What the part is, for the log ('the report frame stage'). */
  name: string;
  children: ReactNode;
}

/**
 * Keeps a part the page can live without from taking the page down: when it throws (its lazy chunk
 * could not be fetched, say the network went while the app started), it is logged and left out,
 * instead of React unmounting the whole app and leaving a blank page. A screen that needs the same
 * code fails on its own, with its own message (the route error page offers a reload).
 */
export class OptionalPartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`${this.props.name} could not be shown and is left out:`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
