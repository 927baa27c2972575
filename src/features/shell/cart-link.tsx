import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import { IconButtonLink } from "@/components/links";

/** The cart in the header. The count of items arrives with the cart feature. */
export function CartLink() {
  return (
    <IconButtonLink href="/winkelwagen/" color="inherit" aria-label="Winkelwagen">
      <ShoppingCartOutlinedIcon />
    </IconButtonLink>
  );
}
