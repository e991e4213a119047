import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState, type ReactNode } from "react";
import { Icon } from "../lib/icons.tsx";

/** Cards drawn at first; more on request, so a client with hundreds of sets opens at once. */
export const PAGE_SIZE = 50;

interface Props<T> {
  title: string;
  filters: ReactNode;
  onNew(): void;
  newDisabled: boolean;
  loading: boolean;
  empty: string | null;
  items: readonly T[];
  renderItem(item: T): ReactNode;
}

/** A titled list of cards with filters, a New button and the panel's empty message. */
export function Panel<T>({
  title,
  filters,
  onNew,
  newDisabled,
  loading,
  empty,
  items,
  renderItem,
}: Props<T>) {
  const headingId = useId();
  const [limit, setLimit] = useState(PAGE_SIZE);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, flex: 1, minWidth: 0 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button
          variant="contained"
          size="small"
          startIcon={<Icon name="add" />}
          onClick={onNew}
          disabled={newDisabled}
          aria-label={`New ${title === "Reports" ? "report" : "data set"}`}
        >
          New
        </Button>
      </Box>
      {filters}
      {loading ? (
        <PanelSkeleton title={title} />
      ) : empty ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
          {empty}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {items.slice(0, limit).map(renderItem)}
          {items.length > limit && (
            <Button onClick={() => setLimit(limit + PAGE_SIZE)}>
              Show more ({items.length - limit} more)
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** Where the cards will be, card-sized, so nothing moves when they come and no empty message misleads. */
export function PanelSkeleton({ title }: { title: string }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={`Loading ${title}`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={64} />
      ))}
    </Stack>
  );
}
