"use client";
/**
 * Combinations (issue 21, part A): bundles bought together, such as a washer
 * with its matching dryer, with their discount. Admins add, change and remove
 * them; staff read the list.
 */
import { AutocompleteArrayInput, Create, CreateButton, DataTable, DeleteButton, Edit, List, NumberInput, ReferenceArrayInput, SearchInput, SimpleForm, TextInput, TopToolbar, required, useCanAccess } from "react-admin";

import { formatEuros } from "../format";
import { PRODUCT_COPY } from "../products/product-copy";

const C = PRODUCT_COPY.combinations;

interface CombinationRow {
  combinationId: number;
  name: string;
  slug: string;
  discount: number;
  total: number;
  products: { productId: number; name: string; brandName: string }[];
}

function ListActions() {
  const { canAccess } = useCanAccess({ resource: "combinations", action: "create" });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

export function CombinationList() {
  return (
    <List actions={<ListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "combinationId", order: "ASC" }} perPage={25} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="combinationId" label="Id" />
        <DataTable.Col source="name" label={C.name} />
        <DataTable.Col label={C.products} disableSort render={(row: CombinationRow) => row.products.map((product) => `${product.brandName} ${product.name}`).join(" + ")} />
        <DataTable.Col source="discount" label={C.discount} align="right" disableSort render={(row: CombinationRow) => formatEuros(row.discount)} />
        <DataTable.Col source="total" label={C.total} align="right" disableSort render={(row: CombinationRow) => formatEuros(row.total)} />
      </DataTable>
    </List>
  );
}

function CombinationForm() {
  return (
    <SimpleForm>
      <TextInput source="name" label={C.name} validate={required()} />
      <TextInput source="slug" label={C.slug} validate={required()} />
      <NumberInput source="discount" label={C.discount} validate={required()} slotProps={{ htmlInput: { step: 0.01, min: 0 } }} />
      <ReferenceArrayInput source="productIds" reference="products" perPage={20}>
        <AutocompleteArrayInput label={C.productIds} optionText={(product: { brandName?: string; name?: string; productId?: number }) => `${product.productId} ${product.brandName ?? ""} ${product.name ?? ""}`} filterToQuery={(q: string) => ({ q })} />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}

const body = ({ name, slug, discount, productIds }: Record<string, unknown>) => ({ name, slug, discount, productIds });

export function CombinationEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={body} actions={<TopToolbar><DeleteButton mutationMode="pessimistic" /></TopToolbar>}>
      <CombinationForm />
    </Edit>
  );
}

export function CombinationCreate() {
  return (
    <Create transform={body} redirect="list">
      <CombinationForm />
    </Create>
  );
}
