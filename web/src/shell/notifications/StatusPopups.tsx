import Portal from "@mui/material/Portal";
import Stack from "@mui/material/Stack";
import type { RunStatus } from "../../generated/graphql.ts";
import { LazyAlert } from "../../lib/LazyAlert.tsx";
import { cutSubject, type PopupState } from "./popup-queue.ts";

export interface StatusMessage {
  id: string;
  subject: string;
  runStatus: RunStatus;
}

/**
 * The live status popups, top right. They are put into the document anew when one appears: an
 * open drawer or dialog hides from screen readers whatever was in the document when it opened,
 * and a popup arriving then went unannounced. Only the one that appeared last is an alert; the
 * others, announced when they came, come back as plain status.
 */
export function StatusPopups<T extends StatusMessage>({
  popups: { shown, latest },
  onClose,
}: {
  popups: PopupState<T>;
  onClose(item: T): void;
}) {
  if (!shown.length) return null;
  return (
    <Portal key={latest?.id}>
      <Stack
        spacing={1}
        sx={{
          position: "fixed",
          right: 16,
          top: 72,
          zIndex: 1400,
          width: { xs: "calc(100% - 32px)", sm: 360 },
        }}
      >
        {shown.map(({ item }) => (
          <LazyAlert
            key={item.id}
            role={item === latest ? "alert" : "status"}
            severity={
              item.runStatus === "FAILED" ? "error" : item.runStatus === "STARTED" ? "info" : "success"
            }
            variant="filled"
            // MUI's filled info blue is too light for white text (3.9:1); the dark shade reads at 7:1.
            sx={item.runStatus === "STARTED" ? { bgcolor: "info.dark" } : undefined}
            onClose={() => onClose(item)}
          >
            {cutSubject(item.subject)}
          </LazyAlert>
        ))}
      </Stack>
    </Portal>
  );
}
