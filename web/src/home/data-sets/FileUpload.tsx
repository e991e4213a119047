import { useState } from "react";
import { DATA_SET_UPLOAD_LIMITS, fileNotAddedText } from "@alm/formats";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Icon } from "../../lib/icons.tsx";

/** Gateway routes that serve the api's template downloads. */
export const TEMPLATE_URL = "/downloads/positions-template.csv";
export const OVERRIDES_SAMPLE_URL = "/downloads/h3-overrides-sample.csv";

export const REFUSED_NOTE = "(refused: the next file you upload replaces it)";

/**
 * Positions (manual upload template) or H3 override files. They stay on disk until Save streams
 * them to the api. A file above the api's size limit is not added: the user learns it at once
 * instead of after sending it (the api still refuses it, and reports its other limits itself).
 */
export function FileUpload({
  files,
  refused,
  onChange,
  disabled,
  progress,
}: {
  files: readonly File[];
  /** Files the last save was refused for: the next pick replaces them, so they are not sent again. */
  refused: ReadonlySet<File>;
  onChange(files: File[]): void;
  disabled?: boolean;
  /** Share of the save request sent so far; null when no save is under way. */
  progress: number | null;
}) {
  const [notAdded, setNotAdded] = useState<string[]>([]);
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Files
      </Typography>
      <Button
        component="label"
        variant="outlined"
        size="small"
        disabled={disabled}
        startIcon={<Icon name="add" />}
      >
        Upload Files
        <input
          hidden
          type="file"
          multiple
          accept=".csv,.xlsx"
          aria-label="Upload position or H3 override files"
          onChange={(e) => {
            const all = Array.from(e.target.files ?? []);
            const picked = all.filter((f) => f.size <= DATA_SET_UPLOAD_LIMITS.fileBytes);
            setNotAdded(all.filter((f) => !picked.includes(f)).map((f) => f.name));
            const kept = files.filter((f) => !refused.has(f) && !picked.some((p) => p.name === f.name));
            if (picked.length) onChange([...kept, ...picked]);
            e.target.value = "";
          }}
        />
      </Button>
      {notAdded.map((name) => (
        <Alert key={name} severity="error" sx={{ mt: 1 }}>
          {fileNotAddedText(name)}
        </Alert>
      ))}
      {progress !== null && files.length > 0 && (
        <LinearProgress
          variant="determinate"
          value={progress * 100}
          aria-label="Uploading files"
          sx={{ mt: 1 }}
        />
      )}
      {files.map((f) => (
        <Box key={f.name} sx={{ display: "flex", alignItems: "center" }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {f.name}
            {refused.has(f) && (
              <Typography component="span" variant="body2" color="error">
                {` ${REFUSED_NOTE}`}
              </Typography>
            )}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Remove ${f.name}`}
            disabled={disabled}
            onClick={() => onChange(files.filter((x) => x !== f))}
          >
            <Icon name="close" fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: "flex", gap: 2, mt: 1, flexWrap: "wrap" }}>
        <Link href={TEMPLATE_URL} download variant="body2">
          Download the manual upload template
        </Link>
        <Link href={OVERRIDES_SAMPLE_URL} download variant="body2">
          Download the H3 overrides sample
        </Link>
      </Box>
    </Box>
  );
}
