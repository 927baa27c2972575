"use client";
/**
 * The stock screen of the back office (issue 21, part B): every product's web
 * stock, its shops' stock and showroom, the expected date and the promise a
 * shopper reads now, with a search and the states sold out, low and expected.
 * Staff change the stock in a quick dialog from the row (decisions §12: staff
 * write stock and dates); the product's whole shop page (margin code, shop
 * price, shop options) opens from the row too.
 */
import EditIcon from "@mui/icons-material/Edit";
import StorefrontIcon from "@mui/icons-material/Storefront";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useState } from "react";
import { DataTable, List, SearchInput, SelectInput, Title, useBasename, useRefresh } from "react-admin";
import { Link, useParams } from "react-router-dom";

import { ProductShopTab, StockFields } from "../products/shop/product-shop-tab";
import { STOCK_COPY as C } from "./stock-copy";

export interface StockItem {
  productId: number;
  name: string;
  brandName: string;
  ean: string;
  categoryName: string;
  url: string;
  expired: boolean;
  stock: number;
  state: "soldOut" | "low" | "inStock";
  stockEstimatedDate: string | null;
  shops: { shopId: string; shopName: string; stock: number; inShowroom: boolean }[];
  promise: string;
}

const STATE_COLORS = { soldOut: "error", low: "warning", inStock: "success" } as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} sx={{ minWidth: 260 }} />,
  <SelectInput key="state" source="state" label={C.state} choices={Object.entries(C.states).map(([id, name]) => ({ id, name }))} alwaysOn />,
];

const day = (iso: string | null) => (iso ? new Date(`${iso}T12:00:00Z`).toLocaleDateString("nl-NL", { day: "numeric", month: "short", year: "numeric" }) : "—");

function QuickEdit({ item }: { item: StockItem }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  const name = `${item.brandName} ${item.name}`;
  return (
    <>
      <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)} aria-label={`${C.edit}: ${name}`}>
        {C.edit}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`stock-${item.productId}`} maxWidth="sm" fullWidth>
        <DialogTitle id={`stock-${item.productId}`}>{C.quickEditTitle(name)}</DialogTitle>
        <DialogContent sx={{ pt: "8px !important" }}>
          <StockFields
            data={item}
            onSaved={() => {
              setOpen(false);
              refresh();
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{C.cancel}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function DetailsLink({ item }: { item: StockItem }) {
  const basename = useBasename();
  return (
    <Tooltip title={C.details}>
      <IconButton size="small" component={Link} to={`${basename}/stock/${item.productId}`} aria-label={`${C.details}: ${item.brandName} ${item.name}`} color="primary">
        <StorefrontIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export function StockList() {
  return (
    <List filters={filters} sort={{ field: "productId", order: "ASC" }} perPage={25} exporter={false} title={C.title}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="productId" label={C.productId} />
        <DataTable.Col
          source="name"
          label={C.product}
          render={(item: StockItem) => (
            <>
              {item.brandName} {item.name}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
                {C.ean} {item.ean}
              </Typography>
            </>
          )}
        />
        <DataTable.Col
          source="stock"
          label={C.webStock}
          render={(item: StockItem) => <Chip size="small" variant="outlined" color={STATE_COLORS[item.state]} label={`${item.stock} · ${C.stateChips[item.state]}`} />}
        />
        <DataTable.Col source="shops" label={C.shops} disableSort render={(item: StockItem) => (
            <span style={{ whiteSpace: "nowrap" }}>{item.shops.map((shop) => C.shopLine(shop.shopName, shop.stock, shop.inShowroom)).join("; ")}</span>
          )}
        />
        <DataTable.Col source="stockEstimatedDate" label={C.expected} render={(item: StockItem) => day(item.stockEstimatedDate)} />
        <DataTable.Col source="promise" label={C.promise} disableSort />
        <DataTable.Col
          label=""
          disableSort
          render={(item: StockItem) => (
            <span style={{ display: "inline-flex", alignItems: "center", whiteSpace: "nowrap" }}>
              <QuickEdit item={item} />
              <DetailsLink item={item} />
            </span>
          )}
        />
      </DataTable>
    </List>
  );
}

/** /beheer/stock/{productId}: the product's shop tab on a page of its own. */
export function StockProductPage() {
  const { id } = useParams();
  return (
    <>
      <Title title={`${C.details} ${id ?? ""}`} />
      <div style={{ padding: 16 }}>
        <ProductShopTab productId={id} />
      </div>
    </>
  );
}
