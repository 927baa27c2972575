"use client";
/**
 * The "Winkel" tab of a product in the back office (issue 21, part B): the
 * web stock and expected date, every shop's stock and showroom flag, the
 * purchase price with the margin code it yields, the shop-only price and the
 * options only the shop sells. Staff save the stock; only an admin changes
 * the rest (decisions §12), and the API says no anyway.
 *
 * It sits inside the product form of part A (a `<form>` already), so it has
 * no form of its own: plain fields and buttons that call the API themselves.
 * It reads the product from react-admin's record context (`id`).
 */
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useCanAccess, useNotify, useRecordContext } from "react-admin";

import { formatPrice } from "@/domain/money";

import { ApiFailure } from "../../data/rest-mapping";
import { callApi } from "../../data/data-provider";
import { STOCK_COPY as C } from "../../stock/stock-copy";

interface ShopStock {
  shopId: string;
  shopName: string;
  stock: number;
  inShowroom: boolean;
}

export interface ShopData {
  productId: number;
  productType: string;
  productTypeName: string;
  stock: number;
  stockEstimatedDate: string | null;
  purchasePrice: number | null;
  shopPrice: number | null;
  sellingPrice: number;
  marginCode: string | null;
  shopPriceMarginCode: string | null;
  marginPercent: number | null;
  shopPriceMarginPercent: number | null;
  options: { productShopOptionId: number; name: string; price: number; scope: "product" | "productType" }[];
  shops: ShopStock[];
}

const fetcher = (input: string, init?: RequestInit) => fetch(input, init);
export const shopDataUrl = (productId: number | string) => `/api/catalogue/products/${encodeURIComponent(String(productId))}/shop-data/`;
export const stockUrl = (productId: number | string) => `/api/catalogue/products/${encodeURIComponent(String(productId))}/stock/`;

/** A field's message from a refused save, by the API's field name. */
function useFieldErrors(): [Record<string, string>, (error: unknown) => void, () => void] {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return [errors, (error) => setErrors(error instanceof ApiFailure ? error.body.errors : {}), () => setErrors({})];
}

const euroText = (value: number | null) => (value === null ? "" : value.toFixed(2).replace(".", ","));

/** The web and shop stock of a product: staff may save it. Its fields start from `data`; give it a new key for new data. */
export function StockFields({ data, onSaved }: { data: Pick<ShopData, "productId" | "stock" | "stockEstimatedDate" | "shops">; onSaved: () => void }) {
  const notify = useNotify();
  const [stock, setStock] = useState(String(data.stock));
  const [date, setDate] = useState(data.stockEstimatedDate ?? "");
  const [shops, setShops] = useState(data.shops);
  const [errors, setFailure, clear] = useFieldErrors();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    clear();
    try {
      await callApi(fetcher, stockUrl(data.productId), {
        method: "PUT",
        body: { stock, stockEstimatedDate: date, shops: shops.map(({ shopId, stock: count, inShowroom }) => ({ shopId, stock: count, inShowroom })) },
      });
      notify(C.saved, { type: "success" });
      onSaved();
    } catch (error) {
      setFailure(error);
      notify(error instanceof Error ? error.message : C.failed, { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <TextField label={C.stockLabel} value={stock} onChange={(event) => setStock(event.target.value)} inputMode="numeric" error={Boolean(errors.stock)} helperText={errors.stock ?? " "} sx={{ width: 200 }} />
        <TextField
          label={C.dateLabel}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={Boolean(errors.stockEstimatedDate)}
          helperText={errors.stockEstimatedDate ?? C.dateHelp}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 240 }}
        />
      </Box>
      {shops.map((shop, index) => (
        <Box key={shop.shopId} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
          <TextField
            label={C.shopStock(shop.shopName)}
            value={String(shop.stock)}
            onChange={(event) => setShops(shops.map((other, at) => (at === index ? { ...other, stock: event.target.value as unknown as number } : other)))}
            inputMode="numeric"
            error={Boolean(errors[`shops.${index}.stock`])}
            helperText={errors[`shops.${index}.stock`] ?? " "}
            sx={{ width: 280 }}
          />
          <FormControlLabel
            control={<Checkbox checked={shop.inShowroom} onChange={(event) => setShops(shops.map((other, at) => (at === index ? { ...other, inShowroom: event.target.checked } : other)))} />}
            label={C.inShowroom}
            sx={{ mb: 2.5 }}
          />
        </Box>
      ))}
      <Box>
        <Button variant="contained" onClick={save} disabled={saving}>
          {C.stockSave}
        </Button>
      </Box>
    </Stack>
  );
}

type OptionDraft = { name: string; price: string; scope: "product" | "productType" };

function ShopDataFields({ data, mayWrite, onSaved }: { data: ShopData; mayWrite: boolean; onSaved: () => void }) {
  const notify = useNotify();
  const [purchasePrice, setPurchasePrice] = useState(euroText(data.purchasePrice));
  const [shopPrice, setShopPrice] = useState(euroText(data.shopPrice));
  const [options, setOptions] = useState<OptionDraft[]>(() => data.options.map((option) => ({ name: option.name, price: euroText(option.price), scope: option.scope })));
  const [errors, setFailure, clear] = useFieldErrors();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    clear();
    try {
      await callApi(fetcher, shopDataUrl(data.productId), { method: "PUT", body: { purchasePrice, shopPrice, options } });
      notify(C.shopDataSaved, { type: "success" });
      onSaved();
    } catch (error) {
      setFailure(error);
      notify(error instanceof Error ? error.message : C.failed, { type: "error" });
    } finally {
      setSaving(false);
    }
  };
  const change = (index: number, patch: Partial<OptionDraft>) => setOptions(options.map((option, at) => (at === index ? { ...option, ...patch } : option)));

  return (
    <Stack spacing={2}>
      {mayWrite ? null : <Alert severity="info">{C.adminOnly}</Alert>}
      <Typography variant="body2">{C.sellingPrice(formatPrice(Math.round(data.sellingPrice * 100)))}</Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <TextField
          label={C.purchasePrice}
          value={purchasePrice}
          onChange={(event) => setPurchasePrice(event.target.value)}
          disabled={!mayWrite}
          inputMode="decimal"
          error={Boolean(errors.purchasePrice)}
          helperText={errors.purchasePrice ?? " "}
          sx={{ width: 240 }}
        />
        <TextField
          label={C.shopPrice}
          value={shopPrice}
          onChange={(event) => setShopPrice(event.target.value)}
          disabled={!mayWrite}
          inputMode="decimal"
          error={Boolean(errors.shopPrice)}
          helperText={errors.shopPrice ?? C.shopPriceHelp}
          sx={{ width: 240 }}
        />
      </Box>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px", m: 0 }}>
        <Typography component="dt" color="text.secondary">
          {C.marginCode}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="back-office-margin-code">
          {C.marginOf(data.marginCode, data.marginPercent)}
        </Typography>
        {data.shopPrice !== null ? (
          <>
            <Typography component="dt" color="text.secondary">
              {C.shopPriceMargin}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {C.marginOf(data.shopPriceMarginCode, data.shopPriceMarginPercent)}
            </Typography>
          </>
        ) : null}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {C.marginHelp}
      </Typography>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, pt: 1 }}>
        {C.optionsSection}
      </Typography>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {C.noOptions}
        </Typography>
      ) : null}
      {options.map((option, index) => (
        <Box key={index} sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
          <TextField
            label={C.optionName}
            value={option.name}
            onChange={(event) => change(index, { name: event.target.value })}
            disabled={!mayWrite}
            error={Boolean(errors[`options.${index}.name`])}
            helperText={errors[`options.${index}.name`] ?? " "}
            sx={{ flex: "1 1 220px" }}
          />
          <TextField
            label={C.optionPrice}
            value={option.price}
            onChange={(event) => change(index, { price: event.target.value })}
            disabled={!mayWrite}
            inputMode="decimal"
            error={Boolean(errors[`options.${index}.price`])}
            helperText={errors[`options.${index}.price`] ?? " "}
            sx={{ width: 140 }}
          />
          <TextField select label={C.optionScope} value={option.scope} onChange={(event) => change(index, { scope: event.target.value as OptionDraft["scope"] })} disabled={!mayWrite} helperText=" " sx={{ width: 220 }}>
            <MenuItem value="product">{C.scopeProduct}</MenuItem>
            <MenuItem value="productType">{C.scopeType(data.productTypeName)}</MenuItem>
          </TextField>
          {mayWrite ? (
            <IconButton aria-label={`${C.removeOption}: ${option.name || index + 1}`} onClick={() => setOptions(options.filter((_, at) => at !== index))} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          ) : null}
        </Box>
      ))}
      {mayWrite ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
          <Button startIcon={<AddIcon />} onClick={() => setOptions([...options, { name: "", price: "", scope: "product" }])}>
            {C.addOption}
          </Button>
          <Button variant="contained" onClick={save} disabled={saving}>
            {C.shopDataSave}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The tab, for the product in the record context (part A's form) or the given id (the stock screen). */
export function ProductShopTab({ productId }: { productId?: number | string } = {}) {
  const record = useRecordContext();
  const id = productId ?? (record?.id as number | string | undefined);
  const queryClient = useQueryClient();
  const { canAccess: mayWrite = false } = useCanAccess({ resource: "shop-data", action: "edit" });
  const query = useQuery({
    queryKey: ["shop-data", id],
    queryFn: async () => (await callApi(fetcher, shopDataUrl(id!))) as ShopData,
    enabled: id !== undefined && id !== null && id !== "",
  });
  if (id === undefined || id === null || id === "") return <Alert severity="info">{C.noRecord}</Alert>;
  if (query.isError) return <Alert severity="error">{query.error instanceof Error ? query.error.message : C.failed}</Alert>;
  if (!query.data) return <Typography>{C.loading}</Typography>;
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ["shop-data", id] });
    void queryClient.invalidateQueries({ queryKey: ["stock"] });
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, width: "100%" }}>
      <Typography variant="body2" color="text.secondary">
        {C.tabIntro}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {C.stockSection}
        </Typography>
        <StockFields key={query.dataUpdatedAt} data={query.data} onSaved={reload} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {C.pricesSection}
        </Typography>
        <ShopDataFields key={query.dataUpdatedAt} data={query.data} mayWrite={mayWrite} onSaved={reload} />
      </Paper>
    </Stack>
  );
}
