import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import IconButton from "@mui/material/IconButton";
import Link from "next/link";

/** The cart in the header. The count of items arrives with the cart feature. */
export function CartLink() {
  return (
    <IconButton component={Link} href="/winkelwagen/" color="inherit" aria-label="Winkelwagen">
      <ShoppingCartOutlinedIcon />
    </IconButton>
  );
}
