"use client";
/**
 * The products (issue 21, part A): search by name, EAN, product id or slug;
 * filters for category, brand, in stock, expired, discounted and missing data;
 * sortable columns, pages, and bulk actions for admins. On a tablet (768 px)
 * the list keeps the columns that decide the work.
 */
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useRef } from "react";
import { CreateButton, DataTable, FilterButton, List, NullableBooleanInput, SearchInput, SelectInput, TopToolbar, useCanAccess } from "react-admin";

import { formatEuros } from "../format";

import { ProductBulkActions } from "./bulk-actions";
import { ExportButton } from "./import/export-button";
import { PRODUCT_COPY as COPY } from "./product-copy";
import type { ProductListItem } from "./product-types";
import { useCatalogueChoices } from "./use-catalogue-choices";
import { useCheckboxLabels } from "./use-checkbox-labels";

const F = COPY.fields;

function ListActions() {
  const { canAccess } = useCanAccess({ resource: "products", action: "create" });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess ? <CreateButton /> : null}
      {/* The whole catalogue as a spreadsheet that the import reads back (part E; admins only). */}
      <ExportButton format="csv" />
      <ExportButton format="xlsx" />
    </TopToolbar>
  );
}

function useProductFilters() {
  const choices = useCatalogueChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={COPY.searchHelp} aria-label={COPY.search} />,
    <SelectInput key="category" source="category" label={F.categoryId} choices={(choices?.categories ?? []).map((category) => ({ id: String(category.categoryId), name: category.name }))} alwaysOn />,
    <SelectInput key="brand" source="brand" label={F.brand} choices={(choices?.brands ?? []).map((brand) => ({ id: brand.slug, name: brand.name }))} />,
    <NullableBooleanInput key="inStock" source="inStock" label={F.inStock} trueLabel={COPY.yes} falseLabel={COPY.no} />,
    <NullableBooleanInput key="expired" source="expired" label={F.expired} trueLabel={COPY.yes} falseLabel={COPY.no} />,
    <NullableBooleanInput key="discounted" source="discounted" label={F.discounted} trueLabel={COPY.yes} falseLabel={COPY.no} />,
    <SelectInput key="missingData" source="missingData" label={F.missingData} choices={Object.entries(COPY.missing).map(([id, name]) => ({ id, name }))} />,
  ];
}

function Missing({ product }: { product: ProductListItem }) {
  if (product.missing.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", rowGap: 0.5 }}>
      {product.missing.map((kind) => (
        <Chip key={kind} size="small" color="warning" variant="outlined" label={COPY.missing[kind] ?? kind} />
      ))}
    </Stack>
  );
}

export function ProductList() {
  // A desk (1280 px, with the menu) keeps what decides the work; a wide screen adds category and EAN, a tablet drops the missing data.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("lg"));
  const extraWide = useMediaQuery((theme: Theme) => theme.breakpoints.up("xl"));
  const filters = useProductFilters();
  const ref = useRef<HTMLDivElement>(null);
  useCheckboxLabels(ref);
  return (
    <div ref={ref}>
    <List filters={filters} actions={<ListActions />} sort={{ field: "productId", order: "ASC" }} perPage={25} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={<ProductBulkActions />}>
        {wide ? <DataTable.Col source="productId" label={F.productId} /> : null}
        <DataTable.Col
          source="name"
          label={F.name}
          render={(product: ProductListItem) => `${product.brandName} ${product.name}${product.expired ? ` (${COPY.expiredShort})` : ""}`}
        />
        {extraWide ? <DataTable.Col source="categoryName" label={F.categoryId} disableSort /> : null}
        {extraWide ? <DataTable.Col source="ean" label={F.ean} disableSort /> : null}
        <DataTable.Col
          source="price"
          label={F.sellingPrice}
          align="right"
          render={(product: ProductListItem) => (product.sellingPrice < product.price ? `${formatEuros(product.sellingPrice)} (${formatEuros(product.price)})` : formatEuros(product.price))}
        />
        <DataTable.Col source="stock" label={F.stock} align="right" />
        {wide ? <DataTable.Col label={F.missingData} disableSort render={(product: ProductListItem) => <Missing product={product} />} /> : null}
      </DataTable>
    </List>
    </div>
  );
}
