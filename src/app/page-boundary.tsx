import { Component, type ReactNode } from "react";
import { isBot } from "../lib/bots.ts";

type Props = { children: ReactNode; resetKey: string };
type State = { failed: { error: unknown } | null };

/**
 * Wraps the page inside its layout. For people a render error goes on up to the router's
 * error screen; for crawlers and bots it is only reported, and the layout stays on screen
 * (seed §4: bots never see the error screen replace the page).
 */
export class PageBoundary extends Component<Props, State> {
  state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: { error } };
  }

  componentDidCatch(error: unknown): void {
    if (isBot(navigator.userAgent)) console.error(error);
  }

  componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: null });
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (!isBot(navigator.userAgent)) throw this.state.failed.error;
    return null;
  }
}
