import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** Spec section 2: the supported browsers and resolution. */
export function BrowserPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: "auto", py: 6 }}>
      <Typography component="h1" variant="h4">
        Unsupported Browser
      </Typography>
      <Typography component="h2" variant="h6">
        Help
      </Typography>
      <Typography>ALM Analysis supports these browsers:</Typography>
      <List dense>
        <ListItem>
          <ListItemText primary="Microsoft Edge (Chromium) 84 or later on Windows" />
        </ListItem>
        <ListItem>
          <ListItemText primary="Google Chrome, latest version, on Windows and Mac" />
        </ListItem>
      </List>
      <Typography>Recommended minimum screen resolution: 1280 x 768.</Typography>
    </Stack>
  );
}
