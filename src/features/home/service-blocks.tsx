import BuildOutlinedIcon from "@mui/icons-material/BuildOutlined";
import EventAvailableOutlinedIcon from "@mui/icons-material/EventAvailableOutlined";
import RecyclingOutlinedIcon from "@mui/icons-material/RecyclingOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { BoxLink } from "@/components/links";

const SERVICES = [
  { icon: EventAvailableOutlinedIcon, title: "Kies je bezorgdag", text: "Morgen al, of op een dag die jou past. Ook op zaterdag.", href: "/klantenservice/bezorgen-afhalen/#bezorgdag-kiezen" },
  { icon: BuildOutlinedIcon, title: "Installatie en inbouw", text: "Onze monteurs sluiten je apparaat aan of bouwen het in.", href: "/klantenservice/installatie-inbouw/" },
  { icon: RecyclingOutlinedIcon, title: "Oud voor nieuw", text: "We nemen je oude apparaat gratis mee bij bezorging.", href: "/klantenservice/bezorgen-afhalen/" },
  { icon: StorefrontOutlinedIcon, title: "Afhalen in Zoeterwoude", text: "Vandaag besteld, vandaag opgehaald. Met afhaalkorting.", href: "/afhaalcentrum/" },
] as const;

export function ServiceBlocks() {
  return (
    <Box component="section" aria-labelledby="services-title">
      <Typography id="services-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        Wij regelen de rest
      </Typography>
      <Box component="ul" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, gap: 2, listStyle: "none", p: 0, m: 0 }}>
        {SERVICES.map(({ icon: Icon, title, text, href }) => (
          <Box component="li" key={title} sx={{ display: "flex", gap: 1.5, p: 2, bgcolor: "background.paper", border: "1px solid", borderColor: "divider", borderRadius: 2 }}>
            <Icon aria-hidden sx={{ color: "secondary.main", fontSize: 32 }} />
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                <BoxLink href={href} sx={{ color: "text.primary", "&:hover": { color: "primary.main" } }}>
                  {title}
                </BoxLink>
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
                {text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
