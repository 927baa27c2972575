"use client";
/**
 * "Telefonische bestelling" (issue 20, point 5): staff enter an order taken on
 * the phone or in the shop: the customer (the cart's flat field names),
 * products found with the shop's own search (`/api/products/?q=`) with
 * quantity and options, delivery or pick-up with the checkout's days, payment
 * by pin or bank transfer, and a note. `POST /api/orders/non-web/`; then the
 * new order opens. The API's refusals land on their fields (422) or in the
 * notice (409: not enough stock).
 */
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import {
  ArrayInput,
  BooleanInput,
  Create,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  email,
  minValue,
  required,
  useDataProvider,
  useInput,
} from "react-admin";

import { BACK_OFFICE_COPY as COPY, CHANNEL_LABELS, COUNTRY_LABELS, PAYMENT_METHOD_LABELS, PHONE_ORDER_DELIVERY_LABELS } from "../copy";
import type { BackOfficeDataProvider } from "../data/data-provider";
import type { ProductHit } from "../data/types";
import { formatEuros } from "../format";
import { paymentMethodsFor, phoneOrderBody, phoneOrderDays } from "./phone-order-rules";

const P = COPY.phoneOrder;

/** The products picked so far, by id: their stock decides the days on offer. */
const PickedProducts = createContext<{ picked: Map<number, ProductHit>; remember: (product: ProductHit) => void }>({ picked: new Map(), remember: () => undefined });

const brandName = (product: ProductHit) => (typeof product.brand === "string" ? product.brand : product.brand?.name ?? "");
const productLabel = (product: ProductHit) => `${brandName(product)} ${product.name}`.trim();

function ProductSearchInput({ source }: { source: string }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { remember, picked } = useContext(PickedProducts);
  const { field, fieldState, id } = useInput({ source, validate: required() });
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: hits = [], isFetching } = useQuery({ queryKey: ["back-office", "product-search", query], queryFn: () => dataProvider.searchProducts(query), enabled: query.length >= 2 });
  const value = typeof field.value === "number" ? (picked.get(field.value) ?? null) : null;
  return (
    <Autocomplete
      id={id}
      sx={{ width: { xs: "100%", sm: 320 }, minWidth: 240 }}
      options={hits}
      value={value}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={productLabel}
      isOptionEqualToValue={(option, chosen) => option.productId === chosen.productId}
      noOptionsText={P.noProducts}
      onInputChange={(_event, input) => setText(input)}
      onChange={(_event, product) => {
        if (product) remember(product);
        field.onChange(product ? product.productId : null);
      }}
      renderOption={(props, product) => (
        <li {...props} key={product.productId}>
          {productLabel(product)}
          {typeof product.sellingPrice === "number" ? ` · ${formatEuros(product.sellingPrice)}` : ""}
          {product.inStock ? "" : " · niet op voorraad"}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={P.productSearch} error={fieldState.invalid} helperText={fieldState.error?.message ?? P.productSearchHelp} variant="filled" />}
    />
  );
}

interface FormValues {
  items?: { productId?: number }[];
  deliveryType?: string;
  shippingCountry?: string;
  shippingPostalCode?: string;
  invoiceAddress?: boolean;
}

function DeliveryChoices({ values }: { values: FormValues }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { picked } = useContext(PickedProducts);
  const { items, deliveryType = "delivery", shippingCountry: country, shippingPostalCode: postalCode } = values;
  const { data } = useQuery({ queryKey: ["back-office", "delivery-data"], queryFn: () => dataProvider.deliveryData(), staleTime: 60_000 });
  const productIds = (items ?? []).flatMap((item) => (typeof item?.productId === "number" && picked.has(item.productId) ? [item.productId] : [])).join();
  const offer = useMemo(() => {
    const products = productIds ? productIds.split(",").map((productId) => picked.get(Number(productId))!) : [];
    return data && products.length > 0 ? phoneOrderDays({ now: new Date(), products, specialDates: data.specialDates, rules: data.rules, country, postalCode }) : null;
  }, [data, picked, productIds, country, postalCode]);
  const pickUp = deliveryType === "pickUp";
  return (
    <>
      <SelectInput source="deliveryType" label={P.deliveryType} choices={Object.entries(PHONE_ORDER_DELIVERY_LABELS).map(([id, name]) => ({ id, name }))} validate={required()} />
      {pickUp ? (
        <Typography sx={{ mb: 2 }}>{offer ? offer.pickUp.label : P.noDays}</Typography>
      ) : (
        <>
          <SelectInput source="deliveryDay" label={P.day} helperText={offer ? P.dayHelp : P.noDays} choices={(offer?.days ?? []).map((day) => ({ id: day.date, name: day.label }))} validate={required()} />
          <BooleanInput source="takeRetour" label={P.takeRetour} />
          <NumberInput source="floor" label={P.floor} min={0} max={99} step={1} />
          <BooleanInput source="elevator" label={P.elevator} />
        </>
      )}
      <Heading>{P.paymentTitle}</Heading>
      <SelectInput source="paymentMethod" label={P.paymentMethod} choices={paymentMethodsFor(deliveryType).map((id) => ({ id, name: PAYMENT_METHOD_LABELS[id] ?? id }))} validate={required()} />
    </>
  );
}

function AddressFields({ prefix }: { prefix: "shipping" | "invoice" }) {
  const label = (text: string) => (prefix === "invoice" ? `${P.invoicePrefix}${text.toLowerCase()}` : text);
  return (
    <Box sx={{ display: "grid", gap: { sm: 2 }, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr 1fr" }, width: "100%", "& > *": { minWidth: 0 } }}>
      <TextInput source={`${prefix}Street`} label={label(P.street)} validate={required()} autoComplete="off" />
      <TextInput source={`${prefix}HouseNumber`} label={label(P.houseNumber)} validate={required()} />
      <TextInput source={`${prefix}HouseNumberAddition`} label={label(P.houseNumberAddition)} />
      <TextInput source={`${prefix}PostalCode`} label={label(P.postalCode)} validate={required()} />
      <TextInput source={`${prefix}City`} label={label(P.city)} validate={required()} />
      <SelectInput source={`${prefix}Country`} label={label(P.country)} choices={Object.entries(COUNTRY_LABELS).map(([id, name]) => ({ id, name }))} validate={required()} />
    </Box>
  );
}

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h2" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

export function PhoneOrderCreate() {
  const [picked, setPicked] = useState(() => new Map<number, ProductHit>());
  const context = useMemo(() => ({ picked, remember: (product: ProductHit) => setPicked((known) => new Map(known).set(product.productId, product)) }), [picked]);
  return (
    <PickedProducts.Provider value={context}>
      <Create
        resource="non-web"
        title={P.title}
        transform={phoneOrderBody}
        redirect={(_resource, id) => `orders/${encodeURIComponent(String(id))}/show`}
        record={{ channel: "phone", shippingCountry: "NL", invoiceCountry: "NL", items: [{ qty: 1 }], deliveryType: "delivery", invoiceAddress: false, takeRetour: false, elevator: false }}
      >
        <SimpleForm
          toolbar={
            <Toolbar>
              <SaveButton label={P.submit} />
            </Toolbar>
          }
        >
          <Typography sx={{ mb: 1 }}>{P.intro}</Typography>
          <RadioButtonGroupInput source="channel" label={P.channel} choices={["phone", "shop"].map((id) => ({ id, name: CHANNEL_LABELS[id]! }))} />
          <Heading>{P.customerTitle}</Heading>
          <Box sx={{ display: "grid", gap: { sm: 2 }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, width: "100%", "& > *": { minWidth: 0 } }}>
            <TextInput source="firstName" label={P.firstName} validate={required()} />
            <TextInput source="lastName" label={P.lastName} validate={required()} />
            <TextInput source="emailAddress" label={P.emailAddress} type="email" validate={[required(), email()]} />
            <TextInput source="phoneNumber" label={P.phoneNumber} type="tel" validate={required()} />
            <TextInput source="companyName" label={P.companyName} />
            <TextInput source="vatNumber" label={P.vatNumber} />
          </Box>
          <AddressFields prefix="shipping" />
          <BooleanInput source="invoiceAddress" label={P.invoiceAddress} />
          <FormDataConsumer<FormValues>>{({ formData }) => (formData.invoiceAddress === true ? <AddressFields prefix="invoice" /> : null)}</FormDataConsumer>
          <Heading>{P.itemsTitle}</Heading>
          <ArrayInput source="items" label={false} validate={required(P.atLeastOneItem)}>
            <SimpleFormIterator inline disableReordering sx={{ "& .RaSimpleFormIterator-form": { flexWrap: "wrap" } }}>
              <ProductSearchInput source="productId" />
              <NumberInput source="qty" label={P.qty} min={1} step={1} validate={[required(), minValue(1)]} sx={{ width: 110, flex: "0 0 auto" }} />
              <BooleanInput source="assembly" label={P.assembly} />
              <BooleanInput source="extraService" label={P.extraService} />
              <BooleanInput source="extraWarranty" label={P.extraWarranty} />
            </SimpleFormIterator>
          </ArrayInput>
          <Heading>{P.deliveryTitle}</Heading>
          <FormDataConsumer<FormValues>>{({ formData }) => <DeliveryChoices values={formData} />}</FormDataConsumer>
          <TextInput source="note" label={P.note} multiline minRows={2} />
        </SimpleForm>
      </Create>
    </PickedProducts.Provider>
  );
}
