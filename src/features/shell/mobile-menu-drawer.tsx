"use client";
import CloseIcon from "@mui/icons-material/Close";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";

import { MuiTheme } from "@/components/theme/mui-theme";
import { ListItemButtonLink } from "@/components/links";
import { KITCHENS_PAGE } from "@/config/paths";
import type { Navigation } from "@/domain/catalogue/navigation";

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  navigation: Navigation;
}

export function MobileMenuDrawer({ open, onClose, navigation }: MobileMenuDrawerProps) {
  return (
    <MuiTheme cacheKey="overlay">
      <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: "min(88vw, 360px)" }, role: "dialog", "aria-label": "Menu" } }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 1, borderBottom: "1px solid", borderColor: "divider" }}>
          <Typography component="h2" variant="h3">
            Menu
          </Typography>
          <IconButton onClick={onClose} aria-label="Menu sluiten">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Hoofdmenu">
          {navigation.hubs.map((hub) => (
            <Accordion key={hub.slug} disableGutters elevation={0} square sx={{ "&::before": { display: "none" }, borderBottom: "1px solid", borderColor: "divider" }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ font: "inherit", fontWeight: 700 }}>
                {hub.name}
              </AccordionSummary>
              <AccordionDetails sx={{ p: 0 }}>
                <List dense disablePadding>
                  <ListItemButtonLink href={hub.url} onClick={onClose}>
                    <ListItemText primary={`Alles in ${hub.name.toLowerCase()}`} slotProps={{ primary: { sx: { fontWeight: 600, color: "primary.main" } } }} />
                  </ListItemButtonLink>
                  {hub.categories.map((category) => (
                    <ListItemButtonLink key={category.slug} href={category.url} onClick={onClose}>
                      <ListItemText primary={category.name} />
                    </ListItemButtonLink>
                  ))}
                </List>
              </AccordionDetails>
            </Accordion>
          ))}
          <List disablePadding>
            {[
              { href: "/merken/", label: "Merken" },
              { href: KITCHENS_PAGE, label: "Keukens" },
              { href: "/aanbiedingen/", label: "Aanbiedingen" },
              { href: "/afhaalcentrum/", label: "Afhaalcentrum Zoeterwoude" },
              { href: "/klantenservice/", label: "Klantenservice" },
            ].map((item) => (
              <ListItemButtonLink key={item.href} href={item.href} onClick={onClose} sx={{ borderBottom: "1px solid", borderColor: "divider" }}>
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButtonLink>
            ))}
          </List>
        </Box>
      </Drawer>
    </MuiTheme>
  );
}
