import Alert from "@mui/material/Alert";
import { Component, type ReactNode } from "react";

interface Props {
  source: string;
  onError(message: string): void;
  children: ReactNode;
}

/** A block that fails to render says so in its place; the rest of the report still shows. */
export class BlockErrorBoundary extends Component<Props, { message: string | null }> {
  override state = { message: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    if (this.state.message !== null) {
      return (
        <Alert severity="error">{`Data format error for ${this.props.source}: ${this.state.message}`}</Alert>
      );
    }
    return this.props.children;
  }
}
