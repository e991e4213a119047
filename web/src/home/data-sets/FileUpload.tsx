import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Icon } from "../../lib/icons.tsx";

export interface PickedFile {
  fileName: string;
  contentBase64: string;
}

/** The gateway takes at most 4 files a save, about 700 KB in all (sent base64 in the request). */
const MAX_FILES = 4;
const MAX_BYTES = 700 * 1024;

/**
 * The api has no upload route of its own for the app (the gateway proxies nothing but GraphQL),
 * so these point at gateway routes that serve the api's template downloads.
 */
export const TEMPLATE_URL = "/downloads/positions-template.csv";
export const OVERRIDES_SAMPLE_URL = "/downloads/h3-overrides-sample.csv";

function readBase64(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read.`));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.readAsDataURL(file);
  });
}

/** Positions (manual upload template) or H3 override files, read in the browser with progress. */
export function FileUpload({
  files,
  onChange,
  disabled,
  uploading,
}: {
  files: PickedFile[];
  onChange(files: PickedFile[]): void;
  disabled?: boolean;
  uploading?: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (!chosen.length) return;
    const bytes = chosen.reduce((n, f) => n + f.size, 0);
    if (files.length + chosen.length > MAX_FILES)
      return setProblem(`At most ${MAX_FILES} files can be uploaded at a time.`);
    if (bytes > MAX_BYTES)
      return setProblem(
        `The files are larger than ${MAX_BYTES / 1024} KB in all; upload them in smaller parts.`,
      );
    setProblem(null);
    setProgress(0);
    try {
      let done = 0;
      const read: PickedFile[] = [];
      for (const file of chosen) {
        const content = await readBase64(file, (f) => setProgress((done + f * file.size) / bytes));
        done += file.size;
        read.push({ fileName: file.name, contentBase64: content });
      }
      onChange([...files, ...read]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The file could not be read.");
    } finally {
      setProgress(null);
    }
  }

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
            void pick(e.target.files);
            e.target.value = "";
          }}
        />
      </Button>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress * 100}
          aria-label="Reading files"
          sx={{ mt: 1 }}
        />
      )}
      {uploading && files.length > 0 && <LinearProgress aria-label="Uploading files" sx={{ mt: 1 }} />}
      {problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
      {files.map((f) => (
        <Box key={f.fileName} sx={{ display: "flex", alignItems: "center" }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {f.fileName}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Remove ${f.fileName}`}
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
