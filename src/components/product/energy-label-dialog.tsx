"use client";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import { useId } from "react";

import { EnergyLabel, ProductSheetTable } from "./energy-label";
import type { EnergyLabelInfo } from "./energy-label-info";

import { MuiTheme } from "@/components/theme/mui-theme";

export function EnergyLabelDialog({ open, onClose, label }: { open: boolean; onClose: () => void; label: EnergyLabelInfo }) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <MuiTheme cacheKey="overlay">
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="body">
        <DialogTitle id={titleId} component="h2" sx={{ pr: 7 }}>
          Energielabel en productinformatieblad
        </DialogTitle>
        <IconButton onClick={onClose} aria-label="Sluiten" sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "300px minmax(0, 1fr)" }, alignItems: "start" }}>
          <Box sx={{ justifySelf: "center", width: "100%", maxWidth: 300 }}>
            <EnergyLabel label={label} titleId={`${id}-label`} width="100%" />
          </Box>
          <Box>
            <ProductSheetTable label={label} caption={`Productinformatieblad ${label.supplier} ${label.model}`} />
            {label.sheetUrl ? (
              <Link href={label.sheetUrl} sx={{ display: "inline-block", mt: 2, fontWeight: 600 }}>
                Volledig productinformatieblad en specificaties
              </Link>
            ) : null}
          </Box>
        </DialogContent>
      </Dialog>
    </MuiTheme>
  );
}
