"use client";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";

import { MuiTheme } from "@/components/theme/mui-theme";
import type { CartNotice as Notice } from "@/lib/cart/cart-provider";

/** A change of the cart that did not go through, said for 8 seconds at the bottom of the screen. */
export function CartNotice({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <MuiTheme cacheKey="overlay">
      <Snackbar
        key={notice.id}
        open
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          if (reason !== "clickaway") onClose();
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        sx={{ bottom: { xs: 80, md: 24 } }}
      >
        <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: "100%" }}>
          {notice.message}
        </Alert>
      </Snackbar>
    </MuiTheme>
  );
}
