import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** Copyright and the build number (the links of the global dictionary join them). */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: "divider", display: "flex", gap: 3 }}
    >
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} ALM Advisory
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" color="text.secondary" data-testid="build-number">
        Build {__BUILD_NUMBER__}
      </Typography>
    </Box>
  );
}
