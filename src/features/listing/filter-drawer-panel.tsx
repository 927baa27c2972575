"use client";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";

import { COPY } from "./copy";
import { useFilterDrawerTarget } from "./filter-panel";
import styles from "./listing.module.css";

import { MuiTheme } from "@/components/theme/mui-theme";

export function FilterDrawerPanel({ open, onClose, total }: { open: boolean; onClose: () => void; total: number }) {
  const filtersGoHere = useFilterDrawerTarget();
  return (
    <MuiTheme cacheKey="overlay">
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: "min(92vw, 400px)", display: "flex", flexDirection: "column" }, role: "dialog", "aria-labelledby": "filter-drawer-title" } }}
      >
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 1, borderBottom: "1px solid", borderColor: "divider" }}>
          <Typography id="filter-drawer-title" component="h2" variant="h3">
            {COPY.filters}
          </Typography>
          <IconButton onClick={onClose} aria-label={COPY.closeFilters}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box ref={filtersGoHere} className={styles.drawerFacets} sx={{ flex: 1, overflowY: "auto" }} />
        <Box sx={{ p: 2, borderTop: "1px solid", borderColor: "divider" }}>
          <Button variant="contained" fullWidth size="large" onClick={onClose}>
            {COPY.showResults(total)}
          </Button>
        </Box>
      </Drawer>
    </MuiTheme>
  );
}
