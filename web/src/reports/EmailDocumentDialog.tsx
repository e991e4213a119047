import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import type { PdfPackage } from "./DownloadMenu.tsx";
import { parseAddresses, recipientsProblem } from "./email-addresses.ts";
import type { DocumentChoice, EmailRequest } from "./use-document-actions.ts";

/** What was typed, kept when the dialog is cancelled so that it opens again as it was left. */
export interface EmailDraft {
  to: string;
  cc: string;
  subject: string;
  body: string;
}

interface Props {
  open: boolean;
  pdfs: readonly PdfPackage[];
  selectedCount: number;
  /** Nothing is ticked and a report is on screen: the selection is that report, as Print/PDF's is. */
  printsOpenReport: boolean;
  defaultSubject: string;
  /** Staff may send a test to themselves first (the subject is marked TEST ONLY). */
  canTest: boolean;
  /**
   * A client user's colleagues, the only recipients their mail may have: offered to pick, and
   * checked before the document is made. Undefined for staff (anyone), or while they load.
   */
  colleagues?: readonly { name: string; address: string }[];
  /** What was typed when it was last cancelled. */
  draft?: EmailDraft;
  /** Cancelled: with what was typed; sent: without (the next mail starts afresh). */
  onClose(draft?: EmailDraft): void;
  onSend(choice: DocumentChoice, email: EmailRequest): void;
}

/** The To list with one more address, unless it holds it already. */
function addAddress(list: string, address: string): string {
  const present = parseAddresses(list).valid.some((a) => a.toLowerCase() === address.toLowerCase());
  if (present) return list;
  return list.trim() ? `${list.trim().replace(/,$/, "")}, ${address}` : address;
}

function selectionLabel(ticked: number, printsOpenReport: boolean): string {
  if (ticked) return `PDF: the ${ticked} ticked report${ticked === 1 ? "" : "s"}`;
  return printsOpenReport ? "PDF: the report on screen" : "PDF: ticked reports (tick them in the list)";
}

/** Email a report package: which document, to whom, subject and message (spec shell-and-reports 3 and 5). */
export function EmailDocumentDialog({
  open,
  pdfs,
  selectedCount,
  printsOpenReport,
  defaultSubject,
  canTest,
  colleagues,
  draft,
  onClose,
  onSend,
}: Props) {
  const titleId = useId();
  // Reports ticked are what the user chose to send: they come first, as Print/PDF prints them.
  const [document, setDocument] = useState(selectedCount > 0 ? "selection" : "workbook");
  const [to, setTo] = useState(draft?.to ?? "");
  const [cc, setCc] = useState(draft?.cc ?? "");
  const [subject, setSubject] = useState(draft?.subject ?? defaultSubject);
  const [body, setBody] = useState(draft?.body ?? "");
  const cancel = () => onClose({ to, cc, subject, body });
  const [testMode, setTestMode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choiceOf = (value: string): DocumentChoice => {
    const pdf = pdfs.find((p) => p.suffix === value);
    if (pdf) return { kind: "package", pdf };
    return value === "selection" ? { kind: "selection" } : { kind: "workbook" };
  };
  const send = () => {
    const [toList, ccList] = [parseAddresses(to), parseAddresses(cc)];
    const allowed = colleagues?.map((c) => c.address);
    const found = recipientsProblem(toList, ccList, allowed) ?? (subject.trim() ? null : "Enter a subject.");
    setProblem(found);
    if (found) return;
    onSend(choiceOf(document), {
      to: toList.valid,
      cc: ccList.valid,
      subject: subject.trim(),
      body,
      testMode,
    });
    onClose();
  };
  return (
    <Dialog open={open} onClose={cancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Email a report package</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Document" value={document} onChange={(e) => setDocument(e.target.value)}>
            <MenuItem value="workbook">Excel: Detail Reports</MenuItem>
            {pdfs.map((p) => (
              <MenuItem key={p.suffix} value={p.suffix}>
                PDF: {p.name}
              </MenuItem>
            ))}
            <MenuItem value="selection" disabled={selectedCount === 0 && !printsOpenReport}>
              {selectionLabel(selectedCount, printsOpenReport)}
            </MenuItem>
          </TextField>
          {canTest && (
            <FormControlLabel
              control={<Checkbox checked={testMode} onChange={(e) => setTestMode(e.target.checked)} />}
              label="Test only: the subject is marked TEST ONLY"
            />
          )}
          <TextField
            label={testMode ? "Send the test to" : "To"}
            helperText={
              canTest
                ? "Addresses separated by commas"
                : "Addresses of your institution's users, separated by commas"
            }
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={Boolean(problem)}
            required
          />
          {colleagues && colleagues.length > 0 && (
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ flexWrap: "wrap" }}
              aria-label="Your institution's users"
            >
              {colleagues.map((c) => (
                <Chip
                  key={c.address}
                  size="small"
                  label={`${c.name} <${c.address}>`}
                  onClick={() => setTo((list) => addAddress(list, c.address))}
                />
              ))}
            </Stack>
          )}
          <TextField label="Cc" value={cc} onChange={(e) => setCc(e.target.value)} />
          <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required />
          <TextField
            label="Message"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            minRows={3}
          />
          {problem && (
            <p role="alert" style={{ color: "#b71c1c", margin: 0 }}>
              {problem}
            </p>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="contained" onClick={send}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
