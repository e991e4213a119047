import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useSearchParams } from "react-router";

export const DEFAULT_ERROR_MESSAGES = {
  message1: "The page you requested does not exist.",
  message2: "Please contact tech support if you think this is a mistake.",
};

/** Builds the /error link other parts of the app send users to. */
export function errorPath(message1: string, message2 = "", noRedirect = false): string {
  const params = new URLSearchParams({ message1, message2 });
  if (noRedirect) params.set("noRedirect", "true");
  return `/error?${params.toString()}`;
}

export function ErrorPage() {
  const [params] = useSearchParams();
  const message1 = params.get("message1") || DEFAULT_ERROR_MESSAGES.message1;
  const message2 = params.get("message2") ?? DEFAULT_ERROR_MESSAGES.message2;
  const noRedirect = params.get("noRedirect") === "true";
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: "auto", py: 8, textAlign: "center" }}>
      <Typography component="h1" variant="h3">
        Ooops!
      </Typography>
      <Typography variant="h6" component="p">
        {message1}
      </Typography>
      {message2 && <Typography>{message2}</Typography>}
      {!noRedirect && (
        <div>
          <Button component={RouterLink} to="/" variant="contained">
            Take me home
          </Button>
        </div>
      )}
    </Stack>
  );
}
